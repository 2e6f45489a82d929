import { getTableColumns, getTableName, is, SQL, sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  foreignKey,
  index,
  json,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type PgColumn,
  type PgTable,
} from 'drizzle-orm/pg-core';
import {
  getTableConfig,
  SQLiteTable as SQLiteTableClass,
  type SQLiteTable,
} from 'drizzle-orm/sqlite-core';
import * as sqlite from './schema';

/*
 * The PostgreSQL tables, made from the SQLite ones in schema.ts rather than written again, so the
 * two cannot drift: same tables, columns, keys, foreign keys and indexes (docs/postgres.md).
 * Each column reads back as the same JavaScript value in both dialects: JSON as written (json,
 * not jsonb, which would reorder keys), booleans, and SQLite's 64-bit integers as bigint (times
 * in milliseconds and feed positions outgrow PostgreSQL's 32-bit integer).
 */

/** Bytes, which drizzle's PostgreSQL columns do not name; pg reads bytea as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

type TableKey = {
  [K in keyof typeof sqlite]: (typeof sqlite)[K] extends SQLiteTable ? K : never;
}[keyof typeof sqlite];

/** SQL defaults have no common spelling; each one schema.ts uses is said here for PostgreSQL. */
const sqlDefaults = new Map<SQL, SQL>([
  [sqlite.nowIso, sql`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`],
]);

/** The parts of a SQLite column its PostgreSQL twin is made from. */
interface ColumnSpec {
  name: string;
  columnType: string;
  notNull: boolean;
  primary: boolean;
  isUnique: boolean;
  uniqueName: string | undefined;
  hasDefault: boolean;
  default: unknown;
}

function pgColumn(column: ColumnSpec) {
  const base = (() => {
    switch (column.columnType) {
      case 'SQLiteText':
        return text(column.name);
      case 'SQLiteTextJson':
        return json(column.name);
      case 'SQLiteBoolean':
        return boolean(column.name);
      case 'SQLiteInteger':
        return bigint(column.name, { mode: 'number' });
      case 'SQLiteReal':
        return doublePrecision(column.name);
      case 'SQLiteBlobBuffer':
        return bytea(column.name);
      default:
        throw new Error(`No PostgreSQL type for ${column.columnType} (${column.name})`);
    }
  })();
  // Every builder has these; the union of their value types has no common default().
  const builder: {
    notNull(): unknown;
    primaryKey(): unknown;
    unique(name?: string): unknown;
    default(value: unknown): unknown;
  } = base;
  if (column.notNull) builder.notNull();
  if (column.primary) builder.primaryKey();
  if (column.isUnique) builder.unique(column.uniqueName);
  if (column.hasDefault && column.default !== undefined) {
    if (is(column.default, SQL)) {
      const translated = sqlDefaults.get(column.default);
      if (!translated) throw new Error(`No PostgreSQL default for ${column.name}`);
      builder.default(translated);
    } else builder.default(column.default);
  }
  return base;
}

type Columns = [PgColumn, ...PgColumn[]];

function pgTableOf(table: SQLiteTable, made: ReadonlyMap<string, PgTable>): PgTable {
  const config = getTableConfig(table);
  const sqliteColumns = getTableColumns(table);
  const keyOf = new Map(Object.entries(sqliteColumns).map(([key, c]) => [c.name, key]));
  const columns = Object.fromEntries(
    config.columns.map((c) => [keyOf.get(c.name) ?? c.name, pgColumn(c)]),
  );
  // Called by drizzle once every table exists, so foreign keys find their targets.
  return pgTable(config.name, columns, (t) => {
    const own = (c: AnyColumn): PgColumn => {
      const found = t[keyOf.get(c.name) ?? ''];
      if (!found) throw new Error(`${config.name} has no column ${c.name}`);
      return found;
    };
    const theirs = (c: AnyColumn): PgColumn => {
      const target = made.get(getTableName(c.table));
      const found = target && Object.values(getTableColumns(target)).find((x) => x.name === c.name);
      if (!found) throw new Error(`No PostgreSQL column for ${c.name}`);
      return found;
    };
    return [
      ...config.primaryKeys.map((pk) => primaryKey({ columns: pk.columns.map(own) as Columns })),
      ...config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return foreignKey({
          columns: ref.columns.map(own) as Columns,
          foreignColumns: ref.foreignColumns.map(theirs) as Columns,
        });
      }),
      ...config.indexes.map(({ config: ix }) => {
        const on = ix.columns.map((c) => own(c as AnyColumn)) as Columns;
        const built = (ix.unique ? uniqueIndex(ix.name) : index(ix.name)).on(...on);
        // A partial index's condition names its columns by table and name, which PostgreSQL
        // reads the same.
        return ix.where ? built.where(ix.where) : built;
      }),
    ];
  });
}

function pgTables(): Record<TableKey, PgTable> {
  const made = new Map<string, PgTable>();
  const tables: Partial<Record<TableKey, PgTable>> = {};
  for (const [key, value] of Object.entries(sqlite)) {
    if (!is(value, SQLiteTableClass)) continue;
    const table = pgTableOf(value, made);
    made.set(getTableConfig(value).name, table);
    tables[key as TableKey] = table;
  }
  return tables as Record<TableKey, PgTable>;
}

export const pgSchema = pgTables();

// Named one by one for drizzle-kit, which looks for tables among a module's exports.
export const {
  users,
  practiceMembers,
  practiceInvitations,
  records,
  sections,
  sectionRevisions,
  sessions,
  passwordResets,
  payments,
  uploads,
  counters,
  devices,
  mutations,
  conflicts,
  accessLog,
  trainerRounds,
  linkInvites,
  patientLinks,
  homePrograms,
  rateLimits,
  mailOutbox,
  addenda,
} = pgSchema;
