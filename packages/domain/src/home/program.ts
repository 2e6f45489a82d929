import { z } from 'zod';
import { sectionVersions } from '../migrations';
import { isRealDate, Timestamp } from '../primitives';
import { TrainerExercise } from '../trainer/exercises';

const CalendarDate = z.string().refine(isRealDate, 'Must be a date (YYYY-MM-DD)');

/** One prescribed exercise, done for some minutes or some rounds per session. */
export const ProgramExercise = z.strictObject({
  exercise: TrainerExercise,
  unit: z.enum(['minutes', 'rounds']),
  amount: z.number().int().min(1, 'At least 1').max(60, 'At most 60'),
});
export type ProgramExercise = z.infer<typeof ProgramExercise>;

/**
 * What a therapist prescribes for home training (docs/product.md#home-programme): the exercises,
 * where the trainer's staircase starts, how often, for which dates, and a note to the patient.
 */
export const HomeProgram = z
  .strictObject({
    exercises: z
      .array(ProgramExercise)
      .min(1, 'Choose at least one exercise')
      .max(TrainerExercise.options.length),
    startLevel: z.number().int().min(0).max(20),
    sessionsPerWeek: z.number().int().min(1, 'At least 1').max(14, 'At most 14'),
    startDate: CalendarDate,
    endDate: CalendarDate,
    note: z.string().trim().max(2000, 'Must be 2000 characters or less'),
  })
  .superRefine((p, ctx) => {
    if (p.endDate < p.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Ends before it starts' });
    const seen = new Set<string>();
    for (const [i, e] of p.exercises.entries()) {
      if (seen.has(e.exercise))
        ctx.addIssue({ code: 'custom', path: ['exercises', i], message: 'Listed twice' });
      seen.add(e.exercise);
    }
  });
export type HomeProgram = z.infer<typeof HomeProgram>;

/**
 * The name the programme is stored under as a section of its patient record: prescribing is a
 * section save, queued and synced like any other (docs/sync-protocol.md#home-programmes), and
 * every save the server accepts also adds a `StoredProgram` version for the patient side.
 */
export const homeProgramSection = 'homeProgram';
/** Versions of stored HomeProgram content (../migrations.ts): version 1, no steps yet. A change
 * of shape adds a step here, with a test beside this file, and never edits an old one. */
export const HomeProgramVersions = sectionVersions([]);

/**
 * A stored programme: every change is a new version and the older ones are kept. `shape` is the
 * stored shape's own version, for the migrations a later change of `HomeProgram` will need.
 */
export const StoredProgram = z.strictObject({
  program: HomeProgram,
  version: z.number().int().min(1),
  prescribedAt: Timestamp,
  shape: z.literal(1),
});
export type StoredProgram = z.infer<typeof StoredProgram>;
