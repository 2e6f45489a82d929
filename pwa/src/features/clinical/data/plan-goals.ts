import { planGoals, type PlanGoal } from '@optolight/domain';
import { readSection, useStoredSection } from './records';

/** The goals of a main evaluation's plan, each with its target date, as stored on this device
 * now: a goal added to the plan since a note was written appears in it to grade. Undefined while
 * loading; none without an evaluation. */
export function usePlanGoals(evaluationId: string | null): PlanGoal[] | undefined {
  const short = useStoredSection(evaluationId, 'shortTermGoals');
  const long = useStoredSection(evaluationId, 'longTermGoals');
  if (!short || !long) return undefined;
  const s = readSection('shortTermGoals', short.raw);
  const l = readSection('longTermGoals', long.raw);
  return planGoals(
    { picked: s.shortTermGoals, typed: s.additionalGoals, targetDates: s.targetDates },
    { picked: l.longTermGoals, typed: l.additionalGoals, targetDates: l.targetDates },
  );
}
