import type { PatientProgramResponse, PatientRound } from '@optolight/contract';
import { useLiveQuery } from 'dexie-react-hooks';
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
  return useLiveQuery(async () => (await db.patients.get(patientId)) ?? null, [db, patientId]);
}
