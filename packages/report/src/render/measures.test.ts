import {
  fixturePatients,
  fullDischargeNote,
  fullMainEvaluation,
  fullProgressNote,
} from '@optolight/fixtures';
import { measuresUpTo } from '@optolight/domain';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flat, patient, pdfText, reportPdf, stored } from '../../test/helpers';

const tobias = patient(fixturePatients.tobias);
const sources = [
  { id: 'main', kind: 'mainEvaluation', createdAt: '2026-11-02T09:00:00Z', ...fullMainEvaluation },
  { id: 'note', kind: 'progressNote', createdAt: '2026-11-16T09:00:00Z', ...fullProgressNote },
  { id: 'end', kind: 'dischargeNote', createdAt: '2026-12-30T09:00:00Z', ...fullDischargeNote },
] as const;

/** Where a person can look at the pages the tests made (set by whoever runs them). */
const keep = (name: string, pdf: Uint8Array) => {
  const dir = process.env.REPORT_ARTIFACTS;
  if (dir) writeFileSync(`${dir}/${name}`, pdf);
};

describe('binocular vision in the reports, read back from the PDF', () => {
  it("prints the main evaluation's findings with their flags for the patient's age", async () => {
    const pdf = await reportPdf({ record: stored(fullMainEvaluation), patient: tobias });
    keep('main-evaluation.pdf', pdf);
    const text = flat(pdfText(pdf));
    expect(text).toContain('Binocular Vision');
    expect(text).toMatch(/Finding +Value +Norm/);
    expect(text).toContain(
      'Near point of convergence, break 14 cm Above norm: expected less than 6 cm (CITT)',
    );
    expect(text).toMatch(
      /Amplitude of accommodation, left eye 6\.5 D Below norm: expected at least 11\.5 D at age 14/,
    );
    expect(text).toContain(
      'Cover test phoria, near 10 Δ exo Outside norm: expected 8 Δ exo to 2 Δ eso',
    );
    expect(text).toContain('Stereoacuity 70 arc seconds Above norm');
    // Without a baseline (this is it) the naming test prints its values and no flag.
    expect(text).toContain('Timed number naming, time 58 s Timed number naming, errors 3');
  });

  it('prints a progress note’s measures at baseline and now, with the change and the norm', async () => {
    const pdf = await reportPdf({
      kind: 'progressNote',
      record: stored(fullProgressNote),
      patient: tobias,
      binocularBaseline: fullMainEvaluation.binocularVision,
      measures: measuresUpTo(sources, 'note', tobias.age),
    });
    keep('progress-note.pdf', pdf);
    const layout = pdfText(pdf);
    expect(layout).toMatch(/Measures: baseline and now +Baseline +Now +Change +Norm \(latest\)/);
    expect(layout).toMatch(
      /Near point of convergence, break +14 cm +8 cm +-6 cm +Outside: less than 6 cm/,
    );
    expect(layout).toMatch(/Cover test phoria, near +10 Δ exo +6 Δ exo +\+4 Δ +Within: 8 Δ exo/);
    expect(layout).toMatch(/Vergence facility +9 cpm +13 cpm +\+4 cpm +Outside: at least 15 cpm/);
    expect(layout).toMatch(/Timed number naming, time +58 s +49 s +-9 s +Within/);
    // The note's own findings follow, the naming test read against the main evaluation's.
    expect(flat(layout)).toContain(
      '49 s Within norm: expected no slower than the baseline, 58 s (Galetta)',
    );
  });

  it('prints the discharge note’s measures against the baseline, and the progress note’s without the later discharge', async () => {
    const discharge = pdfText(
      await reportPdf({
        kind: 'dischargeNote',
        record: stored(fullDischargeNote),
        patient: tobias,
        measures: measuresUpTo(sources, 'end', tobias.age),
      }),
    );
    expect(discharge).toMatch(
      /Near point of convergence, break +14 cm +5 cm +-9 cm +Within: less than 6 cm/,
    );
    // The progress note, printed after the discharge, still shows what was known on its day.
    const progress = measuresUpTo(sources, 'note', tobias.age);
    expect(progress.map((p) => p.date)).not.toContain('2026-12-30');
  });

  it('prints no measures table on the main evaluation', async () => {
    const text = flat(
      pdfText(
        await reportPdf({
          record: stored(fullMainEvaluation),
          patient: tobias,
          measures: measuresUpTo(sources, 'main', tobias.age),
        }),
      ),
    );
    expect(text).not.toContain('Measures: baseline and now');
  });
});
