import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSyncStatus } from '../../../sync';
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
            {visitCountText(due.plan.plan)}
          </Text>
          <DueBadges plan={due.plan.plan} />
        </Stack>
        <Button variant="light" onClick={onOpen}>
          Open
        </Button>
      </Group>
    </Paper>
  );
}

/** Plan of care: the patients with a progress note or recertification due or overdue, most
 * urgent first (docs/product.md#plan-of-care). Hidden while nothing is due. */
export function DuePatients() {
  // Not while the first download runs: the list would be partial, and reading it slows it.
  const { complete } = useSyncStatus();
  const due = useDuePatients(complete !== false);
  const openPatient = useOpenPatient();
  if (!due?.length) return null;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="due-title">
      <Title order={2} size="h4" mb="xs" id="due-title">
        Due for a note or recertification
      </Title>
      <Stack gap="xs">
        {due.map((d) => (
          <DueRow
            key={d.patientId}
            due={d}
            onOpen={() => {
              openPatient({ id: d.patientId });
            }}
          />
        ))}
      </Stack>
    </Paper>
  );
}
