/**
 * The sync engine on a thread of its own (docs/sync-protocol.md, "Where sync runs"). Parsing
 * pages of the feed and writing them to IndexedDB used most of the page's main thread during a
 * first download; here it leaves typing, saving and opening a patient alone. Changes it stores
 * reach the page's live queries through Dexie's cross-context broadcast.
 */
// First: before any schema parses (see the file).
import '../lib/zod-config';
import { OptolightDb } from '../db/schema';
import { SyncEngine } from './engine';
import { httpTransport } from './http-transport';
import { inputPace } from './input-pace';
import type { FromSyncWorker, ToSyncWorker } from './worker-protocol';

interface WorkerScope {
  postMessage(message: FromSyncWorker): void;
  onmessage: ((event: MessageEvent<ToSyncWorker>) => void) | null;
}
const scope = self as unknown as WorkerScope;

let engine: SyncEngine | null = null;
let token: string | undefined;
const pace = inputPace();

const answer = async (
  id: number,
  work: () => Promise<Omit<FromSyncWorker & { type: 'done' }, 'type' | 'id'>>,
) => {
  try {
    scope.postMessage({ type: 'done', id, ...(await work()) });
  } catch (error) {
    scope.postMessage({
      type: 'failed',
      id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};

const opened = (): SyncEngine => {
  if (!engine) throw new Error('The sync worker has no database open.');
  return engine;
};

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'open':
      engine = new SyncEngine({
        db: new OptolightDb(data.dbName),
        transport: httpTransport(data.origin, () => token),
        onStatus: (status) => {
          scope.postMessage({ type: 'status', status });
        },
        onProgress: (progress) => {
          scope.postMessage({ type: 'progress', progress });
        },
        pace,
      });
      return;
    case 'round':
      token = data.token;
      void answer(data.id, async () => {
        const round = opened();
        const outcome = await round.syncOnce();
        return { outcome, delay: round.nextDelay() };
      });
      return;
    case 'resume':
      engine?.resume();
      return;
    case 'hold':
      pace.input();
      engine?.yieldToPerson();
      return;
    case 'close':
      void answer(data.id, () => {
        // Closed for good: a round still running must not open the database again (it may be
        // about to be deleted).
        engine?.db.close({ disableAutoOpen: true });
        engine = null;
        return Promise.resolve({});
      });
      return;
  }
};
