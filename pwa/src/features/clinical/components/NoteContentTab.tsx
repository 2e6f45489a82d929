import { gradedGoals, noteForPlan, type EvaluationType, type NoteContent } from '@optolight/domain';
import { usePlanGoals } from '../data/plan-goals';
import { useNotePeriod } from '../data/use-note-period';
import { NoteContentForm } from '../forms/NoteContentForm';
import type { NoteInsert } from '../forms/note-insert';
import type { SectionFormProps } from '../forms/SectionForm';
import { Spinner } from '../../../components/Spinner';

type Props = Omit<SectionFormProps<NoteContent>, 'initial'> & {
  stored: NoteContent;
  evaluationId: string | null;
  evaluationType: EvaluationType;
  recordId: string | null;
  /** The home programme's summary and whose record it reads (see RecordTabs). */
  insert?: { insert: NoteInsert; patientId: string };
};

/** A note's body over the goals of its evaluation's plan as they are now on this device: a goal
 * added to the plan since shows up to grade. */
export function NoteContentTab({
  stored,
  evaluationId,
  evaluationType,
  recordId,
  insert,
  ...common
}: Props) {
  const plan = usePlanGoals(evaluationId);
  const period = useNotePeriod(evaluationId, recordId);
  if (!plan) return <Spinner label="Loading" />;
  const initial = noteForPlan(plan, stored);
  return (
    <NoteContentForm
      {...common}
      initial={initial}
      goals={gradedGoals(plan, initial)}
      evaluationType={evaluationType}
      {...(insert && period ? { insert: { ...insert, period } } : {})}
    />
  );
}
