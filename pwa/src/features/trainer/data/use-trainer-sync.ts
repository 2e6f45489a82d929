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

/** Syncs the account's rounds on opening and on coming back online; returns the last outcome. */
export function useTrainerSync(db: TrainerDb): TrainerSyncResult | null {
  useEffect(() => {
    const run = () => {
      void runTrainerSync(db);
    };
    run();
    window.addEventListener('online', run);
    return () => {
      window.removeEventListener('online', run);
    };
  }, [db]);
  const last = useStore(lastResult);
  return last?.dbName === db.name ? last.result : null;
}
