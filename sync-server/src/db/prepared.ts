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
