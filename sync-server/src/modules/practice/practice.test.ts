import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceMembers } from '../../db/schema';
import { openStorage } from '../../db/storage';
import { makeAccount } from '../../../test/accounts';
import { caller, onPostgres, startHarness, type Harness } from '../../../test/harness';

describe('GET /api/practice', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('shows a professional as the owner of a practice of one, with its business profile', async () => {
    const pro = await makeAccount(h.app, 'professionalBasic');
    const as = caller(() => h.app, pro.auth);
    await as.post('/api/user', { businessName: 'Clear Sight Therapy', npi: '1234567893' });
    const res = await as.get('/api/practice');
    expect(res.statusCode).toBe(200);
    const user = (await as.get('/api/user')).json<{ practiceId: string }>();
    expect(res.json()).toEqual({
      practiceId: user.practiceId,
      businessName: 'Clear Sight Therapy',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      phone: '',
      fax: '',
      npi: '1234567893',
      members: [
        {
          memberId: pro.userId,
          name: 'Ada Lovelace',
          email: pro.email,
          role: 'owner',
          canCertify: false,
        },
      ],
    });
  });

  it('is the membership the plan purchase wrote, once, however often it is read', async () => {
    const pro = await makeAccount(h.app, 'professionalBasic');
    const as = caller(() => h.app, pro.auth);
    await Promise.all([as.get('/api/practice'), as.get('/api/practice')]);
    const rows = await h.app.storage.read
      .select()
      .from(practiceMembers)
      .where(eq(practiceMembers.userId, pro.userId));
    expect(rows).toMatchObject([{ practiceId: pro.userId, role: 'owner' }]);
  });

  it('is not for an account without a professional plan', async () => {
    const patient = await makeAccount(h.app, 'patientBasic');
    expect((await caller(() => h.app, patient.auth).get('/api/practice')).statusCode).toBe(403);
  });
});

describe.skipIf(onPostgres())('the practices migration (SQLite)', () => {
  // Made before the tests, not as the file is collected: the PostgreSQL run collects the file
  // too and skips the tests and their afterAll.
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'practices-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes every professional account that existed the owner of a practice of one', () => {
    // The migrations before practices, applied to a database that then holds accounts.
    const before = join(dir, 'before');
    cpSync(fileURLToPath(new URL('../../../drizzle', import.meta.url)), before, {
      recursive: true,
    });
    const journalFile = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.filter((e) => e.tag < '0016_practice_members');
    writeFileSync(journalFile, JSON.stringify(journal));
    const file = join(dir, 'optolight.sqlite');
    const client = new Database(file);
    migrate(drizzle(client), { migrationsFolder: before });
    const insert = client.prepare(
      `INSERT INTO users (id, email, password_hash, password_changed_at, user_type, user_handle,
         first_name, last_name, created_at) VALUES (?, ?, 'x', 0, ?, ?, 'A', 'B', ?)`,
    );
    insert.run('pro-1', 'pro@example.test', 'professional', 'pro', '2026-01-05T10:00:00.000Z');
    insert.run('pat-1', 'pat@example.test', 'patient', 'pat', '2026-01-06T10:00:00.000Z');
    client.close();

    const storage = openStorage(file);
    const rows = storage.read.select().from(practiceMembers).all();
    expect(rows).toEqual([
      {
        userId: 'pro-1',
        practiceId: 'pro-1',
        role: 'owner',
        canCertify: false,
        joinedAt: '2026-01-05T10:00:00.000Z',
      },
    ]);
    void storage.close();
  });
});
