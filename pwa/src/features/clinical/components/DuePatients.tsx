import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCount } from '../../../lib/format';
import { useShownAfter } from '../../../lib/use-shown-after';
import { useSyncStatus } from '../../../sync';
import { dashboardDueCount } from '../data/due-filter';
import type { DuePatient } from '../data/use-plan-of-care';
import { useDuePatients } from '../data/use-plan-of-care';
import { DueBadges, visitCountText } from './DueBadges';
import { useOpenPatient } from './use-open-patient';

function DueRow({ due, onOpen }: { due: DuePatient; onOpen: () => void }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="due-patient">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Group gap="xs">
            <Text fw={700}>{due.name || 'Unnamed patient'}</Text>
            {due.number && (
              <Badge variant="outline" color="gray">
                {due.number}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {visitCountText(due.plan)}
          </Text>
          <DueBadges plan={due.plan} />
        </Stack>
        <Button variant="light" onClick={onOpen}>
          Open
        </Button>
      </Group>
    </Paper>
  );
}

/** Due patients as cards, each opening its patient page. */
export function DueRows({ rows, testId }: { rows: readonly DuePatient[]; testId?: string }) {
  const openPatient = useOpenPatient();
  return (
    <Stack gap="xs" data-testid={testId}>
      {rows.map((d) => (
        <DueRow
          key={d.patientId}
          due={d}
          onOpen={() => {
            openPatient({ id: d.patientId });
          }}
        />
      ))}
    </Stack>
  );
}

/** How long the list may take before the card says it is being worked out: a small practice's
 * is there at once, a large one's is read from the whole practice after its first download (5 to
 * 6 s at 10,000 patients, 23 s at 50,000), and a card that is simply absent meanwhile reads as
 * "nobody is due". */
const WORKING_AFTER_MS = 1000;

/** Plan of care: the most urgent patients with a progress note or recertification due or
 * overdue, their count and a link to the whole list (docs/product.md#plan-of-care). Hidden
 * while nothing is due. */
export function DuePatients() {
  // Not while the first download runs: the list would be partial, and reading it slows it.
  const { complete } = useSyncStatus();
  const due = useDuePatients(complete !== false);
  const isWorking = useShownAfter(due === undefined, WORKING_AFTER_MS);
  if (isWorking)
    return (
      <DueCard>
        <Text size="sm" c="dimmed" data-testid="due-working">
          Working out who is due on this tablet…
        </Text>
      </DueCard>
    );
  if (!due?.length) return null;
  const count = due.length;
  return (
    <DueCard
      count={
        <Text size="sm" c="dimmed" data-testid="due-count">
          {count === 1 ? '1 patient' : `${formatCount(count)} patients`}
        </Text>
      }
    >
      <DueRows rows={due.slice(0, dashboardDueCount)} />
      {count > dashboardDueCount && (
        <Anchor component={Link} to="/due" mt="sm" display="inline-block" fw={600}>
          See all {formatCount(count)} due patients
        </Anchor>
      )}
    </DueCard>
  );
}

function DueCard({ count, children }: { count?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="due-title">
      <Group justify="space-between" align="baseline" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="due-title">
          Due for a note or recertification
        </Title>
        {count}
      </Group>
      {children}
    </Paper>
  );
}
