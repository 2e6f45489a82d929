import { useEffect } from 'react';
import { authorizationHeader } from '../../../lib/session';
import { createStore, useStore } from '../../../lib/store';
import type { TrainerDb } from './trainer-db';
import { syncTrainer, type TrainerSyncResult } from './trainer-sync';
import { fetchSend, sendTransport } from './transport';

const transport = sendTransport(fetchSend(authorizationHeader));
/** The last sync's outcome per database, so every screen shows the same status. */
const lastResult = createStore<{ dbName: string; result: TrainerSyncResult } | null>(null);

export async function runTrainerSync(db: TrainerDb): Promise<void> {
  const result = await syncTrainer(db, transport);
  lastResult.set({ dbName: db.name, result });
}

/** A failed network does not always say so with an 'online' event (patchy Wi-Fi stays "online"). */
const RETRY_MS = 60_000;

/**
 * Syncs the account's rounds on opening, on coming back online and every minute while open;
 * returns the last outcome.
 */
export function useTrainerSync(db: TrainerDb): TrainerSyncResult | null {
  useEffect(() => {
    const run = () => {
      void runTrainerSync(db);
    };
    run();
    window.addEventListener('online', run);
    const retry = setInterval(run, RETRY_MS);
    return () => {
      window.removeEventListener('online', run);
      clearInterval(retry);
    };
  }, [db]);
  const last = useStore(lastResult);
  return last?.dbName === db.name ? last.result : null;
}
