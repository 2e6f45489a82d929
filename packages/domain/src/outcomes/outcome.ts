import { z } from 'zod';
import { ageOn } from '../dates';
import { msg } from '../messages';
import { DateString } from '../primitives';
import { answerProblems, type OutcomeScore } from './instrument';
import { instrumentIds, instruments, type InstrumentId } from './registry';

const answersShape = {
  instrument: z.enum(instrumentIds, { error: 'Choose one of the listed instruments' }),
  takenAt: DateString.refine((v) => v !== '', msg.required),
  answers: z.array(z.number({ error: 'Each answer is a number' })).max(200),
};

/** Names each missing, extra or off-scale answer at its position (`answers.7`). */
function checkAnswers(
  v: { instrument: InstrumentId; answers: readonly number[] },
  ctx: z.RefinementCtx,
) {
  for (const p of answerProblems(instruments[v.instrument], v.answers)) {
    ctx.addIssue({
      code: 'custom',
      message: p.message,
      path: p.index < 0 ? ['answers'] : ['answers', p.index],
    });
  }
}

/** A score, flag or interpretation a client sends with answers is taken and dropped: the score
 * is always worked out from the answers, so a client's is ignored, never stored. Any other key is
 * still refused. */
const ignoredScore = {
  score: z.unknown().optional(),
  flagged: z.unknown().optional(),
  interpretation: z.unknown().optional(),
};
const withoutScore = <T extends { score?: unknown; flagged?: unknown; interpretation?: unknown }>({
  score: _score,
  flagged: _flagged,
  interpretation: _interpretation,
  ...rest
}: T) => rest;

/** An instrument as taken: which one, the day, and the answers in item order. */
export const OutcomeAnswers = z
  .strictObject({ ...answersShape, ...ignoredScore })
  .superRefine(checkAnswers)
  .transform(withoutScore);
export type OutcomeAnswers = z.output<typeof OutcomeAnswers>;

/** A questionnaire a linked patient filled at home (docs/outcome-measures.md#at-home): the
 * answers with an id the patient's device made, so a retried upload is stored once. */
export const HomeOutcome = z
  .strictObject({ id: z.uuid(), ...answersShape, ...ignoredScore })
  .superRefine(checkAnswers)
  .transform(withoutScore);
export type HomeOutcome = z.output<typeof HomeOutcome>;

/**
 * A questionnaire result as stored (the `outcome` section of an `outcomeResult` record under the
 * patient): the answers, and the score, flag and interpretation the answers give. The score
 * fields are worked out by whoever stores the result (the device offline, the server on every
 * save it accepts) and any sent with it are replaced, never trusted.
 */
export const OutcomeResult = z
  .strictObject({
    ...answersShape,
    score: z.number().optional(),
    flagged: z.boolean().optional(),
    interpretation: z.string().max(500).optional(),
    /** Filled by the patient from a linked account at home. Set by the server only, on the
     * results it takes from home; a device's claim is dropped. */
    fromHome: z.literal(true).optional(),
  })
  .superRefine(checkAnswers);
export type OutcomeResult = z.output<typeof OutcomeResult>;

/** A result with its score, flag and interpretation worked out. */
export type ScoredOutcome = Required<Omit<OutcomeResult, 'fromHome'>> &
  Pick<OutcomeResult, 'fromHome'>;

/** The stored form of answers: the answers with the score, flag and interpretation they give
 * for a patient born on `dateOfBirth` (whatever score came with them is dropped), and whether
 * they were filled at home. */
export function scoredResult(
  result: OutcomeAnswers & Pick<OutcomeResult, 'fromHome'>,
  dateOfBirth: string,
): ScoredOutcome {
  const { instrument, takenAt, answers, fromHome } = result;
  const { score, flagged, interpretation } = scoreOutcome(
    instrument,
    answers,
    takenAt,
    dateOfBirth,
  );
  return {
    instrument,
    takenAt,
    answers,
    score,
    flagged,
    interpretation,
    ...(fromHome && { fromHome }),
  };
}

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
