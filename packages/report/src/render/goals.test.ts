import { fullDischargeNote, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { describe, expect, it } from 'vitest';
import { flat, pdfText, reportPdf, stored } from '../../test/helpers';

describe('a note with goal statuses, read back from the PDF', () => {
  it('prints the SOAP parts and each goal with its target date, status and comment', async () => {
    const pdf = await reportPdf({ kind: 'progressNote', record: stored(fullProgressNote) });
    const layout = pdfText(pdf);
    const text = flat(layout);
    expect(text).toContain('Subjective, Objective, Assessment and Plan');
    expect(text).toContain('Subjective: the patient’s report Reports double vision about twice');
    expect(text).toContain('Assessment Convergence insufficiency improving');
    expect(text).toMatch(/Goal progress +Target date +Status +Comment/);
    // One row per goal: its words, target date, status and comment side by side.
    expect(layout).toMatch(
      /Short-term: Patient will improve near point +11\/30\/2026 +Met +Near point/,
    );
    expect(layout).toMatch(
      /Short-term: Tolerate 20 minutes of screen +12\/14\/2026 +Not met +Tolerates/,
    );
    expect(layout).toMatch(
      /Long-term: Resume driving in daylight\. +12\/31\/2026 +Modified +Drives/,
    );
  });

  it('prints a discharge note’s reason, goal outcomes and home program', async () => {
    const pdf = await reportPdf({ kind: 'dischargeNote', record: stored(fullDischargeNote) });
    const text = flat(pdfText(pdf));
    expect(text).toContain('Discharge Summary');
    expect(text).toContain('Reason for discharge Short-term goals met');
    expect(text).toMatch(/Goal outcomes +Target date +Status +Comment/);
    expect(text).toContain('Home program Brock string 5 minutes twice a day');
  });

  it('prints the plan an update note certifies, and the evaluation’s goals with dates', async () => {
    const update = flat(
      pdfText(
        await reportPdf({
          kind: 'updateNote',
          record: stored({ ...fullProgressNote, dischargePlan: { eval_type: 'Update Note' } }),
          plan: {
            shortTermGoals: fullMainEvaluation.shortTermGoals,
            longTermGoals: fullMainEvaluation.longTermGoals,
          },
        }),
      ),
    );
    expect(update).toContain('Plan of care certified: short-term goals');
    expect(update).toContain(
      'Frequency and duration 2 visits a week for 8 weeks, 16 visits in total',
    );
    const main = flat(pdfText(await reportPdf()));
    expect(main).toMatch(/Short-term goals +Target date/);
    expect(main).toContain('Resume driving in daylight. 12/31/2026');
  });
});
