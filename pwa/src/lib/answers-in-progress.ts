import { instruments, type InstrumentId } from '@optolight/domain';

/** A questionnaire part-way through: the answers given so far (null where not yet) and the item
 * on screen. Kept as a draft after every tap, on the tablet and in the trainer alike. */
export interface AnswersInProgress {
  instrument: InstrumentId;
  answers: (number | null)[];
  index: number;
}

export const startAnswers = (instrument: InstrumentId): AnswersInProgress => ({
  instrument,
  answers: instruments[instrument].items.map(() => null),
  index: 0,
});

/** A kept draft read back: one of today's instruments, one slot per item, the index in range.
 * Anything else (an older app's shape, a damaged entry) is not offered back. */
export function isAnswersInProgress(v: unknown): v is AnswersInProgress {
  if (typeof v !== 'object' || v === null) return false;
  const { instrument, answers, index } = v as Record<string, unknown>;
  if (typeof instrument !== 'string' || !(instrument in instruments)) return false;
  const items = instruments[instrument as InstrumentId].items.length;
  return (
    Array.isArray(answers) &&
    answers.length === items &&
    answers.every((a) => a === null || typeof a === 'number') &&
    typeof index === 'number' &&
    Number.isInteger(index) &&
    index >= 0 &&
    index < items
  );
}

/** The answers once every item has one; null while any is missing. */
export function completeAnswers(state: AnswersInProgress): number[] | null {
  const given = state.answers.filter((a): a is number => a !== null);
  return given.length === state.answers.length ? given : null;
}
