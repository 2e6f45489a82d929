import { Badge, Group, Text } from '@mantine/core';
import {
  type DueStatus,
  type PlanOfCare,
  type ProgressNoteDue,
  type RecertificationDue,
} from '@optolight/domain';
import { formatShortDate } from '../../../lib/format';

/** Each status's badge. White on the theme's orange falls short of 4.5:1 (3.6), so a due badge
 * is dark text on a lighter orange (9.4:1), as warning signs are. */
const badgeOf = {
  upcoming: { color: 'gray', variant: 'light' },
  due: { color: 'orange.5', variant: 'filled', c: 'black' },
  overdue: { color: 'red', variant: 'filled' },
} as const;
const wordOf = { upcoming: 'Upcoming', due: 'Due', overdue: 'Overdue' } as const;

/** 'Progress note due at visit 10 or by Jan 31, 2026' (whichever comes first). */
export function progressNoteText(due: ProgressNoteDue): string {
  return `Progress note at visit ${String(due.atVisit)} or by ${formatShortDate(due.byDate)}`;
}

export function recertificationText(due: RecertificationDue): string {
  const ends = formatShortDate(due.endsOn);
  if (due.daysLeft < 0) return `Recertification overdue: the period ended ${ends}`;
  const left = due.daysLeft === 0 ? 'today' : `in ${String(due.daysLeft)} days`;
  return `Recertification: the period ends ${ends} (${left})`;
}

function Flag({ status, text, id }: { status: DueStatus; text: string; id: string }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid={id} data-status={status}>
      <Badge {...badgeOf[status]} style={{ flexShrink: 0 }}>
        {wordOf[status]}
      </Badge>
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/** The plan's two flags: the next progress note and the recertification. */
export function DueBadges({ plan }: { plan: PlanOfCare }) {
  if (plan.isDischarged) return <Text size="sm">Discharged: nothing more is due.</Text>;
  return (
    <>
      {plan.progressNote && (
        <Flag
          id="progress-note-due"
          status={plan.progressNote.status}
          text={progressNoteText(plan.progressNote)}
        />
      )}
      {plan.recertification && (
        <Flag
          id="recertification-due"
          status={plan.recertification.status}
          text={recertificationText(plan.recertification)}
        />
      )}
    </>
  );
}

/** 'Visit 7 of 24', or 'Visit 7' when the plan names no frequency. */
export function visitCountText(plan: PlanOfCare): string {
  return plan.authorized === null
    ? `Visit ${String(plan.used)} (no visits authorized in the plan)`
    : `Visit ${String(plan.used)} of ${String(plan.authorized)}`;
}
