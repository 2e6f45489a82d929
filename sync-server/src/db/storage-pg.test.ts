import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onPostgres, startHarness, type Harness } from '../../test/harness';

describe.runIf(onPostgres())('the PostgreSQL storage', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('keeps serving when PostgreSQL ends its idle connections (a restart or a failover)', async () => {
    const ready = () => h.app.inject({ method: 'GET', url: '/readyz' });
    // Several at once, so the pool holds more than one idle connection.
    await Promise.all(Array.from({ length: 5 }, ready));

    const admin = new pg.Client({ connectionString: h.app.config.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears of each ended connection as an 'error' event; unheard, it ends the process.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const answers = await Promise.all(Array.from({ length: 5 }, ready));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});
