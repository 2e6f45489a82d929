import type { DownloadProgress, EngineStatus, SyncOutcome } from './engine';

/** What the page asks of the sync worker. Calls with an id are answered with `done`. */
export type ToSyncWorker =
  | { type: 'open'; dbName: string; origin: string }
  | { type: 'round'; id: number; token: string | undefined }
  | { type: 'resume' }
  /** The person just touched or typed: their reads and saves go before the next slice. */
  | { type: 'hold' }
  | { type: 'close'; id: number };

/** What the sync worker tells the page. */
export type FromSyncWorker =
  | { type: 'done'; id: number; outcome?: SyncOutcome; delay?: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'status'; status: EngineStatus }
  | { type: 'progress'; progress: DownloadProgress | null };
