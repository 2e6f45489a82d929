import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRecord } from '../db/repo';
import { healRounds } from '../../test/sync/chaos-heal';
import { chaosServer } from '../../test/sync/server';
import { deviceMaker } from '../../test/sync/test-device';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
}, 60_000);
afterAll(() => server.close());
const device = deviceMaker(() => server);

// The chaos run's last rounds stand for the app's retries once the network heals: a round the
// server refuses for a moment (an instance still starting, a transaction given up under load)
// must be tried again, not taken as the end of the changes.
it('heals past rounds the server refuses for a while', async () => {
  const a = await device();
  const b = await device(a.token);
  await a.engine.syncOnce();
  await createRecord(a.db, { kind: 'patient', parentId: null, sections: {} });
  a.net.status = 503;
  expect(await a.engine.syncOnce()).toBe('retrying');
  // Its next two rounds are refused too, then the server answers again.
  let refusals = 2;
  const engineSync = a.engine.syncOnce.bind(a.engine);
  a.engine.syncOnce = async () => {
    const outcome = await engineSync();
    if (--refusals === 0) a.net.status = 200;
    return outcome;
  };
  await healRounds([a, b]);
  expect(await a.db.outbox.count()).toBe(0);
  expect(await b.db.records.count()).toBe(1);
});
