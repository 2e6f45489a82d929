import { api } from '@optolight/contract';
import { fixturePatients } from '@optolight/fixtures';
import { noSymptoms, type TrainerRound } from '@optolight/domain';
import {
  makeAccount,
  startHarness,
  type Account,
  type Harness,
} from '@optolight/sync-server/testing';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoundSession } from '../engine/round-session';
import { cachedProgram, daysTrainedSince, refreshProgram } from './program-store';
import { saveRound } from './rounds-store';
import { TrainerDb } from './trainer-db';
import { syncTrainer } from './trainer-sync';
import { sendTransport, type Send } from './transport';

let h: Harness;
let pro: Account, patient: Account;
let n = 0;
const device = (factory = new IDBFactory()) =>
  new TrainerDb(`program-test-${++n}`, { indexedDB: factory, IDBKeyRange });

const inject = async (who: Account, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await h.app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<unknown>();
};
const fetchMine = async () =>
  api.myProgram.response.parse(await inject(patient, 'GET', '/api/program'));
const send: Send = async (method, path, body) => {
  const res = await h.app.inject({
    method,
    url: path,
    headers: patient.auth,
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};

function playRound(): TrainerRound {
  const s = new RoundSession('saccades', 2);
  s.record({ atMs: 1000, isCorrect: true, reactionMs: 450 });
  return s.finish({
    startedAt: new Date(Date.now() + 1000),
    endedAt: new Date(Date.now() + 2000),
    calibration: { pxPerCm: 40, viewingDistanceCm: 50, screenWidthPx: 768, screenHeightPx: 1024 },
    symptomsBefore: noSymptoms,
    symptomsAfter: noSymptoms,
  });
}

let patientId = '';
beforeAll(async () => {
  h = await startHarness();
  [pro, patient] = await Promise.all([
    makeAccount(h.app, 'professionalBasic'),
    makeAccount(h.app, 'patientBasic'),
  ]);
  patientId = (
    (await inject(pro, 'POST', '/api/patient', fixturePatients.maria)) as {
      patientAutoGenId: string;
    }
  ).patientAutoGenId;
  await inject(pro, 'POST', `/api/program/${patientId}`, {
    exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
    startLevel: 2,
    sessionsPerWeek: 3,
    startDate: '2026-03-02',
    endDate: '2026-04-12',
    note: 'Mornings.',
  });
  const { code } = (await inject(pro, 'POST', `/api/invite/${patientId}`)) as { code: string };
  await inject(patient, 'POST', '/api/link', { code });
});
afterAll(() => h.close());

describe("the patient's programme on the device", () => {
  it('keeps the last programme and shows it offline', async () => {
    const db = device();
    expect(await refreshProgram(db, fetchMine)).toBe('fresh');
    const offline = () => Promise.reject(new Error('offline'));
    expect(await refreshProgram(db, offline)).toBe('kept');
    const kept = await cachedProgram(db);
    expect(kept?.answer.program?.program).toMatchObject({ startLevel: 2, note: 'Mornings.' });
    expect(kept?.answer.therapist?.therapistName).toBe('Ada Lovelace');
  });

  it('opens a database of the first version with its rounds kept', async () => {
    const factory = new IDBFactory();
    const name = `program-upgrade-${++n}`;
    const old = new Dexie(name, { indexedDB: factory, IDBKeyRange });
    old
      .version(1)
      .stores({ rounds: 'id, exercise, startedAt', queue: 'id, status, queuedAt', meta: 'key' });
    const round = playRound();
    await old.table('rounds').put(round);
    old.close();
    const db = new TrainerDb(name, { indexedDB: factory, IDBKeyRange });
    expect(await db.rounds.get(round.id)).toEqual(round);
    await refreshProgram(db, fetchMine);
    expect(await cachedProgram(db)).toBeDefined();
  });

  it('a round played offline reaches the therapist once synced, and counts as a day trained', async () => {
    const db = device();
    const round = playRound();
    await saveRound(db, round);
    expect(await daysTrainedSince(db, round.startedAt.slice(0, 10))).toBe(1);
    expect(await syncTrainer(db, sendTransport(send))).toMatchObject({ status: 'synced' });
    const seen = (await inject(pro, 'GET', `/api/patient-rounds/${patientId}`)) as {
      rounds: { id: string }[];
    };
    expect(seen.rounds.map((r) => r.id)).toEqual([round.id]);
  });
});
