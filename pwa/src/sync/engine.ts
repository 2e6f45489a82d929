import { v7 as uuidv7 } from 'uuid';
import { getMeta, setMeta } from '../db/meta';
import { countPending, pendingEntries } from '../db/outbox';
import type { Change, PullResponse, PushResponse } from '@optolight/contract';
import type { OptolightDb, OutboxEntry } from '../db/schema';
import { nextTask } from '../lib/slicer';
import { applyPullPage } from './apply-pull';
import { leftFeed } from './feed';
import { applyPushResults, refuseEntry, toMutation } from './apply-push';
import { backoffDelay } from './backoff';
import { defaultLock, type Lock } from './lock';
import { SMALL_SLICE, type SlicePace } from './input-pace';
import { isRefusedRequest, isRetryable, TransportError, type SyncTransport } from './transport';
import { upgradeStoredRows } from '../db/upgrade-rows';

export type SyncOutcome = 'synced' | 'offline' | 'retrying' | 'signin' | 'failed';

export interface EngineStatus {
  outcome: SyncOutcome;
  pending: number;
  rejected: number;
  conflicts: number;
  message?: string;
}

export interface EngineOptions {
  db: OptolightDb;
  transport: SyncTransport;
  lock?: Lock;
  random?: () => number;
  /** Entries per push request; the server takes up to 500. */
  batchSize?: number;
  pullLimit?: number;
  onStatus?: (status: EngineStatus) => void;
  /** How far a pull of many pages is, in records; null when it reached the end. */
  onProgress?: (progress: DownloadProgress | null) => void;
  /** How a download's slices make way for the person's work; without it they never wait. */
  pace?: SlicePace;
}

export interface DownloadProgress {
  /** Records on this device. */
  stored: number;
  /** Records on this device plus those still to come. */
  total: number;
}

/**
 * Drains the outbox and pulls the feed. Never drops an entry: only a server acknowledgement
 * removes one. Headless (no DOM), so tests and benchmarks drive it directly.
 */
export class SyncEngine {
  private attempt = 0;
  private paused = false;
  readonly db: OptolightDb;
  private readonly transport: SyncTransport;
  private readonly lock: Lock;
  private readonly random: () => number;

  constructor(private readonly options: EngineOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.lock = options.lock ?? defaultLock();
    this.random = options.random ?? Math.random;
  }

  /** After a 401 the engine waits for this (a new sign-in of the same account). */
  resume(): void {
    this.paused = false;
    this.attempt = 0;
  }

  /** The wait before the next try after a retryable failure. */
  nextDelay(): number {
    return backoffDelay(this.attempt, this.random);
  }

  /** One full round: register, push everything, pull everything. */
  async syncOnce(): Promise<SyncOutcome> {
    if (this.paused) return this.report('signin');
    return this.lock(`optolight-sync:${this.db.name}`, async () => {
      try {
        // After an update, rows the previous app stored are brought up before anything reads them.
        await upgradeStoredRows(this.db);
        await this.ensureDevice();
        await this.pushAll();
        await this.pullAll();
        this.attempt = 0;
        return await this.report('synced');
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        if (error.status === 401) {
          this.paused = true;
          return this.report('signin');
        }
        if (isRetryable(error.status)) {
          this.attempt += 1;
          return this.report(error.status === 0 ? 'offline' : 'retrying');
        }
        return this.report('failed', error.message);
      }
    });
  }

  private async ensureDevice(): Promise<string> {
    let deviceId = await getMeta<string>(this.db, 'deviceId', '');
    if (!deviceId) {
      deviceId = uuidv7();
      await setMeta(this.db, 'deviceId', deviceId);
    }
    // Registered again when the name the server holds is not this one: a device registered
    // before devices had names (shown as 'Another device' in a conflict) introduces itself.
    const name = this.transport.deviceName ?? '';
    if ((await getMeta<string | boolean>(this.db, 'registeredName', false)) !== name) {
      await this.transport.registerDevice(deviceId);
      await setMeta(this.db, 'registeredName', name);
    }
    return deviceId;
  }

  /**
   * Sends the outbox in seq order. A batch the server cannot take at all (too large, malformed)
   * is halved until the entry at fault is alone; that entry is kept as refused and a withdraw is
   * sent in its place, so the server moves past its seq and the entries behind it go on
   * (docs/sync-protocol.md#refused-changes-on-the-device). Once a batch goes through, the next may
   * be twice as large again.
   */
  private async pushAll(): Promise<void> {
    const deviceId = await getMeta<string>(this.db, 'deviceId', '');
    const most = this.options.batchSize ?? 200;
    let size = most;
    for (;;) {
      const batch = await this.takeBatch(size);
      if (!batch.length) return;
      let response: PushResponse;
      try {
        response = await this.transport.push(deviceId, batch.map(toMutation));
      } catch (error) {
        if (!(error instanceof TransportError) || !isRefusedRequest(error.status)) throw error;
        const [first] = batch;
        if (batch.length > 1) size = Math.ceil(batch.length / 2);
        else if (!first || !(await refuseEntry(this.db, first.seq, error))) throw error;
        continue;
      }
      size = Math.min(most, size * 2);
      await applyPushResults(this.db, response.results, response.ackedSeq);
      const last = batch.at(-1)?.seq ?? 0;
      if (response.ackedSeq < last && response.results.length === 0) {
        throw new TransportError(
          409,
          `The server stopped at change ${response.ackedSeq + 1}; it will be sent again.`,
        );
      }
    }
  }

  /** The oldest pending entries, marked as sent: from now on they may be on the server. */
  private takeBatch(size: number): Promise<OutboxEntry[]> {
    return this.db.transaction('rw', [this.db.outbox], async () => {
      const entries = await pendingEntries(this.db, size);
      // Later edits never fold into an entry that may be on the server.
      await this.db.outbox.bulkUpdate(
        entries
          .filter((e) => !e.attempted)
          .map((e) => ({ key: e.seq, changes: { attempted: true } })),
      );
      return entries;
    });
  }

  /**
   * Pulls the feed to its end, each page stored with its cursor, so a download cut off goes on
   * where it stopped. While pages keep coming it reports how far it is; the device holds the
   * whole practice once a pull has reached the end ('complete').
   */
  private async pullAll(): Promise<void> {
    const limit = this.options.pullLimit ?? 2000;
    let next = this.transport.pull(await getMeta(this.db, 'cursor', 0), limit);
    let sentFirst = 0;
    let stored: number | undefined;
    for (;;) {
      const page = await next;
      const feed = await leftFeed(this.db, page.feed);
      if (feed === 'sendFirst') {
        // Changes made during this round go out before the device leaves its feed; a person
        // typing on through every try waits for the next round.
        if (++sentFirst > 3)
          throw new TransportError(503, 'Changes made here are sent first; trying again.');
        await this.pushAll();
        next = this.transport.pull(await getMeta(this.db, 'cursor', 0), limit);
        continue;
      }
      if (feed === 'switched') {
        stored = undefined;
        next = this.transport.pull(0, limit);
        continue;
      }
      // Time spent waiting for the network does not count against the slices' giving way.
      this.options.pace?.moved();
      // The next page downloads while this one is stored; the feed is read in order, so its
      // cursor is this page's end whatever happens to the store.
      if (page.hasMore) {
        next = this.transport.pull(page.cursor, limit);
        next.catch(() => undefined);
      }
      await this.storePage(page);
      if (!page.hasMore) {
        this.options.onProgress?.(null);
        return;
      }
      // Counted once a pull, then each page's records added: a count walks every key of the
      // store, so one a page grew with the square of the practice (a 50,000-patient download:
      // 130.9 s with it, 121.7 s without). A record a later round brings again counts twice, in
      // both figures alike.
      stored =
        stored === undefined
          ? await this.db.records.count()
          : stored + page.changes.filter((c) => c.type === 'record').length;
      this.options.onProgress?.({ stored, total: stored + page.recordsAfter });
    }
  }

  /**
   * Stores a page in slices, each with the cursor at its own last change (the feed is in order,
   * so a slice and its cursor are a consistent place to resume from). A save or a read the
   * person starts waits at most for one slice's transaction, not the whole page's, and the page
   * gives way to the UI between slices. The pace sizes each slice: small while the person works,
   * larger while nobody touches the screen.
   */
  private async storePage(page: PullResponse): Promise<void> {
    const { changes } = page;
    let start = 0;
    do {
      await this.options.pace?.beforeSlice();
      const end = start + (this.options.pace?.sliceSize() ?? SMALL_SLICE);
      const slice = changes.slice(start, end);
      const isLastSlice = end >= changes.length;
      const cursor = isLastSlice ? page.cursor : (slice.at(-1)?.seq ?? page.cursor);
      // Rolled back for the person: taken again from the same change, sized for them.
      if (!(await this.storeSlice(slice, cursor, isLastSlice && !page.hasMore))) continue;
      start = end;
      if (!isLastSlice) await nextTask();
    } while (start < changes.length);
  }

  private giveWay: (() => void) | undefined;

  /** Stores one slice, or rolls it back if the person touches the screen meanwhile, so their
   * save or read does not wait for it (false). The pace bounds how long slices keep giving way,
   * so taps cannot stall a download. */
  private async storeSlice(slice: Change[], cursor: number, isLast: boolean): Promise<boolean> {
    const pace = this.options.pace;
    const yielding = new AbortController();
    if (pace?.mayGiveWay())
      this.giveWay = () => {
        yielding.abort();
      };
    try {
      await applyPullPage(this.db, slice, cursor, isLast, yielding.signal);
      pace?.moved();
      return true;
    } catch (error) {
      if (!yielding.signal.aborted) throw error;
      return false;
    } finally {
      this.giveWay = undefined;
    }
  }

  /** The person touched the screen or typed: the slice being stored gives way. */
  yieldToPerson(): void {
    this.giveWay?.();
  }

  /** True once this device has pulled the account's whole feed at least once. */
  isComplete(): Promise<boolean> {
    return getMeta(this.db, 'complete', false);
  }

  async status(outcome: SyncOutcome, message?: string): Promise<EngineStatus> {
    const [pending, rejected, conflicts] = await Promise.all([
      countPending(this.db),
      this.db.outbox.where('status').equals('rejected').count(),
      this.db.conflicts.filter((c) => c.resolvedAt === null).count(),
    ]);
    return { outcome, pending, rejected, conflicts, ...(message ? { message } : {}) };
  }

  private async report(outcome: SyncOutcome, message?: string): Promise<SyncOutcome> {
    if (this.options.onStatus) this.options.onStatus(await this.status(outcome, message));
    return outcome;
  }
}
