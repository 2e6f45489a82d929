import { jsPDF } from 'jspdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { flat, pdfInfo, pdfText } from '../../test/helpers';
import { drawBlock } from './blocks';
import { registerFonts, type ReportFonts } from './fonts';
import { loadNodeFonts } from './fonts-node';
import { page } from './layout';

let fonts: ReportFonts;
beforeAll(async () => {
  fonts = await loadNodeFonts();
});

const rows = 14;
/** One captioned table of short rows starting at `y`, alone in a new PDF. */
function tableFrom(y: number, last = 'Measured'): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  registerFonts(doc, fonts);
  const fields = Array.from({ length: rows }, (_, i) => ({
    label: `Row ${String(i + 1).padStart(2, '0')}`,
    value: i === rows - 1 ? last : 'Measured',
  }));
  drawBlock(doc, { type: 'fields', caption: 'Measurements', fields }, y);
  return new Uint8Array(doc.output('arraybuffer'));
}

const rowsOn = (text: string) => (text.match(/Row \d\d/g) ?? []).length;

describe('drawTable across a page break', () => {
  it.each([
    ['short rows', 'Measured'],
    ['a last row of three lines', 'Anisometropia, disabled kinesthetic feedback, '.repeat(4)],
  ])('never leaves one or two rows alone (%s), and says the caption is continued', (_, last) => {
    let broken = 0;
    for (let y = page.bottom - 300; y < page.bottom - 40; y += 13) {
      const pdf = tableFrom(y, last);
      if (pdfInfo(pdf).Pages === '1') continue;
      const second = flat(pdfText(pdf, 2));
      broken += 1;
      const first = flat(pdfText(pdf, 1));
      expect(rowsOn(first) + rowsOn(second), `from ${String(y)}`).toBe(rows);
      expect(rowsOn(second), `from ${String(y)}`).toBeGreaterThanOrEqual(3);
      expect(first).toContain('Measurements');
      expect(first).not.toContain('(continued)');
      expect(second).toContain('Measurements (continued) Row');
    }
    expect(broken).toBeGreaterThan(5);
  });
});
