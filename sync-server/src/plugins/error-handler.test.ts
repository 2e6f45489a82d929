import { fixturePatients } from '@optolight/fixtures';
import { expect, it } from 'vitest';
import { makeAccount } from '../../test/accounts';
import { execOnDatabase, startHarness } from '../../test/harness';
import { loggerOptions } from '../app';

it('logs a failed query by its database error, never by the statement and its values', async () => {
  const lines: string[] = [];
  const options = loggerOptions('info');
  if (typeof options !== 'object') throw new Error('logger options expected');
  const h = await startHarness(
    {},
    { logger: { ...options, stream: { write: (line: string) => lines.push(line) } } },
  );
  try {
    const pro = await makeAccount(h.app, 'professionalBasic');
    // A fault no rule foresees, while a revision holding the patient's details is written.
    await execOnDatabase(h.app, {
      sqlite: "CREATE TRIGGER boom BEFORE INSERT ON section_revisions BEGIN SELECT json('{'); END",
      postgres: `CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS
          $$ BEGIN RAISE EXCEPTION 'the disk said no'; END $$;
        CREATE TRIGGER boom BEFORE INSERT ON section_revisions FOR EACH ROW EXECUTE FUNCTION boom()`,
    });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/patient',
      headers: pro.auth,
      payload: fixturePatients.maria,
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
