import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgres, type Postgres } from '../test/postgres';

let server: Postgres | undefined;
afterAll(() => server?.stop());

/** Resolves with the connection error, or undefined when something still answers on the port. */
function refused(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code);
    });
  });
}

describe('PostgreSQL test harness', () => {
  // initdb and start take a few seconds on a busy machine.
  it(
    'runs a real server that commits, rolls back and is gone after stop()',
    { timeout: 60_000 },
    async () => {
      server = await startPostgres();
      const url = new URL(server.url);
      expect(url.pathname).toBe('/optolight');
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        await client.query('CREATE TABLE note (id integer PRIMARY KEY, body text NOT NULL)');
        await client.query('BEGIN');
        await client.query('INSERT INTO note VALUES ($1, $2)', [1, 'kept']);
        const inside = await client.query('SELECT body FROM note WHERE id = 1');
        expect(inside.rows).toEqual([{ body: 'kept' }]);
        await client.query('COMMIT');

        await client.query('BEGIN');
        await client.query('INSERT INTO note VALUES ($1, $2)', [2, 'dropped']);
        await client.query('ROLLBACK');
        const after = await client.query('SELECT id, body FROM note ORDER BY id');
        expect(after.rows).toEqual([{ id: 1, body: 'kept' }]);
      } finally {
        await client.end();
      }

      await server.stop();
      expect(await refused(Number(url.port))).toBe('ECONNREFUSED');
      await server.stop(); // a second stop is harmless
    },
  );

  it('says what to install when the server binaries are missing', () => {
    expect(() => findPostgresBin('/nonexistent')).toThrow(/install Debian's postgresql package/);
  });
});
