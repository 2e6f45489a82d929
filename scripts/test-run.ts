/** Runs every check of `pnpm test` (scripts/support/phases.ts) on the machine's cores, each
 * phase's output in test-results/run/<phase>.log, and ends with a table of each phase's wall time,
 * each journey file's, and the slowest ten test files. One phase (and what it needs first):
 * `pnpm test:phase lint`. INSTALL_SECONDS (set by .ci/run) adds the install to the table. */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { phases, resultsDir, root, type Phase } from './support/phases';
import { fileTimes, type FileTime } from './support/vitest-report';

const cores = Math.max(2, availableParallelism());

interface Outcome {
  phase: Phase;
  seconds: number;
  ok: boolean;
}

/** The named phases (a name's first words are enough: `journeys` is both databases') and,
 * before them, everything they need; all phases when none is named. */
function selected(names: string[]): Phase[] {
  if (!names.length) return phases;
  const wanted = new Set<string>();
  const add = (name: string) => {
    const found = phases.filter((p) => p.name === name || p.name.startsWith(`${name} `));
    if (!found.length)
      throw new Error(`No phase "${name}": ${phases.map((p) => p.name).join(', ')}`);
    for (const phase of found) {
      wanted.add(phase.name);
      for (const before of phase.after ?? []) add(before);
    }
  };
  for (const name of names) add(name);
  return phases.filter((p) => wanted.has(p.name));
}

function run(phase: Phase): Promise<Outcome> {
  const started = performance.now();
  const logFile = join(resultsDir, `${slug(phase.name)}.log`);
  const log = createWriteStream(logFile);
  console.log(`▶ ${phase.name}: ${phase.command}`);
  return new Promise((done) => {
    const child = spawn('bash', ['-c', phase.command], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...scratchDir() },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      log.end(() => {
        const seconds = (performance.now() - started) / 1000;
        const ok = code === 0;
        console.log(`${ok ? '✔' : '✘'} ${phase.name} (${seconds.toFixed(0)} s)`);
        if (!ok) {
          const text = readFileSync(logFile, 'utf8');
          console.log(
            `----- ${phase.name} output -----\n${text}\n----- end of ${phase.name} -----`,
          );
        }
        done({ phase, seconds, ok });
      });
    });
  });
}

/**
 * Test databases, servers' data folders and Chromium's profiles go in memory (/dev/shm) where the
 * machine has it: they are thrown away after each test, and on disk every commit of SQLite and of
 * Chromium's IndexedDB waits for its sync to the disk (the chaos run took 16 % longer there). The
 * server's own settings are the same either way. A TMPDIR already set is kept.
 */
function scratchDir(): { TMPDIR?: string } {
  if (process.env.TMPDIR || !existsSync('/dev/shm')) return {};
  return { TMPDIR: '/dev/shm' };
}

const slug = (name: string) => name.replace(/\W+/g, '-').replace(/-$/, '').toLowerCase();

/**
 * Starts phases in order as their needs pass. The phases that only count (lint, typecheck,
 * builds, unit and server tests) share the cores with one phase's worth to spare, so one's tail
 * or a wait on a database never leaves a core idle; their tests wait on conditions, not on time.
 * A quiet phase (the journeys: a browser whose pages a person would see slow down) starts once
 * every other phase is done and runs alone. A phase whose need failed is not run (and counts
 * as failed).
 */
async function schedule(list: Phase[]): Promise<Outcome[]> {
  const outcomes = new Map<string, Outcome>();
  const waiting = [...list];
  const running = new Map<string, Promise<Outcome>>();
  let busy = 0;
  const loudLeft = () =>
    waiting.some((p) => !p.quiet) || [...running.keys()].some((n) => !isQuiet(list, n));
  while (waiting.length || running.size) {
    for (const phase of [...waiting]) {
      const needs = phase.after ?? [];
      if (needs.some((n) => outcomes.get(n)?.ok === false)) {
        waiting.splice(waiting.indexOf(phase), 1);
        console.log(`✘ ${phase.name}: not run, as ${needs.join(', ')} failed`);
        outcomes.set(phase.name, { phase, seconds: 0, ok: false });
        continue;
      }
      const ready = needs.every((n) => outcomes.get(n)?.ok);
      const fits = phase.quiet
        ? running.size === 0 && !loudLeft()
        : ![...running.keys()].some((n) => isQuiet(list, n)) &&
          (busy === 0 || busy + phase.cores <= cores + 1);
      if (!ready || !fits) continue;
      waiting.splice(waiting.indexOf(phase), 1);
      busy += phase.cores;
      running.set(phase.name, run(phase));
    }
    if (!running.size) break;
    const done = await Promise.race(running.values());
    running.delete(done.phase.name);
    busy -= done.phase.cores;
    outcomes.set(done.phase.name, done);
  }
  return list.map((p) => outcomes.get(p.name) ?? { phase: p, seconds: 0, ok: false });
}

const isQuiet = (list: Phase[], name: string) => list.find((p) => p.name === name)?.quiet === true;

function table(outcomes: Outcome[], wall: number): void {
  const rows: [string, string][] = [];
  const install = Number(process.env.INSTALL_SECONDS);
  if (install > 0)
    rows.push(['install (pnpm packages and Debian tools)', `${install.toFixed(0)} s`]);
  const files: FileTime[] = [];
  for (const { phase, seconds, ok } of outcomes) {
    rows.push([
      phase.name,
      ok ? `${seconds.toFixed(0)} s` : `failed after ${seconds.toFixed(0)} s`,
    ]);
    if (!phase.report) continue;
    const times = fileTimes(phase.report);
    files.push(...times);
    if (phase.name === 'journeys')
      for (const t of [...times].sort(
        (a, b) => a.project.localeCompare(b.project) || a.file.localeCompare(b.file),
      ))
        rows.push([`  ${t.file} (${t.project})`, `${t.seconds.toFixed(1)} s`]);
  }
  rows.push(['all phases (wall, overlapping on the cores)', `${wall.toFixed(0)} s`]);
  const width = Math.max(...rows.map(([n]) => n.length));
  console.log('\nPhase wall times:');
  for (const [name, time] of rows) console.log(`  ${name.padEnd(width)}  ${time.padStart(8)}`);
  console.log('\nSlowest ten test files:');
  for (const t of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`  ${t.seconds.toFixed(1).padStart(6)} s  ${t.file} (${t.project})`);
  const passed = files.reduce((n, t) => n + t.passed, 0);
  const failed = files.reduce((n, t) => n + t.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const started = performance.now();
const outcomes = await schedule(selected(process.argv.slice(2)));
table(outcomes, (performance.now() - started) / 1000);
const failedPhases = outcomes.filter((o) => !o.ok).map((o) => o.phase.name);
if (failedPhases.length) {
  console.log(`Failed: ${failedPhases.join(', ')}`);
  process.exit(1);
}
