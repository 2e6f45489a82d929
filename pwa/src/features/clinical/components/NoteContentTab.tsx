import { Loader } from '@mantine/core';
import { gradedGoals, noteForPlan, type EvaluationType, type NoteContent } from '@optolight/domain';
import { usePlanGoals } from '../data/plan-goals';
import { NoteContentForm } from '../forms/NoteContentForm';
import type { SectionFormProps } from '../forms/SectionForm';

type Props = Omit<SectionFormProps<NoteContent>, 'initial'> & {
  stored: NoteContent;
  evaluationId: string | null;
  evaluationType: EvaluationType;
};

/** A note's body over the goals of its evaluation's plan as they are now on this device: a goal
 * added to the plan since shows up to grade. */
export function NoteContentTab({ stored, evaluationId, evaluationType, ...common }: Props) {
  const plan = usePlanGoals(evaluationId);
  if (!plan) return <Loader size="sm" aria-label="Loading" />;
  const initial = noteForPlan(plan, stored);
  return (
    <NoteContentForm
      {...common}
      initial={initial}
      goals={gradedGoals(plan, initial)}
      evaluationType={evaluationType}
    />
  );
}
