import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** .env.example as `node --env-file` reads it. */
const example = parseEnv(
  readFileSync(join(import.meta.dirname, '..', '..', '.env.example'), 'utf8'),
);

describe('configuration', () => {
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'optolight-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with .env.example unchanged, making and keeping its own signing key', () => {
    // Only the data folder moves, so the test writes nothing into the checkout.
    const config = loadConfig({ ...example, DATA_DIR: dataDir });
    expect(example.JWT_SECRET).toBe('');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ ...example, DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('uses a signing key that is given and refuses one too short to be safe', () => {
    const key = 'k'.repeat(32);
    expect(loadConfig({ ...example, DATA_DIR: dataDir, JWT_SECRET: key }).jwtSecret).toBe(key);
    expect(() => loadConfig({ ...example, DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('on PostgreSQL, refuses to start without a signing key shared by every instance', () => {
    const pg = { ...example, DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.internal/optolight' };
    expect(() => loadConfig(pg)).toThrow(/JWT_SECRET: required with DATABASE_URL/);
    const key = 'k'.repeat(32);
    expect(loadConfig({ ...pg, JWT_SECRET: key })).toMatchObject({
      DATABASE_URL: 'postgres://db.internal/optolight',
      jwtSecret: key,
    });
    expect(() =>
      loadConfig({ ...pg, DATABASE_URL: 'mysql://db/optolight', JWT_SECRET: key }),
    ).toThrow(/DATABASE_URL/);
  });
});
