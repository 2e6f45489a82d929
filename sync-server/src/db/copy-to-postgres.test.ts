import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/accounts';
import { caller, onPostgres, startHarness, type Harness } from '../../test/harness';
import { startPostgres, type Postgres } from '../../test/postgres';
import { copyToPostgres } from './copy-to-postgres';
import { openPostgresStorage } from './storage-pg';

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
    }
    const target = await openPostgresStorage(postgres.url);
    try {
      const report = await copyToPostgres(h.app.storage, target);
      expect(report.feedsCompared).toBe(2);
      expect(report.counts.users).toEqual({ sqlite: 2, postgres: 2 });
      expect(report.counts.records).toEqual({ sqlite: 4, postgres: 4 });
      expect(report.counts.sections?.postgres).toBeGreaterThanOrEqual(4);
      await expect(copyToPostgres(h.app.storage, target)).rejects.toThrow(/not empty/);
    } finally {
      await target.close();
    }
  });
});
