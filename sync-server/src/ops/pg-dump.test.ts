import { fixturePatients } from '@optolight/fixtures';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/accounts';
import { caller, onPostgres, startHarness, type Harness } from '../../test/harness';
import { findPostgresBin } from '../../test/postgres';
import { sha256Of } from './checksums';

const run = promisify(execFile);

// The commands docs/backup.md gives for a server on PostgreSQL, run as written there.
describe.runIf(onPostgres())('backup and restore on PostgreSQL with pg_dump and pg_restore', () => {
  // Made when the suite runs: a suite left out (the SQLite run) is still collected.
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'optolight-pg-dump-'));
  });
  const harnesses: Harness[] = [];
  const restored = `restored_${randomUUID().replaceAll('-', '')}`;
  let restoredUrl: URL | undefined;
  afterAll(async () => {
    for (const h of harnesses) await h.close();
    if (restoredUrl) await admin(restoredUrl, `DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('dumps a running server and restores it into an empty database that serves it', async () => {
    const h = await startHarness();
    harnesses.push(h);
    const url = h.app.config.DATABASE_URL;
    const pro = await makeAccount(h.app, 'professionalBasic');
    const as = caller(() => h.app, pro.auth);
    for (const n of [1, 2, 3])
      expect(
        (await as.post('/api/patient', { ...fixturePatients.maria, patientId: `P-${n}` }))
          .statusCode,
      ).toBe(200);

    const bin = findPostgresBin();
    const file = join(dir, 'optolight.dump');
    // While the server goes on: pg_dump reads one snapshot.
    const [, during] = await Promise.all([
      run(join(bin, 'pg_dump'), ['--format=custom', `--file=${file}`, url]),
      as.post('/api/patient', { ...fixturePatients.maria, patientId: 'P-4' }),
    ]);
    expect(during.statusCode).toBe(200);
    expect(await sha256Of(file)).toMatch(/^[0-9a-f]{64}$/);

    restoredUrl = new URL(url);
    await admin(restoredUrl, `CREATE DATABASE ${restored}`);
    restoredUrl.pathname = `/${restored}`;
    await run(join(bin, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${restoredUrl.toString()}`,
      file,
    ]);
    const back = await startHarness({ DATABASE_URL: restoredUrl.toString() });
    harnesses.push(back);
    const numbers = (await caller(() => back.app, pro.auth).get('/api/patients'))
      .json<{ patientId: string }[]>()
      .map((p) => p.patientId)
      .sort();
    expect(numbers.slice(0, 3)).toEqual(['P-1', 'P-2', 'P-3']);
    expect(numbers.length).toBeLessThanOrEqual(4);
    expect((await back.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

/** Runs one statement on the server of `url`, connected to its maintenance database. */
async function admin(url: URL, statement: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
