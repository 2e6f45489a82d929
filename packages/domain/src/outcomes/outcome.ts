import { z } from 'zod';
import { ageOn } from '../dates';
import { msg } from '../messages';
import { DateString } from '../primitives';
import { answerProblems, type OutcomeScore } from './instrument';
import { instrumentIds, instruments, type InstrumentId } from './registry';

/** An instrument as taken: which one, the day, and the answers in item order. Any score sent
 * with it is not part of the shape: the score is always worked out from the answers. */
export const OutcomeAnswers = z
  .strictObject({
    instrument: z.enum(instrumentIds, { error: 'Choose one of the listed instruments' }),
    takenAt: DateString.refine((v) => v !== '', msg.required),
    answers: z.array(z.number({ error: 'Each answer is a number' })).max(200),
  })
  .superRefine((v, ctx) => {
    for (const p of answerProblems(instruments[v.instrument], v.answers)) {
      ctx.addIssue({
        code: 'custom',
        message: p.message,
        path: p.index < 0 ? ['answers'] : ['answers', p.index],
      });
    }
  });
export type OutcomeAnswers = z.infer<typeof OutcomeAnswers>;

/** Scores answers for a patient born on `dateOfBirth` (YYYY-MM-DD, or '' when unknown): the age
 * that picks a cut-off is the age on the day the instrument was taken. */
export function scoreOutcome(
  instrument: InstrumentId,
  answers: readonly number[],
  takenAt: string,
  dateOfBirth: string,
): OutcomeScore {
  const day = new Date(`${takenAt}T12:00:00`);
  const age = ageOn(dateOfBirth, day);
  return instruments[instrument].score(answers, age !== null && age >= 0 ? age : null);
}
