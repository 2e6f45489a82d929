/**
 * The floor under a first download: how long Chromium's IndexedDB takes to store a practice's
 * rows with nothing else running (no app, no server, no network, no page drawing), in slices of
 * the size the download stores while nobody touches the screen. Five layouts of the same rows:
 *   - the device's today (pwa/src/db/schema.ts): a row per record, a row per section;
 *   - the same without the sections' `[name+recordId]` index;
 *   - each record's sections inside its row: a row per record;
 *   - a patient's records, with their sections, inside the patient's row: a row per patient;
 *   - the same with what a device would need of it: each record found by its id through an
 *     index, and a small row per patient for the patient list.
 * Each patient has six records and nine sections, as bench-initial-sync's realistic practice
 * has (seed-practice.ts), with ids that sort in the order they were made, as the app's UUIDv7
 * do: random ones took 26.2-26.7 s instead of 15.5-16.1 s at 10,000 patients, 183 s instead of
 * 84 s at 50,000. Prints each run's seconds and rows per second. `--worker` stores them from a
 * dedicated worker, as the app's download does (sync.worker.ts), instead of the page.
 * Usage: pnpm exec tsx scripts/bench-idb-floor.ts [--patients 10000] [--runs 2] [--worker]
 */
import { fullMainEvaluation } from '@optolight/fixtures';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../pwa/e2e/support/browser';
import { LARGE_SLICE } from '../pwa/src/sync/input-pace';

const { values } = parseArgs({
  options: {
    patients: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '2' },
    worker: { type: 'boolean', default: false },
  },
});
const PATIENTS = Number(values.patients);
const RUNS = Number(values.runs);

const layouts = {
  today: { records: ['parentId', 'kind+id'], sections: ['name+recordId'], packed: 'no' },
  'without [name+recordId]': { records: ['parentId', 'kind+id'], sections: [], packed: 'no' },
  'sections in their record': { records: ['parentId', 'kind+id'], sections: [], packed: 'record' },
  'a patient in one row': { records: [], sections: [], packed: 'patient' },
  'a chart and a list row per patient': { records: ['*recordIds'], sections: [], packed: 'chart' },
} as const;
type Layout = (typeof layouts)[keyof typeof layouts];

/** A patient's records (kind, parent's place) and sections (record's place, name, data). */
const shape = {
  records: [
    ['patient', -1],
    ['mainEvaluation', 0],
    ['visitEntry', 1],
    ['visitEntry', 1],
    ['progressNote', 1],
    ['outcomeResult', 0],
  ],
  sections: [
    [0, 'info', { firstName: 'First', lastName: 'Last', city: 'Miami', patientId: 'P-1' }],
    [1, 'appointment', fullMainEvaluation.appointment],
    [1, 'evaluationOne', fullMainEvaluation.evaluationOne],
    [1, 'longTermGoals', fullMainEvaluation.longTermGoals],
    [1, 'dischargePlan', fullMainEvaluation.dischargePlan],
    [2, 'visit', { date: '2026-11-02', minutes: 45, done: 'Vergence drills' }],
    [3, 'visit', { date: '2026-11-05', minutes: 45, done: 'Vergence drills' }],
    [4, 'appointment', fullMainEvaluation.appointment],
    [5, 'outcomeResult', { instrument: 'CISS', score: 21 }],
  ],
} as const;

/** Runs in the page: stores the practice in one layout, slice by slice; seconds and rows. */
async function store(args: {
  name: string;
  layout: Layout;
  patients: number;
  slice: number;
  patientShape: typeof shape;
}): Promise<{ seconds: number; rows: number }> {
  const { name, layout, patients, slice, patientShape } = args;
  // Dexie's names: `kind+id` is the compound key [kind, id], `*recordIds` one key per id listed.
  const keyPathOf = (index: string) =>
    index.includes('+') ? index.split('+') : index.replace('*', '');
  const optionsOf = (index: string) => ({ multiEntry: index.startsWith('*') });
  const db = await new Promise<IDBDatabase>((ok, fail) => {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => {
      const records = open.result.createObjectStore('records', { keyPath: 'id' });
      for (const index of layout.records)
        records.createIndex(index, keyPathOf(index), optionsOf(index));
      const sections = open.result.createObjectStore('sections', {
        keyPath: ['recordId', 'name'],
      });
      for (const index of layout.sections) sections.createIndex(index, keyPathOf(index));
      open.result.createObjectStore('meta', { keyPath: 'key' });
    };
    open.onsuccess = () => {
      ok(open.result);
    };
    open.onerror = () => {
      fail(open.error ?? new Error('open failed'));
    };
  });
  const at = new Date().toISOString();
  const changesPerPatient = patientShape.records.length + patientShape.sections.length;
  // The feed's order: a patient's records, then their sections.
  const changes: [store: string, row: object][] = [];
  // Ids in the order they were made, as the app's are (UUIDv7 leads with its time).
  let made = 0;
  const nextId = () => `${(made++).toString(16).padStart(8, '0')}-${crypto.randomUUID().slice(9)}`;
  for (let p = 0; p < patients; p++) {
    const ids = patientShape.records.map(nextId);
    const rows = patientShape.records.map(([kind, parent], i) => ({
      id: ids[i],
      kind,
      ...(parent >= 0 ? { parentId: ids[parent] } : {}),
      ownerId: 'owner',
      createdAt: at,
      updatedAt: at,
    }));
    const sections = patientShape.sections.map(([place, sectionName, data]) => ({
      recordId: ids[place],
      name: sectionName,
      data,
      serverData: data,
      serverVersion: 1,
      schemaVersion: 1,
      updatedAt: at,
    }));
    const packed = rows.map((row, i) => ({
      ...row,
      sections: sections.filter((s) => s.recordId === ids[i]),
    }));
    if (layout.packed === 'patient') {
      const [patient, ...children] = packed;
      changes.push(['records', { ...patient, children }]);
    } else if (layout.packed === 'chart') {
      // What a device with charts would need besides: every record found by id (the index), and
      // a small row per patient for the patient list, so the list never reads whole charts.
      const [patient, ...children] = packed;
      changes.push(['records', { ...patient, children, recordIds: ids }]);
      changes.push(['sections', { ...sections[0], name: 'listing' }]);
    } else if (layout.packed === 'record') {
      for (const row of packed) changes.push(['records', row]);
    } else {
      for (const row of rows) changes.push(['records', row]);
      for (const section of sections) changes.push(['sections', section]);
    }
  }
  // A packed row stands for several changes: slices hold as many changes as today's.
  const perSlice = Math.round((slice * changes.length) / (patients * changesPerPatient));
  const started = performance.now();
  for (let i = 0; i < changes.length; i += perSlice) {
    const tx = db.transaction(['records', 'sections', 'meta'], 'readwrite');
    for (const [storeName, row] of changes.slice(i, i + perSlice))
      tx.objectStore(storeName).put(row);
    tx.objectStore('meta').put({ key: 'cursor', value: i });
    await new Promise((ok, fail) => {
      tx.oncomplete = ok;
      tx.onerror = () => {
        fail(tx.error ?? new Error('write failed'));
      };
    });
  }
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return { seconds, rows: changes.length };
}

/** Runs in the page: runs `store` (its source) in a dedicated worker, and answers its result. */
function inWorker(input: {
  source: string;
  args: Parameters<typeof store>[0];
}): Promise<{ seconds: number; rows: number }> {
  // tsx names functions through a helper the page has (the init script below) and a worker lacks.
  const code = `const __name = (f) => f; const store = ${input.source};
onmessage = async (event) => { postMessage(await store(event.data)); };`;
  const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
  return new Promise((ok, fail) => {
    worker.onmessage = (event: MessageEvent<{ seconds: number; rows: number }>) => {
      ok(event.data);
    };
    worker.onerror = (event) => {
      fail(new Error(event.message));
    };
    worker.postMessage(input.args);
  });
}

const origin = createServer((_req, res) => {
  res.setHeader('content-type', 'text/html');
  res.end('<!doctype html><title>IndexedDB floor</title>');
}).listen(0, '127.0.0.1');
await new Promise((ok) => origin.once('listening', ok));
const url = `http://127.0.0.1:${String((origin.address() as AddressInfo).port)}/`;
const browser = await launchBrowser();
try {
  console.log(
    `${String(PATIENTS)} patients: ${String(PATIENTS * shape.records.length)} records, ${String(PATIENTS * shape.sections.length)} sections, slices of ${String(LARGE_SLICE)} changes, from ${values.worker ? 'a worker' : 'the page'}`,
  );
  for (let run = 1; run <= RUNS; run++)
    for (const [label, layout] of Object.entries(layouts)) {
      const context = await browser.newContext();
      await context.addInitScript({ content: 'window.__name = (f) => f;' });
      const page = await context.newPage();
      await page.goto(url);
      const args = {
        name: `floor-${String(run)}`,
        layout,
        patients: PATIENTS,
        slice: LARGE_SLICE,
        patientShape: shape,
      };
      const { seconds, rows } = values.worker
        ? await page.evaluate(inWorker, { source: store.toString(), args })
        : await page.evaluate(store, args);
      console.log(
        `run ${String(run)}, ${label}: ${String(rows)} rows in ${seconds.toFixed(1)} s, ${(rows / seconds).toFixed(0)} rows/s`,
      );
      await context.close();
    }
} finally {
  await browser.close();
  origin.close();
}
