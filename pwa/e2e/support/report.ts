import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { keptFile } from './screens';

/** Clicks Report in a visit table's first row, keeps the PDF beside the screenshots (as `keep`)
 * and reads its text with pdftotext. */
export async function downloadReport(
  page: Page,
  table: string,
  keep: string,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('table', { name: table })
      .getByRole('button', { name: 'Report' })
      .first()
      .click(),
  ]);
  const file = keptFile(`${keep}.pdf`);
  await download.saveAs(file);
  return {
    name: download.suggestedFilename(),
    text: execFileSync('pdftotext', ['-layout', file, '-']).toString(),
  };
}
