import type { PatientProgramResponse, PatientRound } from '@optolight/contract';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import type { HomeDb, KeptHome } from './home-db';

export interface HomeFetchers {
  program: (patientId: string) => Promise<PatientProgramResponse>;
  rounds: (patientId: string) => Promise<{ rounds: PatientRound[] }>;
}

/**
 * Reads the patient's programme and rounds from the server and keeps them as the last copy. Any
 * failure (offline) keeps the copy there was and is thrown to the caller to say so.
 */
export async function refreshHome(
  db: HomeDb,
  patientId: string,
  fetchers: HomeFetchers,
  now = new Date(),
): Promise<KeptHome> {
  const [program, { rounds }] = await Promise.all([
    fetchers.program(patientId),
    fetchers.rounds(patientId),
  ]);
  const kept = { patientId, fetchedAt: now.toISOString(), program, rounds };
  await db.patients.put(kept);
  return kept;
}

/** The kept copy, live; undefined while reading, null when this tablet has none. */
export function useKeptHome(db: HomeDb, patientId: string): KeptHome | null | undefined {
  return useKeyedLiveQuery(async () => (await db.patients.get(patientId)) ?? null, [db, patientId]);
}

/** How old a kept copy is, in words: 'less than an hour old', '5 hours old', '2 days old'. */
export function copyAge(fetchedAt: string, now = new Date()): string {
  const hours = Math.floor((now.getTime() - Date.parse(fetchedAt)) / 3_600_000);
  if (hours < 1) return 'less than an hour old';
  if (hours < 24) return `${String(hours)} hour${hours === 1 ? '' : 's'} old`;
  const days = Math.floor(hours / 24);
  return `${String(days)} day${days === 1 ? '' : 's'} old`;
}
