/**
 * Sync benchmarks against the real server on loopback HTTP (not a test: figures only).
 * Usage: pnpm bench:sync   Prints: drain of 1,000 queued section saves, initial pull of 10,000
 * patients with 30,000 sections into an empty device, server section mutations per second, and
 * the time of a push holding one save (one fsync'd commit each, as a tablet saving tab by tab).
 */
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import type { AddressInfo } from 'node:net';
import { createRecord, saveSectionOnDevice } from '../pwa/src/db/repo';
import { SyncEngine } from '../pwa/src/sync/engine';
import { httpTransport } from '../pwa/src/sync/http-transport';
import { deviceDb } from '../pwa/test/sync/local-db';
import { makeAccount } from '../sync-server/test/accounts';
import { startHarness } from '../sync-server/test/harness';
import { seedPractice } from './support/seed-practice';
import { timingSummary } from './support/timings';

const h = await startHarness();
await h.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
const ms = (t0: number) => performance.now() - t0;

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

// 3. Server throughput: section saves pushed in batches of 500 straight to the server.
{
  const account = await makeAccount(h.app, 'professionalBasic');
  const deviceId = uuidv7();
  await fetch(`${base}/api/sync/devices`, {
    method: 'POST',
    headers: { ...account.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ deviceId }),
  });
  const patient = uuidv7();
  let seq = 0;
  const post = (mutations: object[]) =>
    fetch(`${base}/api/sync/push`, {
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
  const total = 20_000;
  const t0 = performance.now();
  for (let batch = 0; batch < total / 500; batch++) {
    const mutations = Array.from({ length: 500 }, () => nextSave(`Dr. ${seq}`));
    const res = await post(mutations);
    if (!res.ok) throw new Error(`push failed: ${res.status}`);
  }
  const elapsed = ms(t0);
  console.log(
    `server: ${total} section mutations in ${elapsed.toFixed(0)} ms = ${Math.round((total / elapsed) * 1000)} mutations/s`,
  );

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

await h.close();
