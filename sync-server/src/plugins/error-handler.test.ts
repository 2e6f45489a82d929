import { fixturePatients } from '@optolight/fixtures';
import { expect, it } from 'vitest';
import { makeAccount } from '../../test/accounts';
import { execOnDatabase, onPostgres, startHarness, type Harness } from '../../test/harness';
import { loggerOptions } from '../app';

/** A patient registered while `trigger` (SQL for each database) fails the revision's insert. */
async function registerWithTrigger(h: Harness, trigger: { sqlite: string; postgres: string }) {
  const pro = await makeAccount(h.app, 'professionalBasic');
  await execOnDatabase(h.app, trigger);
  return h.app.inject({
    method: 'POST',
    url: '/api/patient',
    headers: pro.auth,
    payload: fixturePatients.maria,
  });
}

it('logs a failed query by its database error, never by the statement and its values', async () => {
  const lines: string[] = [];
  const options = loggerOptions('info');
  if (typeof options !== 'object') throw new Error('logger options expected');
  const h = await startHarness(
    {},
    { logger: { ...options, stream: { write: (line: string) => lines.push(line) } } },
  );
  try {
    // A fault no rule foresees, while a revision holding the patient's details is written.
    const res = await registerWithTrigger(h, {
      sqlite: "CREATE TRIGGER boom BEFORE INSERT ON section_revisions BEGIN SELECT json('{'); END",
      postgres: `CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS
          $$ BEGIN RAISE EXCEPTION 'the disk said no'; END $$;
        CREATE TRIGGER boom BEFORE INSERT ON section_revisions FOR EACH ROW EXECUTE FUNCTION boom()`,
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).not.toContain('Castellanos');
    expect(log).not.toContain('Coral Way');
    expect(log).toContain('request failed');
    expect(log).toMatch(/malformed JSON|the disk said no/);
  } finally {
    await h.close();
  }
});

it.runIf(onPostgres())(
  'answers 503 with Retry-After when the database is not there, not a 500',
  async () => {
    const h = await startHarness();
    try {
      // What PostgreSQL says to a statement as it shuts down (an administrator, a failover).
      const res = await registerWithTrigger(h, {
        sqlite: '',
        postgres: `CREATE FUNCTION away() RETURNS trigger LANGUAGE plpgsql AS
          $$ BEGIN RAISE EXCEPTION 'terminating connection' USING ERRCODE = 'admin_shutdown'; END $$;
        CREATE TRIGGER away BEFORE INSERT ON section_revisions FOR EACH ROW EXECUTE FUNCTION away()`,
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        message: 'The server cannot reach its database just now. Please try again.',
      });
    } finally {
      await h.close();
    }
  },
);
