import type { DownloadProgress, EngineStatus, SyncOutcome } from './engine';
import type { FromSyncWorker, ToSyncWorker } from './worker-protocol';

/** What the runtime needs of a sync engine, wherever it runs. */
export interface EngineHandle {
  syncOnce(): Promise<SyncOutcome>;
  resume(): void;
  /** The wait before the next try after the last round failed. */
  nextDelay(): number;
  /** Stops for good; resolves once the engine can no longer touch the database. */
  close(): Promise<void>;
}

interface Options {
  dbName: string;
  origin: string;
  token: () => string | undefined;
  onStatus: (status: EngineStatus) => void;
  onProgress: (progress: DownloadProgress | null) => void;
}

type Done = Extract<FromSyncWorker, { type: 'done' }>;

/** The sync engine in a dedicated worker (sync.worker.ts), driven by messages. */
export function workerEngine(options: Options): EngineHandle {
  const worker = new Worker(new URL('./sync.worker.ts', import.meta.url), {
    type: 'module',
    name: 'optolight-sync',
  });
  const calls = new Map<number, { ok: (done: Done) => void; fail: (error: Error) => void }>();
  let nextId = 1;
  let delay = 0;
  const send = (message: ToSyncWorker) => {
    worker.postMessage(message);
  };
  const call = (message: (id: number) => ToSyncWorker) =>
    new Promise<Done>((ok, fail) => {
      const id = nextId++;
      calls.set(id, { ok, fail });
      send(message(id));
    });
  const failAll = (error: Error) => {
    for (const { fail } of calls.values()) fail(error);
    calls.clear();
  };
  worker.onmessage = ({ data }: MessageEvent<FromSyncWorker>) => {
    if (data.type === 'status') {
      options.onStatus(data.status);
      return;
    }
    if (data.type === 'progress') {
      options.onProgress(data.progress);
      return;
    }
    const pending = calls.get(data.id);
    calls.delete(data.id);
    if (data.type === 'done') pending?.ok(data);
    else pending?.fail(new Error(data.message));
  };
  worker.onerror = (event) => {
    failAll(new Error(`The sync worker stopped: ${event.message}`));
  };
  send({ type: 'open', dbName: options.dbName, origin: options.origin });
  // The person's input goes before the next slice of a download (sync.worker.ts).
  let lastInput = 0;
  const onInput = () => {
    if (performance.now() - lastInput < 50) return;
    lastInput = performance.now();
    send({ type: 'hold' });
  };
  // 'input' too: pasting, dictation and autofill change a field without a key.
  const inputs = ['pointerdown', 'keydown', 'input'] as const;
  for (const type of inputs)
    window.addEventListener(type, onInput, { capture: true, passive: true });
  return {
    async syncOnce() {
      const done = await call((id) => ({ type: 'round', id, token: options.token() }));
      delay = done.delay ?? 0;
      return done.outcome ?? 'failed';
    },
    resume: () => {
      send({ type: 'resume' });
    },
    nextDelay: () => delay,
    async close() {
      await call((id) => ({ type: 'close', id })).catch(() => undefined);
      for (const type of inputs) window.removeEventListener(type, onInput, { capture: true });
      worker.terminate();
      failAll(new Error('Sync stopped.'));
    },
  };
}
