/**
 * Mixed load against the real server on loopback HTTP (not a test: figures only; stops by itself).
 * Usage: pnpm bench:load   Starts the server on 127.0.0.1 over a temp data folder with the
 * production password-hash cost, makes 4 professional accounts with 5 patients and an evaluation
 * each, then fires 200 requests at once, mixed as a clinic's traffic is: patient lists,
 * evaluation lists and section saves (60 each) and 20 logins. Prints the p95 per kind and the
 * count of 5xx answers.
 */
import { fixturePatients } from '@optolight/fixtures';
import type { AddressInfo } from 'node:net';
import { makeAccount, type Account } from '../sync-server/test/accounts';
import { startHarness } from '../sync-server/test/harness';
import { quantile, timingSummary } from './support/timings';

const accounts = 4;
const patientsEach = 5;
const requests = 200;
const password = 'correct horse 1';

// The production hash cost, so logins weigh what they weigh in use; the login limits are lifted
// so the bench measures work, not refusals.
const h = await startHarness({
  SCRYPT_COST: String(2 ** 15),
  LOGIN_RATE_MAX: '100000',
  ADDRESS_RATE_MAX: '100000',
});
await h.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;

interface Seeded {
  account: Account;
  patientId: string;
  evaluationId: string;
}
const seeded: Seeded[] = [];
for (let a = 0; a < accounts; a++) {
  const account = await makeAccount(h.app, 'professionalBasic');
  let patientId = '';
  for (let p = 0; p < patientsEach; p++) {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/patient',
      headers: account.auth,
      payload: { ...fixturePatients.maria, patientId: `LOAD-${a}-${p}` },
    });
    patientId = res.json<{ patientAutoGenId: string }>().patientAutoGenId;
  }
  const evaluation = await h.app.inject({
    method: 'POST',
    url: `/api/patient/${patientId}`,
    headers: account.auth,
    payload: { appointment: { appointmentDate: '2026-01-05' } },
  });
  const evaluationId = evaluation.json<{ appointmentId: string }>().appointmentId;
  seeded.push({ account, patientId, evaluationId });
}

type Kind = 'patients' | 'evaluations' | 'save' | 'login';
const kinds: Kind[] = ['patients', 'evaluations', 'save', 'login'];
/** One login in ten requests; the rest split between reads and saves. */
const kindOf = (i: number): Kind =>
  i % 10 === 9 ? 'login' : ((['patients', 'evaluations', 'save'] as const)[i % 3] ?? 'save');

function call(kind: Kind, i: number): Promise<Response> {
  const s = seeded[i % seeded.length] as Seeded;
  const json = { 'content-type': 'application/json', ...s.account.auth };
  switch (kind) {
    case 'patients':
      return fetch(`${base}/api/patients`, { headers: s.account.auth });
    case 'evaluations':
      return fetch(`${base}/api/evaluations/${s.patientId}`, { headers: s.account.auth });
    case 'save':
      return fetch(`${base}/api/evaluation/${s.evaluationId}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ evaluationOne: { pastMedicalHistory: `Load ${String(i)}` } }),
      });
    case 'login':
      return fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: s.account.email, password }),
      });
  }
}

const times: Record<Kind, number[]> = { patients: [], evaluations: [], save: [], login: [] };
const statuses = new Map<number, number>();
const t0 = performance.now();
await Promise.all(
  Array.from({ length: requests }, async (_, i) => {
    const kind = kindOf(i);
    const start = performance.now();
    const res = await call(kind, i);
    await res.arrayBuffer();
    times[kind].push(performance.now() - start);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }),
);
const wall = performance.now() - t0;

console.log(`${String(requests)} concurrent requests in ${wall.toFixed(0)} ms`);
for (const kind of kinds) {
  console.log(`  ${kind.padEnd(12)} ${timingSummary(times[kind], 'requests')}`);
}
const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
console.log(`  statuses ${JSON.stringify(Object.fromEntries(statuses))}; 5xx: ${String(fivexx)}`);
console.log(`  p95 overall ${quantile(Object.values(times).flat(), 0.95).toFixed(1)} ms`);
await h.close();
