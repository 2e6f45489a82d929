import { fixturePatients } from '@optolight/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaosServer } from '../../../../test/sync/server';
import { deviceMaker } from '../../../../test/sync/test-device';
import { createRecord } from '../../../db/repo';
import { addOutcome, readOutcomes } from './outcomes';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());
const device = deviceMaker(() => server);
const answers = (each: number) => Array.from({ length: 15 }, () => each);

describe('questionnaire results on the device', () => {
  it('are scored offline with the patient’s age, queued, and reach another tablet as the server scored them', async () => {
    const a = await device();
    const patientId = await createRecord(a.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: { ...fixturePatients.maria, age: '2014-02-01' } },
    });
    const { result } = await addOutcome(a.db, patientId, {
      instrument: 'CISS',
      takenAt: '2026-01-10',
      answers: answers(2),
    });
    expect(result).toMatchObject({ score: 30, flagged: true });
    await addOutcome(a.db, patientId, {
      instrument: 'CISS',
      takenAt: '2026-03-10',
      answers: answers(1),
    });
    const offline = await readOutcomes(a.db, patientId);
    expect(offline.map((r) => [r.takenAt, r.score, r.flagged, r.isWaiting])).toEqual([
      ['2026-03-10', 15, false, true],
      ['2026-01-10', 30, true, true],
    ]);

    expect(await a.engine.syncOnce()).toBe('synced');
    expect(await a.db.outbox.count()).toBe(0);
    const b = await device(a.token);
    expect(await b.engine.syncOnce()).toBe('synced');
    const pulled = await readOutcomes(b.db, patientId);
    expect(pulled.map((r) => [r.takenAt, r.score, r.flagged, r.isWaiting])).toEqual([
      ['2026-03-10', 15, false, false],
      ['2026-01-10', 30, true, false],
    ]);
    expect(pulled[1]?.interpretation).toContain('under 18 years');
  });

  it('refuses off-scale answers on the device before anything is stored', async () => {
    const a = await device();
    const patientId = await createRecord(a.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    const bad = answers(1);
    bad[2] = 8;
    await expect(
      addOutcome(a.db, patientId, { instrument: 'CISS', takenAt: '2026-01-10', answers: bad }),
    ).rejects.toThrow();
    expect(await readOutcomes(a.db, patientId)).toEqual([]);
  });
});
