import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatCount } from '../../../lib/format';
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

/** Plan of care: the most urgent patients with a progress note or recertification due or
 * overdue, their count and a link to the whole list (docs/product.md#plan-of-care). Hidden
 * while nothing is due. */
export function DuePatients() {
  // Not while the first download runs: the list would be partial, and reading it slows it.
  const { complete } = useSyncStatus();
  const due = useDuePatients(complete !== false);
  if (!due?.length) return null;
  const count = due.length;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="due-title">
      <Group justify="space-between" align="baseline" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="due-title">
          Due for a note or recertification
        </Title>
        <Text size="sm" c="dimmed" data-testid="due-count">
          {count === 1 ? '1 patient' : `${formatCount(count)} patients`}
        </Text>
      </Group>
      <DueRows rows={due.slice(0, dashboardDueCount)} />
      {count > dashboardDueCount && (
        <Anchor component={Link} to="/due" mt="sm" display="inline-block" fw={600}>
          See all {formatCount(count)} due patients
        </Anchor>
      )}
    </Paper>
  );
}
