import { api } from '@optolight/contract';
import { fixturePatients } from '@optolight/fixtures';
import {
  makeAccount,
  startHarness,
  type Account,
  type Harness,
} from '@optolight/sync-server/testing';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeDb } from './home-db';
import { copyAge, refreshHome, type HomeFetchers } from './kept-home';

let h: Harness;
let pro: Account;
let patientId = '';
let isOnline = true;

const get = async (url: string) => {
  if (!isOnline) throw new Error('offline');
  const res = await h.app.inject({ method: 'GET', url, headers: pro.auth });
  return res.json<unknown>();
};
const fetchers: HomeFetchers = {
  program: async (id) => api.patientProgram.response.parse(await get(`/api/program/${id}`)),
  rounds: async (id) => api.patientRounds.response.parse(await get(`/api/patient-rounds/${id}`)),
};

beforeAll(async () => {
  h = await startHarness();
  pro = await makeAccount(h.app, 'professionalBasic');
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/patient',
    headers: pro.auth,
    payload: fixturePatients.maria,
  });
  patientId = res.json<{ patientAutoGenId: string }>().patientAutoGenId;
});
afterAll(() => h.close());

describe("the therapist's kept copy", () => {
  it('keeps the last copy read online, and keeps it when offline', async () => {
    const db = new HomeDb('home-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    await h.app.inject({
      method: 'POST',
      url: `/api/program/${patientId}`,
      headers: pro.auth,
      payload: {
        exercises: [{ exercise: 'pursuit', unit: 'rounds', amount: 3 }],
        startLevel: 0,
        sessionsPerWeek: 4,
        startDate: '2026-03-02',
        endDate: '2026-04-12',
        note: '',
      },
    });
    const first = await refreshHome(db, patientId, fetchers);
    expect(first.program.versions).toHaveLength(1);
    isOnline = false;
    await expect(refreshHome(db, patientId, fetchers)).rejects.toThrow('offline');
    expect(await db.patients.get(patientId)).toEqual(first);
    isOnline = true;
  });
});

describe('copyAge', () => {
  it('says how old a kept copy is in hours, then days', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    expect(copyAge('2026-03-10T11:30:00.000Z', now)).toBe('less than an hour old');
    expect(copyAge('2026-03-10T07:00:00.000Z', now)).toBe('5 hours old');
    expect(copyAge('2026-03-09T11:00:00.000Z', now)).toBe('1 day old');
    expect(copyAge('2026-03-07T12:00:00.000Z', now)).toBe('3 days old');
  });
});
