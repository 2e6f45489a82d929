import type { MyProgramResponse } from '@optolight/contract';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CachedProgram, TrainerDb } from './trainer-db';

/**
 * Asks the server for the account's home programme and keeps the answer on the device, so the
 * programme shows offline too. No answer keeps the last copy; the result says whether it is fresh.
 */
export async function refreshProgram(
  db: TrainerDb,
  fetchProgram: () => Promise<MyProgramResponse>,
  now = new Date(),
): Promise<'fresh' | 'kept'> {
  let answer: MyProgramResponse;
  try {
    answer = await fetchProgram();
  } catch {
    return 'kept';
  }
  await db.program.put({ key: 'mine', fetchedAt: now.toISOString(), answer });
  return 'fresh';
}

export const cachedProgram = (db: TrainerDb) => db.program.get('mine');

/** The programme kept on this device, live; undefined while reading, null when none is kept. */
export function useCachedProgram(db: TrainerDb): CachedProgram | null | undefined {
  return useLiveQuery(async () => (await cachedProgram(db)) ?? null, [db]);
}

/** Days trained since `since` (YYYY-MM-DD), from the rounds on this device. */
export async function daysTrainedSince(db: TrainerDb, since: string): Promise<number> {
  const rounds = await db.rounds.where('startedAt').aboveOrEqual(since).toArray();
  return new Set(rounds.map((r) => r.startedAt.slice(0, 10))).size;
}
