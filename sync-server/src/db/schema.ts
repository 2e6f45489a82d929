/*
 * Every table of the server, declared for SQLite (schema-pg.ts makes the PostgreSQL ones from
 * them), one file per area in schema/. This module is the one the server, the tests and
 * drizzle-kit read. Each area comes after the areas its tables refer to, so every table follows
 * the ones it refers to, as copy-to-postgres.ts expects.
 */
export * from './schema/defaults';
export * from './schema/accounts';
export * from './schema/records';
export * from './schema/sync';
export * from './schema/home';
export * from './schema/operations';
