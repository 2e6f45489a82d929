import type { Db } from './storage';

/**
 * A drizzle query built and prepared once per connection, then run with new values. Drizzle
 * otherwise builds and prepares the SQL on every call: on the sync hot path that cost more than
 * SQLite's own work.
 */
export function preparedOn<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byConnection = new WeakMap<Db, Q>();
  return (db) => {
    let query = byConnection.get(db);
    if (!query) {
      query = build(db);
      byConnection.set(db, query);
    }
    return query;
  };
}

/**
 * `one` for a single item, by a statement prepared for it (a tablet's usual push), `many` for
 * any other count, by a query built for the list.
 */
export async function oneOrMany<T, R>(
  items: T[],
  one: (item: T) => PromiseLike<R>,
  many: (items: T[]) => PromiseLike<R>,
): Promise<R> {
  const [first] = items;
  return items.length === 1 && first !== undefined ? one(first) : many(items);
}
