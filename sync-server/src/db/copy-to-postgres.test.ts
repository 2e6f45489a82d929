import { fixturePatients, fullMainEvaluation, playedRound } from '@optolight/fixtures';
import type { TrainerRound } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/accounts';
import { caller, onPostgres, startHarness, type Harness } from '../../test/harness';
import { startPostgres, type Postgres } from '../../test/postgres';
import { copyToPostgres } from './copy-to-postgres';
import { openPostgresStorage } from './storage-pg';

function linkedRound(): TrainerRound {
  const at = new Date(Date.now() + 1000).toISOString();
  return playedRound(uuidv7(), at, { exercise: 'eyeHand', finalLevel: 0 });
}

// From SQLite, so on the SQLite run only; it starts its own PostgreSQL.
describe.runIf(!onPostgres())('copying a SQLite database into PostgreSQL', () => {
  let h: Harness;
  let postgres: Postgres;
  beforeAll(async () => {
    h = await startHarness();
    postgres = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await postgres.stop();
  });

  it('copies every row, reads every feed the same, and refuses a database that holds data', async () => {
    for (const name of ['first', 'second']) {
      const pro = await makeAccount(h.app, 'professionalBasic');
      const as = caller(() => h.app, pro.auth);
      const patient = await as.post('/api/patient', { ...fixturePatients.maria, patientId: name });
      const { patientAutoGenId } = patient.json<{ patientAutoGenId: string }>();
      const evaluation = await as.post(`/api/patient/${patientAutoGenId}`, {
        appointment: fullMainEvaluation.appointment,
      });
      expect(evaluation.statusCode, evaluation.body).toBe(200);
      // A linked patient account's round refers to its link: the copy must write links first.
      const account = await makeAccount(h.app, 'patientBasic');
      const { code } = (await as.post(`/api/invite/${patientAutoGenId}`)).json<{ code: string }>();
      await caller(() => h.app, account.auth).post('/api/link', { code });
      const round = linkedRound();
      const pushed = await caller(() => h.app, account.auth).post('/api/trainer/rounds', {
        rounds: [round],
      });
      expect(pushed.json()).toMatchObject({ results: [{ status: 'stored' }] });
    }
    const target = await openPostgresStorage(postgres.url);
    try {
      const report = await copyToPostgres(h.app.storage, target);
      expect(report.feedsCompared).toBe(4);
      expect(report.counts.users).toEqual({ sqlite: 4, postgres: 4 });
      expect(report.counts.trainer_rounds).toEqual({ sqlite: 2, postgres: 2 });
      expect(report.counts.patient_links).toEqual({ sqlite: 2, postgres: 2 });
      expect(report.counts.records).toEqual({ sqlite: 4, postgres: 4 });
      expect(report.counts.sections?.postgres).toBeGreaterThanOrEqual(4);
      await expect(copyToPostgres(h.app.storage, target)).rejects.toThrow(/not empty/);
    } finally {
      await target.close();
    }
  });
});
