/** Shared by this package's tests and the server's report tests: fixture records in their
 * stored (parsed) form, a practice, and PDF-to-text through poppler. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { composeReport } from '../src/compose/compose';
import type { ComposeInput } from '../src/model';
import { loadNodeFonts } from '../src/render/fonts-node';
import { renderReport } from '../src/render/render';
import { composeInput } from './records';

export * from './records';

/** The PDF of `composeInput(over)`, as the device and the server make it. */
export const reportPdf = async (over: Partial<ComposeInput> = {}) =>
  renderReport(composeReport(composeInput(over)), { fonts: await loadNodeFonts() });

/** The words and figures a reader could find in the text, each run of blanks as one space. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Writes the PDF to a temp folder and returns its `pdftotext -layout` text (all pages, or one). */
export function pdfText(pdf: Uint8Array, pageNumber?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'optolight-report-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  const range =
    pageNumber === undefined ? [] : ['-f', String(pageNumber), '-l', String(pageNumber)];
  return execFileSync('pdftotext', ['-layout', ...range, file, '-'], { encoding: 'utf8' });
}

export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'optolight-report-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

export const badWords = ['undefined', 'null', 'NaN', '[object Object]'];

/** Every string a model holds: what the renderer may print. */
export function printed(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(printed);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(printed);
  return [];
}

/** The words no report may ever print, wherever they appear in what it prints. */
export function misprints(value: unknown): string[] {
  return printed(value).filter((s) => badWords.some((w) => s.includes(w)));
}
