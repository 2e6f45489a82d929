import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { counters } from './schema';
import { openStorage, savepoint, type Db, type Storage, type Tx } from './storage';

let dir = '';
let storage: Storage;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'optolight-db-'));
  storage = openStorage(join(dir, 'test.db'));
});
afterEach(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const valueOf = async (db: Db, name: string) =>
  (await db.select().from(counters).where(eq(counters.name, name)))[0]?.value;
const put = async (tx: Tx, name: string, value: number) => {
  await tx
    .insert(counters)
    .values({ name, value })
    .onConflictDoUpdate({ target: counters.name, set: { value } });
};
/** Lets every other job waiting on the event loop run: where interleaving would happen. */
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));
const boom = new Error('boom');

it('prepares a query once per shape, and hands its statement out reading objects again', async () => {
  const client = storage.read.$client;
  const first = client.prepare('SELECT 1 AS n');
  // Drizzle reads rows as arrays through raw(); a plain read of the same SQL after it must not.
  expect(first.raw().get()).toEqual([1]);
  const again = client.prepare('SELECT 1 AS n');
  expect(again).toBe(first);
  expect(again.get()).toEqual({ n: 1 });
  // Queries run through drizzle as before, on both connections.
  await storage.write((tx) => put(tx, 'kept', 3));
  await storage.write((tx) => put(tx, 'kept', 4));
  expect(await valueOf(storage.read, 'kept')).toBe(4);
});

it('commits durably: WAL with every commit synced (an acknowledged change survives power loss)', async () => {
  const pragma = (name: string) =>
    storage.write((tx) => Promise.resolve(tx.$client.pragma(name, { simple: true })));
  expect(await pragma('journal_mode')).toBe('wal');
  // 2 = FULL; NORMAL (1) in WAL mode may lose the last commits when the power goes.
  expect(await pragma('synchronous')).toBe(2);
  expect(await pragma('foreign_keys')).toBe(1);
});

describe('write', () => {
  it('runs one transaction at a time: concurrent read-await-write never loses an update', async () => {
    const increment = () =>
      storage.write(async (tx) => {
        const value = (await valueOf(tx, 'n')) ?? 0;
        await yieldToOthers();
        await put(tx, 'n', value + 1);
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect(await valueOf(storage.read, 'n')).toBe(20);
  });

  it('rolls back all of a failed work, and the next write still works', async () => {
    const failed = storage.write(async (tx) => {
      await put(tx, 'a', 1);
      await yieldToOthers();
      throw boom;
    });
    await expect(failed).rejects.toBe(boom);
    await storage.write((tx) => put(tx, 'b', 2));
    expect(await valueOf(storage.read, 'a')).toBeUndefined();
    expect(await valueOf(storage.read, 'b')).toBe(2);
  });

  it('answers what the work returns', async () => {
    expect(await storage.write(() => Promise.resolve(42))).toBe(42);
  });
});

describe('savepoint', () => {
  it('undoes only its own writes when it fails; the transaction goes on and commits', async () => {
    await storage.write(async (tx) => {
      await put(tx, 'before', 1);
      await expect(
        savepoint(tx, async (sp) => {
          await put(sp, 'inside', 1);
          await put(sp, 'before', 99);
          throw boom;
        }),
      ).rejects.toBe(boom);
      await savepoint(tx, (sp) => put(sp, 'kept', 1));
      await put(tx, 'after', 1);
    });
    const read = (name: string) => valueOf(storage.read, name);
    expect(await read('before')).toBe(1);
    expect(await read('inside')).toBeUndefined();
    expect(await read('kept')).toBe(1);
    expect(await read('after')).toBe(1);
  });

  it('nests: an inner failure leaves the outer savepoint whole', async () => {
    await storage.write((tx) =>
      savepoint(tx, async (outer) => {
        await put(outer, 'outer', 1);
        await savepoint(outer, async (inner) => {
          await put(inner, 'inner', 1);
          throw boom;
        }).catch(() => undefined);
      }),
    );
    expect(await valueOf(storage.read, 'outer')).toBe(1);
    expect(await valueOf(storage.read, 'inner')).toBeUndefined();
  });
});

describe('read', () => {
  it('refuses writes', async () => {
    await expect(
      storage.read.insert(counters).values({ name: 'x', value: 1 }),
    ).rejects.toMatchObject({ code: 'SQLITE_READONLY' });
  });

  it('sees only committed data, never the open transaction', async () => {
    let seenDuring: number | undefined = -1;
    await storage.write(async (tx) => {
      await put(tx, 'n', 1);
      expect(await valueOf(tx, 'n')).toBe(1);
      seenDuring = await valueOf(storage.read, 'n');
    });
    expect(seenDuring).toBeUndefined();
    expect(await valueOf(storage.read, 'n')).toBe(1);
  });
});
