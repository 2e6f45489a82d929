import { liveQuery } from 'dexie';
import { queueAccess } from '../db/access-events';
import { countDrafts } from '../db/drafts';
import { draftPlaces } from '../db/draft-places';
import { getMeta } from '../db/meta';
import { countPending } from '../db/outbox';
import { dbNameFor, OptolightDb } from '../db/schema';
import { authorizationHeader } from '../lib/session';
import { runAfterRound } from './after-round';
import { SyncEngine, type DownloadProgress, type EngineStatus } from './engine';
import { httpTransport } from './http-transport';
import { roundTimer } from './round-timer';
import { publishSyncStatus } from './status';
import { workerEngine, type EngineHandle } from './worker-engine';

/** Pull others' changes this often even when nothing is queued. */
const PERIOD_MS = 30_000;
/** Saves in quick succession go out together. */
const DEBOUNCE_MS = 400;

interface Running {
  accountId: string;
  /** The page's own connection: features read and save through it. */
  db: OptolightDb;
  engine: EngineHandle;
  kick: () => Promise<void>;
  stop: () => Promise<void>;
}

let running: Running | null = null;

/** The signed-in professional's clinical database; the only way features reach Dexie. */
export function clinicalDb(): OptolightDb {
  if (!running) throw new Error('Clinical data is not open: sign in first.');
  return running.db;
}

export function isSyncRunning(): boolean {
  return running !== null;
}

const publishStatus = (s: EngineStatus) => {
  publishSyncStatus({
    pending: s.pending,
    conflicts: s.conflicts,
    rejected: s.rejected,
    needsSignIn: s.outcome === 'signin',
  });
};

const publishProgress = (download: DownloadProgress | null) => {
  publishSyncStatus(download ? { download } : { download: null, complete: true });
};

/**
 * The engine on a worker thread where the browser has workers (docs/sync-protocol.md, "Where
 * sync runs"); on the page's thread otherwise (jsdom in component tests).
 */
function createEngine(db: OptolightDb): EngineHandle {
  const token = () => authorizationHeader()?.replace(/^Bearer /, '');
  const origin = window.location.origin;
  if (typeof Worker !== 'undefined') {
    return workerEngine({
      dbName: db.name,
      origin,
      token,
      onStatus: publishStatus,
      onProgress: publishProgress,
    });
  }
  const engine = new SyncEngine({
    db,
    transport: httpTransport(origin, token),
    onStatus: publishStatus,
    onProgress: publishProgress,
  });
  return Object.assign(engine, { close: () => Promise.resolve() });
}

/**
 * Opens the account's database and keeps it in sync: after saves, when the browser comes back
 * online, on a timer, and with backoff after failures. Calling it again for the same account
 * resumes a sync paused by an expired session.
 */
export function startSync(accountId: string): void {
  if (running?.accountId === accountId) {
    running.engine.resume();
    void running.kick();
    return;
  }
  void running?.stop();
  const db = new OptolightDb(dbNameFor(accountId));
  const engine = createEngine(db);
  // Until the device's own record says so, it is not known to hold the whole practice.
  publishSyncStatus({ complete: false, download: null });
  // Read on the page's own connection: asking the worker waits for it to start, and the header
  // meanwhile said the device was incomplete on every launch.
  void getMeta(db, 'complete', false).then((complete) => {
    publishSyncStatus({ complete });
  });
  const isCurrent = () => running?.engine === engine;
  const rounds = roundTimer(async () => {
    if (!isCurrent()) return PERIOD_MS;
    try {
      const outcome = await engine.syncOnce();
      if (outcome === 'synced' && isCurrent()) runAfterRound(db);
      return outcome === 'offline' || outcome === 'retrying' ? engine.nextDelay() : PERIOD_MS;
    } catch (error) {
      // A round cut short by sign-out or account switch is over; anything else is a bug to see.
      if (isCurrent()) throw error;
      return PERIOD_MS;
    }
  });
  const kick = rounds.run;
  const onOnline = () => void kick();
  window.addEventListener('online', onOnline);
  const queue = liveQuery(() => countPending(db)).subscribe((pending) => {
    publishSyncStatus({ pending });
    if (pending > 0) rounds.within(DEBOUNCE_MS);
  });
  running = {
    accountId,
    db,
    engine,
    kick,
    stop: async () => {
      rounds.stop();
      window.removeEventListener('online', onOnline);
      queue.unsubscribe();
      await engine.close();
      db.close();
    },
  };
  void kick();
}

/** Resolves once the engine can no longer touch the account's database. */
export function stopSync(): Promise<void> {
  const stopping = running?.stop() ?? Promise.resolve();
  running = null;
  return stopping;
}

/** One round now (the logout dialog's 'Sync now'); resolves with what it achieved. */
export async function syncNowOutcome(): Promise<string> {
  if (!running) return 'synced';
  return running.engine.syncOnce();
}

/** Forms with text typed on this device and never saved (docs/drafts.md). */
export function unsavedDraftCount(): Promise<number> {
  return running ? countDrafts(running.db) : Promise.resolve(0);
}

/** The same forms, each named by its patient, record and section. */
export function unsavedDraftPlaces(): Promise<string[]> {
  return running ? draftPlaces(running.db) : Promise.resolve([]);
}

/** Everything not yet on the server, as a file a person can keep before discarding. */
export async function backupOfUnsynced(): Promise<Blob> {
  const backup: Record<string, unknown> = {
    app: 'Optolight',
    exportedAt: new Date().toISOString(),
  };
  if (running) {
    const db = running.db;
    const outbox = await db.outbox.orderBy('seq').toArray();
    const keys = new Set(
      outbox.flatMap((e) => ('section' in e ? [`${e.recordId}/${e.section}`] : [])),
    );
    backup.outbox = outbox;
    backup.records = await db.records.bulkGet([...new Set(outbox.map((e) => e.recordId))]);
    backup.sections = (await db.sections.toArray()).filter((s) =>
      keys.has(`${s.recordId}/${s.name}`),
    );
    backup.unsavedForms = await db.drafts.toArray();
    // The file holds these records' content: an export for the access log.
    for (const recordId of new Set(outbox.map((e) => e.recordId)))
      await queueAccess(db, recordId, 'export');
  }
  return new Blob([JSON.stringify(backup, null, 2)], { type: 'application/json' });
}

/** Logout on a shared tablet: the account's clinical data leaves the device
 * (docs/decisions.md#logout-on-a-shared-tablet). */
export async function deleteClinicalData(): Promise<void> {
  if (!running) return;
  const db = running.db;
  await stopSync();
  await db.delete();
}
