/**
 * Writes of two practices side by side on PostgreSQL (not a test: figures only; stops by itself).
 * Usage: pnpm bench:load:practices [--seconds 10] [--devices 8] [--instances 1]
 * Starts a throwaway PostgreSQL and the server on loopback HTTP, and gives each of two practices
 * `devices` tablets, each with its own patient and evaluation. Then, for `seconds` each:
 *   1. every tablet of one practice pushes section saves, one per push, as fast as answers come;
 *   2. the same number of tablets, half of each practice, do the same.
 * With `--instances 2`, a second server instance on the same database takes every other tablet,
 * as a load balancer would spread them. Prints saves per second in each and their ratio: a practice is the unit of the write lock
 * (docs/postgres.md#writes-one-at-a-time), so the second should be well above the first.
 */
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { v7 as uuidv7 } from 'uuid';
import { makeAccount, type Account } from '../sync-server/test/accounts';
import { startHarness } from '../sync-server/test/harness';
import { startPostgres } from '../sync-server/test/postgres';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    devices: { type: 'string', default: '8' },
    instances: { type: 'string', default: '1' },
  },
});
const seconds = Number(values.seconds);
const devices = Number(values.devices);
const instances = Number(values.instances);

const postgres = await startPostgres();
const h = await startHarness({
  DATABASE_URL: postgres.url,
  JWT_SECRET: 'a-bench-signing-key-of-32-characters-or-more',
  LOGIN_RATE_MAX: '100000',
  ADDRESS_RATE_MAX: '100000',
});
const apps = [h.app];
while (apps.length < instances) apps.push(await h.another());
const bases: string[] = [];
for (const app of apps) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  bases.push(`http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`);
}
let turn = 0;

const post = async <T>(
  account: Account,
  path: string,
  body: object,
  base = bases[0] ?? '',
): Promise<T> => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...account.auth },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${String(res.status)} ${await res.text()}`);
  return (await res.json()) as T;
};

/** A tablet of the practice with its own evaluation to save into. */
interface Tablet {
  account: Account;
  /** The instance it talks to. */
  base: string;
  deviceId: string;
  evaluationId: string;
  seq: number;
  version: number;
  data: object;
}

async function tabletsOf(account: Account, n: number, practice: string): Promise<Tablet[]> {
  const made: Tablet[] = [];
  for (let i = 0; i < n; i++) {
    const { patientAutoGenId } = await post<{ patientAutoGenId: string }>(account, '/api/patient', {
      ...fixturePatients.maria,
      patientId: `BENCH-${practice}-${String(i)}`,
    });
    const { appointmentId } = await post<{ appointmentId: string }>(
      account,
      `/api/patient/${patientAutoGenId}`,
      { appointment: fullMainEvaluation.appointment },
    );
    const deviceId = uuidv7();
    await post(account, '/api/sync/devices', { deviceId });
    const base = bases[turn++ % bases.length] ?? '';
    made.push({
      account,
      base,
      deviceId,
      evaluationId: appointmentId,
      seq: 0,
      version: 0,
      data: {},
    });
  }
  return made;
}

/** Pushes one save after another until the time is up; answers how many were applied. */
async function pushUntil(tablet: Tablet, until: number): Promise<number> {
  let applied = 0;
  while (performance.now() < until) {
    tablet.seq += 1;
    const data = { pastMedicalHistory: `Bench save ${String(tablet.seq)}` };
    const { results } = await post<{ results: { status: string; version?: number }[] }>(
      tablet.account,
      '/api/sync/push',
      {
        deviceId: tablet.deviceId,
        mutations: [
          {
            type: 'saveSection',
            seq: tablet.seq,
            mutationId: uuidv7(),
            recordId: tablet.evaluationId,
            section: 'evaluationOne',
            data,
            base: tablet.data,
            baseVersion: tablet.version,
          },
        ],
      },
      tablet.base,
    );
    const [result] = results;
    if (result?.status !== 'applied') throw new Error(`a save was ${String(result?.status)}`);
    tablet.version = result.version ?? tablet.version + 1;
    tablet.data = data;
    applied += 1;
  }
  return applied;
}

async function savesPerSecond(tablets: Tablet[]): Promise<number> {
  const started = performance.now();
  const until = started + seconds * 1000;
  const counts = await Promise.all(tablets.map((t) => pushUntil(t, until)));
  const took = (performance.now() - started) / 1000;
  return counts.reduce((a, b) => a + b, 0) / took;
}

const a = await makeAccount(h.app, 'professionalBasic');
const b = await makeAccount(h.app, 'professionalBasic');
const tabletsA = await tabletsOf(a, devices, 'A');
const tabletsB = await tabletsOf(b, devices / 2, 'B');

// A short warm-up, so both runs meet prepared statements and a warm pool.
await savesPerSecond(tabletsA.slice(0, 2));
const one = await savesPerSecond(tabletsA);
const two = await savesPerSecond([...tabletsA.slice(0, devices / 2), ...tabletsB]);
console.log(
  `${String(devices)} tablets pushing for ${String(seconds)} s each, PostgreSQL, ${String(instances)} instance(s):`,
);
console.log(`  one practice   ${one.toFixed(1)} saves/s`);
console.log(`  two practices  ${two.toFixed(1)} saves/s (${String(devices / 2)} tablets each)`);
console.log(`  ratio          ${(two / one).toFixed(2)}`);
await h.close();
await postgres.stop();
