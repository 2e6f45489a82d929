import { ageOn } from '../dates';
import type { MeasurePoint } from '../measure-progress';
import { byText } from '../primitives';
import { cissCutOff } from './ciss';
import type { OutcomeAnswers } from './outcome';
import { scoreOutcome } from './outcome';
import { instruments, type InstrumentId } from './registry';
import { vomsSymptomRise } from './voms';

/** The score at and past which an instrument flags, for the patient's age on the day: what a
 * graph draws as the cut-off line. */
export function outcomeCutOff(instrument: InstrumentId, takenAt: string, dateOfBirth: string) {
  if (instrument === 'VOMS') return vomsSymptomRise;
  const age = ageOn(dateOfBirth, new Date(`${takenAt}T12:00:00`));
  return cissCutOff(age !== null && age >= 0 ? age : null);
}

const labels: Record<InstrumentId, string> = {
  CISS: 'CISS symptom score (0–60)',
  VOMS: 'VOMS largest symptom rise (0–10)',
};

/**
 * Stored questionnaire results as measure points, oldest first (docs/outcome-measures.md). The
 * value is scored again from the answers, so a point never depends on a score stored with them.
 */
export function outcomeMeasurePoints(
  results: readonly Pick<OutcomeAnswers, 'instrument' | 'takenAt' | 'answers'>[],
  dateOfBirth: string,
): MeasurePoint[] {
  return [...results]
    .sort((a, b) => byText(a.takenAt, b.takenAt))
    .map((r) => {
      const { score } = scoreOutcome(r.instrument, r.answers, r.takenAt, dateOfBirth);
      const cutOff = outcomeCutOff(r.instrument, r.takenAt, dateOfBirth);
      // The same shape as a binocular finding's, so one graph and one comparison table take both.
      return {
        measure: instruments[r.instrument].shortName,
        label: labels[r.instrument],
        date: r.takenAt,
        value: score,
        unit: 'points',
        norm: { expected: `under ${String(cutOff)}`, flagged: score >= cutOff, limit: cutOff },
      };
    });
}
