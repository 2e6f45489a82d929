import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import type { FileTime } from './vitest-report';

/**
 * A vitest reporter that writes each test file's time, project and counts (FileTime[], as JSON)
 * to `--outputFile.times=FILE`, for the closing table of `pnpm test`. vitest's JSON report names
 * no project, and a journey or a server test runs in two (SQLite and PostgreSQL) in one run.
 */
export default class FileTimesReporter implements Reporter {
  private file: string | undefined;

  onInit(vitest: Vitest): void {
    const { outputFile } = vitest.config;
    this.file = typeof outputFile === 'object' ? outputFile.times : undefined;
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    if (!this.file) return;
    const times: FileTime[] = modules.map((module) => {
      const d = module.diagnostic();
      let passed = 0;
      let failed = module.errors().length;
      for (const test of module.children.allTests()) {
        const { state } = test.result();
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
      }
      return {
        file: relative(process.cwd(), module.moduleId),
        project: module.project.name,
        seconds:
          (d.environmentSetupDuration +
            d.prepareDuration +
            d.collectDuration +
            d.setupDuration +
            d.duration) /
          1000,
        passed,
        failed,
      };
    });
    writeFileSync(this.file, JSON.stringify(times));
  }
}
