import { fixturePatients } from '@optolight/fixtures';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/accounts';
import { caller, onPostgres, startHarness, type Harness } from '../../test/harness';
import { backupSqlite, backupsIn, DATABASE_FILE, restoreSqlite, SECRET_FILE } from './backup';
import { verifySums } from './checksums';

const folders: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'optolight-backup-'));
  folders.push(dir);
  return dir;
};
const harnesses: Harness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const started = async (env: Record<string, string> = {}) => {
  const h = await startHarness(env);
  harnesses.push(h);
  return h;
};
const patientNumbers = async (as: ReturnType<typeof caller>) =>
  (await as.get('/api/patients'))
    .json<{ patientId: string }[]>()
    .map((p) => p.patientId)
    .sort();

// SQLite's own backup; on PostgreSQL, pg_dump (pg-dump.test.ts).
describe.runIf(!onPostgres())('backup and restore of the SQLite server', () => {
  it('copies a running server consistently and brings it back with its sessions', async () => {
    const h = await started();
    const pro = await makeAccount(h.app, 'professionalBasic');
    const as = caller(() => h.app, pro.auth);
    const register = (n: number) =>
      as.post('/api/patient', { ...fixturePatients.maria, patientId: `B-${n}` });
    for (let n = 0; n < 5; n++) expect((await register(n)).statusCode).toBe(200);
    const to = scratch();
    // The server goes on writing while the copy is made.
    const [backup, ...during] = await Promise.all([
      backupSqlite({ dataDir: h.dataDir, to }),
      ...[5, 6, 7, 8].map(register),
    ]);
    expect(during.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await verifySums(backup.folder)).toEqual([DATABASE_FILE, SECRET_FILE]);
    expect(statSync(join(backup.folder, DATABASE_FILE)).mode & 0o777).toBe(0o600);

    const restored = join(scratch(), 'data');
    await restoreSqlite({ from: backup.folder, dataDir: restored });
    const back = await started({ DATA_DIR: restored });
    // The same signing key: the session from before the backup is still good.
    const numbers = await patientNumbers(caller(() => back.app, pro.auth));
    expect(numbers.slice(0, 5)).toEqual(['B-0', 'B-1', 'B-2', 'B-3', 'B-4']);
    // One moment of the database: the writes made during the copy are in it or not, whole.
    expect(numbers.length).toBeGreaterThanOrEqual(5);
    expect(numbers.length).toBeLessThanOrEqual(9);
    expect(await patientNumbers(as)).toHaveLength(9);
  });

  it('refuses a damaged backup or a data folder that holds a database, and changes nothing', async () => {
    const h = await started();
    await makeAccount(h.app, 'professionalBasic');
    const to = scratch();
    const { folder } = await backupSqlite({ dataDir: h.dataDir, to });

    const full = h.dataDir;
    const before = readFileSync(join(full, DATABASE_FILE));
    await expect(restoreSqlite({ from: folder, dataDir: full })).rejects.toThrow(
      /already holds a database/,
    );
    expect(readFileSync(join(full, DATABASE_FILE)).equals(before)).toBe(true);

    const bytes = readFileSync(join(folder, DATABASE_FILE));
    bytes[bytes.length - 100] = (bytes.at(-100) ?? 0) ^ 0xff;
    writeFileSync(join(folder, DATABASE_FILE), bytes);
    const empty = join(scratch(), 'data');
    await expect(restoreSqlite({ from: folder, dataDir: empty })).rejects.toThrow(
      /optolight.sqlite does not match its checksum/,
    );
    expect(existsSync(join(empty, DATABASE_FILE))).toBe(false);
    await expect(restoreSqlite({ from: scratch(), dataDir: empty })).rejects.toThrow(
      /not a backup/,
    );
  });

  it('keeps the newest backups when told how many', async () => {
    const h = await started();
    const to = scratch();
    const at = (minute: number) => new Date(Date.UTC(2026, 11, 2, 22, minute));
    for (const minute of [1, 2, 3]) await backupSqlite({ dataDir: h.dataDir, to, now: at(minute) });
    const { removed } = await backupSqlite({ dataDir: h.dataDir, to, keep: 2, now: at(4) });
    expect(removed).toEqual(['optolight-20261202T220100000Z', 'optolight-20261202T220200000Z']);
    expect(backupsIn(to)).toEqual([
      'optolight-20261202T220300000Z',
      'optolight-20261202T220400000Z',
    ]);
  });

  it('leaves the earlier backup whole when a backup is killed', async () => {
    const dataDir = scratch();
    // Large enough that the copy takes a moment to catch it in.
    const db = new Database(join(dataDir, DATABASE_FILE));
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE filler (b BLOB)');
    db.exec(
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 80) INSERT INTO filler SELECT randomblob(1000000) FROM n',
    );
    db.close();
    const to = scratch();
    const earlier = await backupSqlite({ dataDir, to, now: new Date(Date.UTC(2026, 0, 1)) });

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'backup-cli.ts'), '--to', to],
      { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' },
    );
    const ended = new Promise<NodeJS.Signals | null>((resolve) => {
      child.on('exit', (_code, signal) => {
        resolve(signal);
      });
    });
    // Killed as soon as anything of its copy appears.
    while (readdirSync(to).length < 2) await new Promise((resolve) => setTimeout(resolve, 2));
    child.kill('SIGKILL');
    expect(await ended).toBe('SIGKILL');

    expect(backupsIn(to)).toEqual(['optolight-20260101T000000000Z']);
    expect(await verifySums(earlier.folder)).toEqual([DATABASE_FILE]);
    // The next backup goes ahead beside the leftover.
    await backupSqlite({ dataDir, to });
    expect(backupsIn(to)).toHaveLength(2);
  }, 60_000);
});
