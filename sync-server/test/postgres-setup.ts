import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgresStorage } from '../src/db/storage-pg';
import { startPostgres } from './postgres';

/** The migrated, empty database each harness's database is copied from (harness.ts). */
export const migratedTemplate = 'optolight_migrated';

/**
 * One PostgreSQL server for the whole run. Its template database is migrated once here, so each
 * harness copies it (CREATE DATABASE ... TEMPLATE, a file copy) instead of running every
 * migration again.
 */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${migratedTemplate}`);
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = `/${migratedTemplate}`;
  const storage = await openPostgresStorage(url.toString());
  await storage.close();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
