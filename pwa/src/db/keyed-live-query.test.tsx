import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { afterAll, describe, expect, it } from 'vitest';
import { useKeyedLiveQuery } from './keyed-live-query';

interface Row {
  id: string;
  owner: string;
}

const db = new Dexie('keyed-live-query-test') as Dexie & { rows: EntityTable<Row, 'id'> };
db.version(1).stores({ rows: 'id, owner' });

describe('a live query asked about other keys', () => {
  afterAll(() => db.delete());

  it("answers loading, never with the previous keys' rows, until its own answer is read", async () => {
    await db.rows.bulkAdd([
      { id: 'a1', owner: 'ada' },
      { id: 'b1', owner: 'ben' },
    ]);
    const { result, rerender } = renderHook(
      ({ owner }) =>
        useKeyedLiveQuery(() => db.rows.where('owner').equals(owner).toArray(), [owner]),
      { initialProps: { owner: 'ada' } },
    );
    await waitFor(() => {
      expect(result.current?.map((r) => r.id)).toEqual(['a1']);
    });
    rerender({ owner: 'ben' });
    expect(result.current).toBeUndefined();
    await waitFor(() => {
      expect(result.current?.map((r) => r.id)).toEqual(['b1']);
    });
    // Still live: a row written later is in the answer.
    await db.rows.add({ id: 'b2', owner: 'ben' });
    await waitFor(() => {
      expect(result.current?.map((r) => r.id)).toEqual(['b1', 'b2']);
    });
  });
});
