import { afterEach, beforeEach, expect, it } from 'vitest';
import { execOnDatabase, startHarness, type Harness } from '../../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

it('answers /healthz while the process runs, and /readyz only while the database is migrated', async () => {
  const get = (url: string) => h.app.inject({ method: 'GET', url });
  expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
  const ready = await get('/readyz');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready' });

  // As if the database were an older one, missing this server's last migration (SQLite's
  // migration rows have no id, so the newest is found by its time).
  await execOnDatabase(h.app, {
    sqlite: `DELETE FROM __drizzle_migrations
               WHERE created_at = (SELECT max(created_at) FROM __drizzle_migrations)`,
    postgres: `DELETE FROM drizzle.__drizzle_migrations
                 WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
  });
  const notReady = await get('/readyz');
  expect(notReady.statusCode).toBe(503);
  expect(notReady.json()).toEqual({ status: 'not ready' });
  expect((await get('/healthz')).statusCode).toBe(200);
});
