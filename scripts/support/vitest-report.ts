import { existsSync, readFileSync } from 'node:fs';

/** One test file's wall time and counts in one vitest project. */
export interface FileTime {
  file: string;
  /** The vitest project it ran in (a server file runs once on SQLite and once on PostgreSQL). */
  project: string;
  seconds: number;
  passed: number;
  failed: number;
}

/** The files a run's FileTimesReporter wrote (none when the run never wrote it). */
export function fileTimes(reportFile: string): FileTime[] {
  if (!existsSync(reportFile)) return [];
  return JSON.parse(readFileSync(reportFile, 'utf8')) as FileTime[];
}
