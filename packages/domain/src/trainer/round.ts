import { z } from 'zod';
import { Timestamp } from '../primitives';
import { exercises, TrainerExercise } from './exercises';
import { summarize } from './scoring';
import { SymptomCheck } from './symptoms';

/** A round lasts 30–60 s; the bound leaves room for the 3 s rounds of the test mode and pauses. */
export const MAX_ROUND_MS = 180_000;
/** More than one trial every 0.6 s for three minutes is not a real round. */
export const MAX_TRIALS = 300;
const MAX_LEVEL = 20;

export const Calibration = z.strictObject({
  /** CSS px per cm, from the card-matching screen. */
  pxPerCm: z.number().min(5).max(400),
  viewingDistanceCm: z.number().min(15).max(300),
  screenWidthPx: z.number().int().min(100).max(20_000),
  screenHeightPx: z.number().int().min(100).max(20_000),
});
export type Calibration = z.infer<typeof Calibration>;

export const TrainerTrial = z.strictObject({
  /** Ms from the round's start to the stimulus. */
  atMs: z.number().int().min(0).max(MAX_ROUND_MS),
  level: z.number().int().min(0).max(MAX_LEVEL),
  isCorrect: z.boolean(),
  reactionMs: z.number().int().min(0).max(60_000).nullable(),
  /** What was shown and what was answered (letters, digits), for the therapist to read. */
  shown: z.string().max(16).optional(),
  answered: z.string().max(16).optional(),
});
export type TrainerTrial = z.infer<typeof TrainerTrial>;

/** A round's fields before the checks across them; other shapes pick from it. */
export const TrainerRoundFields = z.strictObject({
  /** UUIDv7 made on the device, so a round can be stored offline and re-sent harmlessly. */
  id: z.uuid({ version: 'v7' }),
  exercise: TrainerExercise,
  startedAt: Timestamp,
  endedAt: Timestamp,
  durationMs: z.number().int().min(0).max(MAX_ROUND_MS),
  trials: z.array(TrainerTrial).max(MAX_TRIALS),
  score: z.number().int().min(0),
  accuracy: z.number().min(0).max(1),
  meanReactionMs: z.number().int().min(0).nullable(),
  finalLevel: z.number().int().min(0).max(MAX_LEVEL),
  calibration: Calibration,
  symptomsBefore: SymptomCheck,
  symptomsAfter: SymptomCheck,
});

export const TrainerRound = TrainerRoundFields.superRefine((r, ctx) => {
  if (Date.parse(r.endedAt) < Date.parse(r.startedAt))
    ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'Ends before it starts' });
  const maxLevel = exercises[r.exercise].staircase.maxLevel;
  if (r.finalLevel > maxLevel || r.trials.some((t) => t.level > maxLevel))
    ctx.addIssue({ code: 'custom', path: ['finalLevel'], message: 'Level out of range' });
  // Totals are derived from the trials: a client cannot claim a score its trials do not earn.
  const expected = summarize(r.exercise, r.trials);
  for (const key of ['score', 'accuracy', 'meanReactionMs'] as const) {
    if (r[key] !== expected[key])
      ctx.addIssue({ code: 'custom', path: [key], message: `Does not match the trials` });
  }
});
export type TrainerRound = z.infer<typeof TrainerRound>;
