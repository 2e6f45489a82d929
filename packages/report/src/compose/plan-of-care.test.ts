import { describe, expect, it } from 'vitest';
import { composeInput, flat, pdfText, progressRecord, reportPdf } from '../../test/helpers';
import { composeReport } from './compose';

const planOfCare = { visit: 12, from: '2026-10-01', to: '2026-11-02', authorized: 24 };
const progress = { kind: 'progressNote' as const, record: progressRecord(), planOfCare };

describe('plan of care on a note report', () => {
  it("words a progress note's visit of the plan and its reporting period", () => {
    expect(composeReport(composeInput(progress)).planLines).toEqual([
      'Visit 12 of 24',
      'Reporting period: Thursday, October 1, 2026 to Monday, November 2, 2026',
    ]);
  });
  it('says the visit alone when the plan names no total, and the same for an update note', () => {
    expect(
      composeReport(
        composeInput({
          ...progress,
          kind: 'updateNote',
          planOfCare: { ...planOfCare, authorized: null },
        }),
      ).planLines[0],
    ).toBe('Visit 12');
  });
  it('prints nothing of it on an evaluation, a discharge note, or without a plan', () => {
    expect(composeReport(composeInput({ planOfCare })).planLines).toEqual([]);
    expect(composeReport(composeInput({ ...progress, kind: 'dischargeNote' })).planLines).toEqual(
      [],
    );
    expect(
      composeReport(composeInput({ kind: 'progressNote', record: progressRecord() })).planLines,
    ).toEqual([]);
  });
  it('prints both lines near the top of page 1, under the title', async () => {
    const page1 = pdfText(await reportPdf(progress), 1);
    const lines = page1.split('\n').map((l) => flat(l).trim());
    const title = lines.findIndex((l) => l.startsWith('Progress Note'));
    const plan = lines.findIndex((l) => l.includes('Visit 12 of 24'));
    expect(title).toBeGreaterThanOrEqual(0);
    expect(plan).toBeGreaterThan(title);
    expect(plan - title).toBeLessThanOrEqual(4);
    expect(flat(page1)).toContain(
      'Reporting period: Thursday, October 1, 2026 to Monday, November 2, 2026',
    );
  });
});
