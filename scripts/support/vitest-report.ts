import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** One test file's wall time and counts, from a vitest JSON report. */
export interface FileTime {
  file: string;
  /** The report it came from (a server file runs once on SQLite and once on PostgreSQL). */
  project: string;
  seconds: number;
  passed: number;
  failed: number;
}

interface Report {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { status: string }[];
  }[];
}

/** The files of one vitest JSON report (none when the run never wrote it). */
export function fileTimes(reportFile: string): FileTime[] {
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const project = reportFile.replace(/^.*\//, '').replace(/\.json$/, '');
  return report.testResults.map((t) => ({
    file: relative(process.cwd(), t.name),
    project,
    seconds: (t.endTime - t.startTime) / 1000,
    passed: t.assertionResults.filter((a) => a.status === 'passed').length,
    failed: t.assertionResults.filter((a) => a.status === 'failed').length,
  }));
}
