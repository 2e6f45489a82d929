import type { Change, PullResponse } from '@optolight/contract';
import { fixturePatients } from '@optolight/fixtures';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, onPostgres, startHarness, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

// SQLite is the one-instance embedded database: two servers in one process would block each
// other's thread on its file lock. On PostgreSQL any number share the database.
describe.runIf(onPostgres())('two server instances on one database', () => {
  let h: Harness;
  let second: FastifyInstance;
  let pro: Account;
  beforeEach(async () => {
    h = await startHarness();
    second = await h.another();
    pro = await makeAccount(h.app, 'professionalBasic');
  });
  afterEach(async () => {
    await second.close();
    await h.close();
  });

  it('feed a puller every change exactly once in order while both take pushes', async () => {
    const one = caller(() => h.app, pro.auth);
    const two = caller(() => second, pro.auth);
    const devices = [syncDevice(one), syncDevice(two)];
    for (const device of devices) expect((await device.register()).statusCode).toBe(200);

    const created: string[] = [];
    const pushes = devices.map(async (device, d) => {
      for (let i = 0; i < 20; i++) {
        const id = uuidv7();
        created.push(id);
        const info = { ...fixturePatients.maria, patientId: `D${String(d)}-${String(i)}` };
        await device.push([device.create(id), device.save(id, 'info', info)]);
      }
    });

    // Pulls go to either instance in turn, in small pages, all the while.
    const seqs: number[] = [];
    const seen = new Set<string>();
    const pushing = { done: false };
    const puller = (async () => {
      let cursor = 0;
      // Bounded, so a feed that never settles fails the test rather than filling memory.
      for (let turn = 0; turn < 5000; turn++) {
        const last = pushing.done;
        const from = turn % 2 ? two : one;
        const res = await from.get(`/api/sync/pull?cursor=${String(cursor)}&limit=3`);
        if (res.statusCode !== 200) throw new Error(`pull answered ${String(res.statusCode)}`);
        const page = res.json<PullResponse & { changes: Change[] }>();
        for (const change of page.changes) {
          seqs.push(change.seq);
          if (change.type === 'record') seen.add(change.record.id);
        }
        cursor = page.cursor;
        if (last && !page.hasMore) return;
      }
      throw new Error('the feed never settled');
    })();
    await Promise.all(pushes);
    pushing.done = true;
    await puller;

    expect(created).toHaveLength(40);
    // Nothing skipped: every record reached the puller. Nothing repeated: positions only rise.
    expect([...seen].sort()).toEqual([...created].sort());
    expect(seqs.every((seq, i) => i === 0 || seq > (seqs[i - 1] ?? 0))).toBe(true);
  });

  it('apply a batch once when it reaches both at the same moment', async () => {
    const one = caller(() => h.app, pro.auth);
    const two = caller(() => second, pro.auth);
    const device = syncDevice(one);
    expect((await device.register()).statusCode).toBe(200);
    const id = uuidv7();
    const batch = [device.create(id), device.save(id, 'info', fixturePatients.maria)];
    const body = { deviceId: device.deviceId, mutations: batch };

    const answers = await Promise.all([
      one.post('/api/sync/push', body),
      two.post('/api/sync/push', body),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [first, again] = answers.map((a) => a.json<{ results: unknown[]; ackedSeq: number }>());
    expect(first).toEqual(again);
    expect(first?.ackedSeq).toBe(2);
    expect(first?.results).toMatchObject([{ status: 'applied' }, { status: 'applied' }]);
    const patients = (await two.get('/api/patients')).json<{ patientAutoGenId: string }[]>();
    expect(patients.map((p) => p.patientAutoGenId)).toEqual([id]);
  });
});
