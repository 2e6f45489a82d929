import type { EngineStatus, SyncEngine, SyncOutcome } from '../../src/sync/engine';

interface Syncing {
  engine: SyncEngine;
}

/**
 * Rounds until one changes nothing on any device and every device ends it synced: with the
 * network sound, the next would change nothing either. A round the server could not take yet (an
 * instance still starting, a transaction given up under load) is tried again after a wait, as
 * the app's backoff does, up to eight rounds.
 */
export async function healRounds(all: Syncing[]): Promise<void> {
  let before = await syncState(all);
  for (let round = 0; round < 8; round++) {
    const outcomes: SyncOutcome[] = [];
    for (const d of all) outcomes.push(await d.engine.syncOnce());
    const after = await syncState(all);
    const synced = outcomes.every((o) => o === 'synced');
    if (after === before && synced) return;
    before = after;
    if (!synced) await new Promise((resolve) => setTimeout(resolve, 100 * (round + 1)));
  }
}

/** Devices whose last round did not end synced, with what they were told. */
export function unsynced(all: { name: string; last?: EngineStatus }[]): string[] {
  return all.flatMap(({ name, last }) =>
    last && last.outcome !== 'synced'
      ? [`${name}: its last round ended ${last.outcome}${last.message ? `: ${last.message}` : ''}`]
      : [],
  );
}

/** What a round of syncs can change on the devices: each one's pull position, its queue (each
 * entry's state) and its access events waiting to go. */
async function syncState(devices: Syncing[]): Promise<string> {
  const states = await Promise.all(
    devices.map(async ({ engine: { db } }) => [
      (await db.meta.get('cursor'))?.value,
      (await db.outbox.toArray()).map((e) => [e.seq, e.status, e.attempted]),
      await db.accessEvents.count(),
    ]),
  );
  return JSON.stringify(states);
}
