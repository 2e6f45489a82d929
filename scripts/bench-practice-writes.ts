/**
 * Writes of two practices side by side on PostgreSQL (not a test: figures only; stops by itself).
 * Usage: pnpm bench:load:practices [--seconds 10] [--devices 8] [--instances 1] [--rounds 3]
 * Starts a throwaway PostgreSQL with durable commits, `instances` server processes on loopback
 * HTTP reaching it over its Unix socket, and the tablets in a process of their own
 * (support/push-saves.ts), each tablet talking to the next instance in turn. Each of two
 * practices gets `devices` tablets, each with its own patient and evaluation. Then, each round,
 * for `seconds` each:
 *   1. every tablet of one practice pushes section saves, one per push, as fast as answers come;
 *   2. the same number of tablets, half of each practice, do the same.
 * Prints saves per second in each, their ratio and the
 * median ratio: a practice is the unit of the write lock (docs/postgres.md#writes-one-at-a-time),
 * so the second should be well above the first.
 */
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { parseArgs } from 'node:util';
import { v7 as uuidv7 } from 'uuid';
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { makeAccount, type Account } from '../sync-server/test/accounts';
import { startHarness } from '../sync-server/test/harness';
import { startPostgres } from '../sync-server/test/postgres';
import { startServer } from '../pwa/e2e/support/server';
import type { PushingTablet } from './support/push-saves';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    devices: { type: 'string', default: '8' },
    instances: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
  },
});
const seconds = Number(values.seconds);
const devices = Number(values.devices);
const instances = Number(values.instances);
const rounds = Number(values.rounds);

// Durable commits, as a production server makes them: each waits for its log to reach the disk
// while its practice's lock is held, which is what one lock for every practice made everyone
// wait on.
const postgres = await startPostgres({ durable: true });
const settings = {
  DATABASE_URL: postgres.socketUrl,
  JWT_SECRET: 'a-bench-signing-key-of-32-characters-or-more',
  LOGIN_RATE_MAX: '100000',
  ADDRESS_RATE_MAX: '100000',
};
// The accounts and their tablets are made in this process; the pushes go to `instances` server
// processes of their own on the same database, as a clinic's several instances run.
const h = await startHarness(settings);
const servers = [];
while (servers.length < instances) servers.push(await startServer(null, settings));
const bases = servers.map((s) => s.url);
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

/** The tablets' own process (support/push-saves.ts), as tablets are their own machines. */
const pushing = fork(join(import.meta.dirname, 'support', 'push-saves.ts'), [], {
  execArgv: ['--import', 'tsx'],
});
pushing.on('exit', (code) => {
  if (code) process.exit(code);
});

async function tabletsOf(account: Account, n: number, practice: string): Promise<PushingTablet[]> {
  const made: PushingTablet[] = [];
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
      auth: account.auth,
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

/** Saves per second of `tablets` pushing at once for `seconds`; keeps where each got to. */
function savesPerSecond(tablets: PushingTablet[]): Promise<number> {
  return new Promise((resolve, reject) => {
    pushing.once('message', (answer: { perSecond: number; tablets: PushingTablet[] }) => {
      answer.tablets.forEach((t, i) => Object.assign(tablets[i] ?? {}, t));
      resolve(answer.perSecond);
    });
    pushing.send({ tablets, seconds }, (error) => {
      if (error) reject(error);
    });
  });
}

const a = await makeAccount(h.app, 'professionalBasic');
const b = await makeAccount(h.app, 'professionalBasic');
const tabletsA = await tabletsOf(a, devices, 'A');
const tabletsB = await tabletsOf(b, devices / 2, 'B');

// A warm-up of both kinds of run, so each round meets prepared statements, a warm pool and
// compiled code: without it, one practice's saves rose by a third from the first round to the
// third.
await savesPerSecond(tabletsA);
await savesPerSecond([...tabletsA.slice(0, devices / 2), ...tabletsB]);
console.log(
  `${String(devices)} tablets pushing for ${String(seconds)} s each, PostgreSQL (durable, Unix socket), ${String(instances)} server process(es):`,
);
// One after the other, round by round: the machine's speed drifts over a minute, and each
// round's ratio compares two runs made close together.
const ratios: number[] = [];
for (let round = 1; round <= rounds; round++) {
  const one = await savesPerSecond(tabletsA);
  const two = await savesPerSecond([...tabletsA.slice(0, devices / 2), ...tabletsB]);
  ratios.push(two / one);
  console.log(
    `  round ${String(round)}: one practice ${one.toFixed(1)} saves/s, two practices ${two.toFixed(1)} saves/s (${String(devices / 2)} tablets each), ratio ${(two / one).toFixed(2)}`,
  );
}
const sorted = [...ratios].sort((x, y) => x - y);
console.log(`  median ratio ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(2)}`);
pushing.kill();
for (const server of servers) await server.stop();
await h.close();
await postgres.stop();
