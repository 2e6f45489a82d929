import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDb } from './client';

let dir = '';
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('commits durably: WAL with every commit synced (an acknowledged change survives power loss)', () => {
  dir = mkdtempSync(join(tmpdir(), 'optolight-db-'));
  const db = openDb(join(dir, 'test.db'));
  expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
  // 2 = FULL; NORMAL (1) in WAL mode may lose the last commits when the power goes.
  expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
  db.$client.close();
});
