import { byInstant } from '../primitives';
import { adviceAfter, symptomKeys, symptomLabels } from '../trainer/symptoms';
import type { TrainerRound } from '../trainer/round';
import type { HomeProgram } from './program';

/** What the therapist reads of a round: no trials, no calibration. */
export type RoundOverview = Pick<
  TrainerRound,
  | 'id'
  | 'exercise'
  | 'startedAt'
  | 'durationMs'
  | 'score'
  | 'accuracy'
  | 'finalLevel'
  | 'symptomsBefore'
  | 'symptomsAfter'
>;

export interface WeekAdherence {
  /** First day of the programme week, YYYY-MM-DD. */
  weekStart: string;
  /** Days with at least one round: a session is a day's training. */
  done: number;
  prescribed: number;
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => iso.slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Sessions done against sessions prescribed, per programme week (weeks count from the start
 * date), up to the end date or today, whichever comes first. Days are UTC days.
 */
export function weeklyAdherence(
  program: Pick<HomeProgram, 'startDate' | 'endDate' | 'sessionsPerWeek'>,
  rounds: readonly Pick<RoundOverview, 'startedAt'>[],
  today: string,
): WeekAdherence[] {
  const last = today < program.endDate ? today : program.endDate;
  const days = new Set(rounds.map((r) => dayOf(r.startedAt)));
  const weeks: WeekAdherence[] = [];
  for (let start = program.startDate; start <= last; start = addDays(start, 7)) {
    let done = 0;
    for (let d = 0; d < 7; d++) {
      const day = addDays(start, d);
      if (day <= program.endDate && days.has(day)) done++;
    }
    weeks.push({ weekStart: start, done, prescribed: program.sessionsPerWeek });
  }
  return weeks;
}

/**
 * Why the patient was told to stop for the day after a round (the trainer's `adviceAfter`): new
 * or worse double vision, or a strong symptom. In the therapist's words; empty when none.
 */
export function symptomFlags(
  round: Pick<RoundOverview, 'symptomsBefore' | 'symptomsAfter'>,
): string[] {
  const { symptomsBefore: before, symptomsAfter: after } = round;
  if (!adviceAfter(before, after).isStop) return [];
  const flags: string[] = [];
  if (after.doubleVision !== before.doubleVision && after.doubleVision !== 'none')
    flags.push(before.doubleVision === 'none' ? 'New double vision' : 'Double vision got worse');
  for (const s of symptomKeys)
    if (after[s] === 'strong' && !(s === 'doubleVision' && flags.length))
      flags.push(`Strong ${symptomLabels[s].toLowerCase()}`);
  return flags;
}

/** Flagged rounds first, then newest first. */
export function roundsForReview<R extends RoundOverview>(rounds: readonly R[]): R[] {
  return [...rounds].sort((a, b) => {
    const flagged = Number(symptomFlags(b).length > 0) - Number(symptomFlags(a).length > 0);
    return flagged || byInstant(b.startedAt, a.startedAt);
  });
}
