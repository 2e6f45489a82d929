/**
 * Sync benchmarks against the real server on loopback HTTP (not a test: figures only).
 * Usage: pnpm bench:sync [--db sqlite|postgres] [--instances N] [--devices N]
 * Prints: drain of 1,000 queued section saves, initial pull of 10,000 patients with 30,000
 * sections into an empty device, server section mutations per second (N devices pushing at once,
 * spread over N server instances on PostgreSQL), and the time of a push holding one save (one
 * durable commit each, as a tablet saving tab by tab). On PostgreSQL a throwaway server is
 * started for the run (docs/postgres.md), with fsync on.
 */
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createRecord, saveSectionOnDevice } from '../pwa/src/db/repo';
import { SyncEngine } from '../pwa/src/sync/engine';
import { httpTransport } from '../pwa/src/sync/http-transport';
import { deviceDb } from '../pwa/test/sync/local-db';
import { makeAccount } from '../sync-server/test/accounts';
import { startHarness, type Harness } from '../sync-server/test/harness';
import { startPostgres } from '../sync-server/test/postgres';
import { seedPractice } from './support/seed-practice';
import { timingSummary } from './support/timings';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    instances: { type: 'string', default: '1' },
    devices: { type: 'string', default: '1' },
  },
});
const onPostgres = values.db === 'postgres';
const instanceCount = Number(values.instances);
const deviceCount = Number(values.devices);
if (!onPostgres && instanceCount !== 1) throw new Error('SQLite runs one instance');
// Commits flushed to disk, as SQLite's are (synchronous = FULL): the figures compare like with like.
const postgres = onPostgres ? await startPostgres({ durable: true }) : null;
const h = await startHarness(
  postgres
    ? { DATABASE_URL: postgres.url, JWT_SECRET: 'a-bench-signing-key-of-32-chars-or-more' }
    : {},
);
const instances: Harness['app'][] = [h.app];
while (instances.length < instanceCount) instances.push(await h.another());
const bases: string[] = [];
for (const app of instances) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  bases.push(`http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`);
}
const base = bases[0] ?? '';
const ms = (t0: number) => performance.now() - t0;
console.log(
  `${values.db}, ${String(instanceCount)} instance(s), ${String(deviceCount)} device(s) pushing at once`,
);

// 1. Drain: 1,001 section saves (143 evaluations x 7 sections) queued offline, then one sync.
{
  const { token } = await makeAccount(h.app, 'professionalBasic');
  const engine = new SyncEngine({
    db: deviceDb('bench-drain'),
    transport: httpTransport(base, () => token),
  });
  const patient = await createRecord(engine.db, {
    kind: 'patient',
    parentId: null,
    sections: { info: fixturePatients.maria },
  });
  await engine.syncOnce();
  for (let i = 0; i < 143; i++) {
    const evaluation = await createRecord(engine.db, {
      kind: 'mainEvaluation',
      parentId: patient,
      sections: {},
    });
    for (const [name, data] of Object.entries(fullMainEvaluation))
      await saveSectionOnDevice(engine.db, evaluation, name, data);
  }
  const queued = await engine.db.outbox.filter((e) => e.type === 'saveSection').count();
  const t0 = performance.now();
  await engine.syncOnce();
  console.log(
    `drain: ${queued} queued section saves (+143 creates) pushed and acknowledged in ${ms(t0).toFixed(0)} ms; outbox left: ${await engine.db.outbox.count()}`,
  );
}

// 2. Initial pull: 10,000 patients (info + registration) and 5,000 evaluations (2 sections).
{
  const account = await makeAccount(h.app, 'professionalBasic');
  await seedPractice(h.app.storage, account.userId, 10_000, { evaluationEvery: 2, withReg: true });
  const engine = new SyncEngine({
    db: deviceDb('bench-pull'),
    transport: httpTransport(base, () => account.token),
  });
  const t0 = performance.now();
  await engine.syncOnce();
  console.log(
    `initial pull: ${await engine.db.records.count()} records, ${await engine.db.sections.count()} sections into an empty device in ${ms(t0).toFixed(0)} ms (fake-indexeddb in Node)`,
  );
}

// 3. Server throughput: section saves pushed in batches of 500 straight to the server, by
// `--devices` devices at once (each its own account), device i through instance i.
{
  /** A device of a fresh account with one patient, talking to one instance. */
  const pushingDevice = async (url: string) => {
    const account = await makeAccount(h.app, 'professionalBasic');
    const deviceId = uuidv7();
    await fetch(`${url}/api/sync/devices`, {
      method: 'POST',
      headers: { ...account.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId }),
    });
    const patient = uuidv7();
    let seq = 0;
    const post = (mutations: object[]) =>
      fetch(`${url}/api/sync/push`, {
        method: 'POST',
        headers: { ...account.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ deviceId, mutations }),
      });
    await post([
      {
        type: 'createRecord',
        seq: ++seq,
        mutationId: uuidv7(),
        recordId: patient,
        kind: 'patient',
        parentId: null,
        createdAt: new Date().toISOString(),
      },
    ]);
    let prev: unknown = {};
    /** The device's next save of the patient's registration, based on its previous one. */
    const nextSave = (physiciansName: string) => {
      const data = { physiciansName, service: ['OT'] };
      const m = {
        type: 'saveSection',
        seq: ++seq,
        mutationId: uuidv7(),
        recordId: patient,
        section: 'patientReg',
        data,
        base: prev,
        baseVersion: 0,
      };
      prev = data;
      return m;
    };
    return { post, nextSave, seq: () => seq };
  };
  const devices = await Promise.all(
    Array.from({ length: deviceCount }, (_, i) => pushingDevice(bases[i % bases.length] ?? base)),
  );
  const total = 20_000;
  const t0 = performance.now();
  await Promise.all(
    devices.map(async (device) => {
      for (let batch = 0; batch < total / 500 / deviceCount; batch++) {
        const mutations = Array.from({ length: 500 }, () =>
          device.nextSave(`Dr. ${String(device.seq())}`),
        );
        const res = await device.post(mutations);
        if (!res.ok) throw new Error(`push failed: ${String(res.status)}`);
      }
    }),
  );
  const elapsed = ms(t0);
  console.log(
    `server: ${total} section mutations in ${elapsed.toFixed(0)} ms = ${Math.round((total / elapsed) * 1000)} mutations/s`,
  );
  const [first] = devices;
  if (!first) throw new Error('no device');
  const { post, nextSave } = first;

  // 4. One save per push: each is its own durable commit.
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t1 = performance.now();
    const res = await post([nextSave(`Dr. single ${i}`)]);
    await res.arrayBuffer();
    times.push(ms(t1));
  }
  console.log(`one save per push: ${timingSummary(times, 'pushes')}`);
}

for (const app of instances.slice(1)) await app.close();
await h.close();
await postgres?.stop();
