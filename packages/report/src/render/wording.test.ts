import { describe, expect, it } from 'vitest';
import { flat, pdfInfo, pdfText, reportPdf } from '../../test/helpers';

/** What a reader of the printed pages sees once, and in plain words. */
describe('renderReport wording', () => {
  it('shows the title and the visit once on page 1, and in the running header after', async () => {
    const pdf = await reportPdf({ timeZone: 'America/New_York' });
    const first = flat(pdfText(pdf, 1));
    const count = (text: string, s: string) => text.split(s).length - 1;
    expect(count(first, 'Main Evaluation Report')).toBe(1);
    expect(count(first, 'Monday, November 2, 2026')).toBe(1);
    expect(count(first, 'Castellanos, Maria')).toBe(1);
    const second = flat(pdfText(pdf, 2));
    expect(second).toContain('Main Evaluation Report');
    expect(second).toContain('Castellanos, Maria · Patient ID OPT-1001');
    expect(second).toContain('Visit: Monday, November 2, 2026');
  });

  it('names the patient ID one way, and the footer’s time zone in its short name', async () => {
    const pdf = await reportPdf({ timeZone: 'America/New_York' });
    const text = flat(pdfText(pdf));
    expect(text).toMatch(/Patient ID OPT-1001/);
    expect(text).not.toMatch(/Patient Id|· ID/);
    const pages = Number(pdfInfo(pdf).Pages);
    for (let n = 1; n <= pages; n += 1)
      expect(flat(pdfText(pdf, n))).toContain('Printed November 2, 2026 at 10:04 AM EST');
  });

  it('says "Not present" of the symptoms graded None', async () => {
    const text = flat(pdfText(await reportPdf()));
    expect(text).toContain('Not present Fracture of the orbit, Post-ganglionic area pressure');
    expect(text).not.toMatch(/ None /);
  });
});
