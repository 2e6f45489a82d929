import { fixturePatients } from '@optolight/fixtures';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createRecord } from '../db/repo';
import { SyncEngine, type DownloadProgress } from './engine';
import { inputPace } from './input-pace';
import { injectSend, sendTransport, type Send } from '../../test/sync/inject-transport';
import { deviceDb } from '../../test/sync/local-db';
import { chaosServer } from '../../test/sync/server';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());

it('says how far a first download is, resumes it where the network cut it, and only then is complete', async () => {
  const token = await server.account();
  const send = injectSend(server.app, () => token);
  // A tablet that already holds the practice: 12 patients (a record and its details each).
  const first = new SyncEngine({ db: deviceDb('first-tablet'), transport: sendTransport(send) });
  for (let i = 0; i < 12; i++)
    await createRecord(first.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: { ...fixturePatients.maria, patientId: `D-${String(i)}` } },
    });
  expect(await first.syncOnce()).toBe('synced');

  // A new tablet, on a network that drops after two pages.
  const cursors: number[] = [];
  let pagesLeft = 2;
  const flaky: Send = (method, url, payload) => {
    const cursor = /cursor=(\d+)/.exec(url)?.[1];
    if (cursor !== undefined) {
      if (pagesLeft === 0) return Promise.reject(new TypeError('offline'));
      pagesLeft -= 1;
      cursors.push(Number(cursor));
    }
    return send(method, url, payload);
  };
  const progress: (DownloadProgress | null)[] = [];
  const tablet = new SyncEngine({
    db: deviceDb('new-tablet'),
    transport: sendTransport(flaky),
    pullLimit: 6,
    onProgress: (p) => progress.push(p),
  });
  // A count walks every key of the store: once a pull, never once a page.
  const counts = vi.spyOn(tablet.db.records, 'count');
  expect(await tablet.isComplete()).toBe(false);
  expect(await tablet.syncOnce()).toBe('offline');
  expect(await tablet.isComplete()).toBe(false);
  expect(progress).toEqual([
    { stored: 3, total: 12 },
    { stored: 6, total: 12 },
  ]);

  pagesLeft = Infinity;
  expect(await tablet.syncOnce()).toBe('synced');
  // Resumed from the stored cursor: the first two pages were not fetched again.
  expect(cursors.slice(2)[0]).toBeGreaterThan(cursors[1] ?? 0);
  expect(new Set(cursors).size).toBe(cursors.length);
  expect(progress.at(-1)).toBeNull();
  expect(progress.at(-2)).toEqual({ stored: 12, total: 12 });
  expect(await tablet.isComplete()).toBe(true);
  expect(counts).toHaveBeenCalledTimes(2);
  expect(await tablet.db.records.count()).toBe(12);
});

/** A source account holding five patients (one page of ten changes, one slice), and a new
 * tablet of it that counts the slices it is asked for and the records it writes. The pace runs
 * on a clock that moves only when told to. */
async function giveWayTablet(name: string, sliceSize?: () => number) {
  const token = await server.account();
  const send = injectSend(server.app, () => token);
  const first = new SyncEngine({ db: deviceDb(`${name}-source`), transport: sendTransport(send) });
  for (let i = 0; i < 5; i++)
    await createRecord(first.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: { ...fixturePatients.maria, patientId: `G-${String(i)}` } },
    });
  expect(await first.syncOnce()).toBe('synced');

  const clock = { now: 0 };
  const pace = inputPace(
    () => clock.now,
    () => Promise.resolve(),
  );
  const counts = { slices: 0, writes: 0 };
  const tablet = new SyncEngine({
    db: deviceDb(`${name}-tablet`),
    transport: sendTransport(send),
    pace: {
      ...pace,
      beforeSlice: () => {
        counts.slices += 1;
        return pace.beforeSlice();
      },
      sliceSize: sliceSize ?? pace.sliceSize,
    },
  });
  return { tablet, clock, counts };
}

it('rolls back the slice being stored each time the person taps, and stores it again after', async () => {
  const { tablet, counts } = await giveWayTablet('give-way');
  tablet.db.records.hook('creating', () => {
    counts.writes += 1;
    // A tap lands while the slice is being written, and again while it is written again.
    if (counts.writes === 1 || counts.writes === 6) tablet.yieldToPerson();
  });
  expect(await tablet.syncOnce()).toBe('synced');
  // Its one slice was asked for three times, written three times, kept once.
  expect(counts.slices).toBe(3);
  expect(counts.writes).toBe(15);
  expect(await tablet.db.records.count()).toBe(5);
  expect(await tablet.db.sections.count()).toBe(5);
  expect(await tablet.isComplete()).toBe(true);
});

it('stores the slice whatever the person does once the download has not moved for a second', async () => {
  const { tablet, clock, counts } = await giveWayTablet('no-stall');
  tablet.db.records.hook('creating', () => {
    counts.writes += 1;
    if (counts.writes === 1) {
      // The first try gives way; the second starts over a second after the page arrived.
      tablet.yieldToPerson();
      clock.now += 1000;
    }
    if (counts.writes === 6) tablet.yieldToPerson();
  });
  expect(await tablet.syncOnce()).toBe('synced');
  expect(counts.slices).toBe(2);
  expect(counts.writes).toBe(10);
  expect(await tablet.db.records.count()).toBe(5);
  expect(await tablet.isComplete()).toBe(true);
});

it('takes a slice rolled back for the person again in the size the pace gives for them', async () => {
  let tapped = false;
  const { tablet, counts } = await giveWayTablet('resize', () => (tapped ? 4 : 1000));
  const cursors: number[] = [];
  tablet.db.meta.hook('creating', (key, row) => {
    if (key === 'cursor') cursors.push(Number(row.value));
  });
  tablet.db.meta.hook('updating', (changes, key) => {
    if (key === 'cursor' && 'value' in changes) cursors.push(Number(changes.value));
  });
  tablet.db.records.hook('creating', () => {
    counts.writes += 1;
    if (!tapped) {
      tapped = true;
      tablet.yieldToPerson();
    }
  });
  expect(await tablet.syncOnce()).toBe('synced');
  // The whole page was tried once; its ten changes were then stored four, four and two at a time.
  expect(counts.slices).toBe(4);
  expect(counts.writes).toBe(5 + 5);
  expect(cursors).toHaveLength(3);
  expect(await tablet.db.records.count()).toBe(5);
  expect(await tablet.db.sections.count()).toBe(5);
  expect(await tablet.isComplete()).toBe(true);
});
