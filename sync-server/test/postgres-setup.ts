import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

/** One PostgreSQL server for the whole run; each harness makes its own database on it. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
