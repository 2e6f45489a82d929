import type { AnswerScale, Instrument } from './instrument';
import { sum } from './instrument';

/**
 * Convergence Insufficiency Symptom Survey (CISS), the primary outcome of the Convergence
 * Insufficiency Treatment Trials. Items, the 0–4 frequency scale and the cut-offs as published:
 * - Borsting EJ, Rouse MW, Mitchell GL, et al. Validity and reliability of the revised
 *   convergence insufficiency symptom survey in children aged 9 to 18 years. Optom Vis Sci.
 *   2003;80(12):832-838 (children: a total of 16 or more).
 * - Rouse MW, Borsting EJ, Mitchell GL, et al. Validity and reliability of the revised
 *   convergence insufficiency symptom survey in adults. Ophthalmic Physiol Opt.
 *   2004;24(5):384-390 (adults: a total of 21 or more).
 * - Convergence Insufficiency Treatment Trial Study Group. Arch Ophthalmol.
 *   2008;126(10):1336-1349 (the survey as the trials' primary outcome).
 */
const frequency: AnswerScale = {
  min: 0,
  max: 4,
  step: 1,
  labels: ['Never', 'Infrequently (not very often)', 'Sometimes', 'Fairly often', 'Always'],
};

const questions = [
  'Do your eyes feel tired when reading or doing close work?',
  'Do your eyes feel uncomfortable when reading or doing close work?',
  'Do you have headaches when reading or doing close work?',
  'Do you feel sleepy when reading or doing close work?',
  'Do you lose concentration when reading or doing close work?',
  'Do you have trouble remembering what you have read?',
  'Do you have double vision when reading or doing close work?',
  'Do you see the words move, jump, swim or appear to float on the page when reading or doing close work?',
  'Do you feel like you read slowly?',
  'Do your eyes ever hurt when reading or doing close work?',
  'Do your eyes ever feel sore when reading or doing close work?',
  'Do you feel a "pulling" feeling around your eyes when reading or doing close work?',
  'Do you notice the words blurring or coming in and out of focus when reading or doing close work?',
  'Do you lose your place while reading or doing close work?',
  'Do you have to re-read the same line of words when reading?',
] as const;

/** The cut-off by age: 16 under 18 years (Borsting 2003), 21 from 18 (Rouse 2004). With no
 * known age the adult cut-off is used, and the interpretation says so. */
export function cissCutOff(ageYears: number | null): number {
  return ageYears !== null && ageYears < 18 ? 16 : 21;
}

export const ciss: Instrument = {
  id: 'CISS',
  name: 'Convergence Insufficiency Symptom Survey',
  shortName: 'CISS',
  instructions:
    'Answer each question by how often it happens to you when reading or doing close work, with your glasses or contact lenses on if you wear them.',
  source:
    'Borsting EJ et al., Optom Vis Sci 2003;80(12):832-838 (children); Rouse MW et al., Ophthalmic Physiol Opt 2004;24(5):384-390 (adults); CITT Study Group, Arch Ophthalmol 2008;126(10):1336-1349.',
  items: questions.map((text, i) => ({ id: `q${String(i + 1)}`, text, scale: frequency })),
  score(answers, ageYears) {
    const score = sum(answers);
    const cutOff = cissCutOff(ageYears);
    const flagged = score >= cutOff;
    const who =
      ageYears === null
        ? 'the adult cut-off, as the patient’s age is not known'
        : ageYears < 18
          ? 'the cut-off under 18 years'
          : 'the cut-off from 18 years';
    const interpretation = flagged
      ? `${String(score)} of 60, at or above ${String(cutOff)} (${who}): symptoms consistent with convergence insufficiency.`
      : `${String(score)} of 60, below ${String(cutOff)} (${who}): symptoms within the normal range.`;
    return { score, maxScore: 60, flagged, interpretation, parts: [] };
  },
};
