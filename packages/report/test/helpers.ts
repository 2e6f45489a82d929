/** Shared by this package's tests and the server's report tests: fixture records in their
 * stored (parsed) form, a practice, and PDF-to-text through poppler. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { composeReport } from '../src/compose/compose';
import type { ComposeInput } from '../src/model';
import { loadNodeFonts } from '../src/render/fonts-node';
import { printedText, reportScripts } from '../src/scripts/scripts';
import { renderReport } from '../src/render/render';
import { composeInput } from './records';

export * from './records';

/** The PDF of `composeInput(over)`, as the device and the server make it. */
export const reportPdf = async (over: Partial<ComposeInput> = {}) => {
  const model = composeReport(composeInput(over));
  return renderReport(model, { fonts: await loadNodeFonts(reportScripts(model)) });
};

/** The words and figures a reader could find in the text, each run of blanks as one space. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Runs `read` on the PDF written to a temp folder, which is removed after (the run's temp
 * folder may be memory). */
function withTempPdf<T>(pdf: Uint8Array, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'optolight-report-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the PDF to a temp folder and returns its `pdftotext -layout` text (all pages, or one). */
export function pdfText(pdf: Uint8Array, pageNumber?: number): string {
  const range =
    pageNumber === undefined ? [] : ['-f', String(pageNumber), '-l', String(pageNumber)];
  return withTempPdf(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', ...range, file, '-'], { encoding: 'utf8' }),
  );
}

/** The words poppler finds on a page with where each starts, left to right as drawn
 * (`pdftotext -bbox`). */
export function pdfWords(pdf: Uint8Array, pageNumber = 1): { x: number; text: string }[] {
  const page = ['-f', String(pageNumber), '-l', String(pageNumber)];
  const out = withTempPdf(pdf, (file) =>
    execFileSync('pdftotext', ['-bbox', ...page, file, '-'], { encoding: 'utf8' }),
  );
  return [...out.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
    x: Number(m[1]),
    text: m[2] ?? '',
  }));
}

/** The embedded fonts' names (`pdffonts`), without their subset prefix. */
export function pdfFonts(pdf: Uint8Array): string[] {
  const out = withTempPdf(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  return out
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, '') ?? '')
    .filter(Boolean);
}

export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  const out = withTempPdf(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
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
export const printed = printedText;

/** The words no report may ever print, wherever they appear in what it prints. */
export function misprints(value: unknown): string[] {
  return printed(value).filter((s) => badWords.some((w) => s.includes(w)));
}
