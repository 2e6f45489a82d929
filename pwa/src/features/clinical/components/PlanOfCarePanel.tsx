import { Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { VisitEntry } from '@optolight/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { usePaged } from '../../../components/use-paged';
import { formatShortDate, todayIso } from '../../../lib/format';
import { usePatientPlan } from '../data/use-plan-of-care';
import { addVisitEntry, removeVisitEntry, saveVisitEntry } from '../data/visit-entries';
import type { VisitEntryRow } from '../data/plan-of-care';
import { VisitEntryForm } from '../forms/VisitEntryForm';
import { DueBadges, visitCountText } from './DueBadges';

/** Which entry the dialog edits: a new one, or one of the list. */
type Editing = { kind: 'new' } | { kind: 'edit'; entry: VisitEntryRow };

/** Entries a page holds: a long plan's visits would otherwise push the rest of the page away. */
const sizes = [10, 25] as const;

const newEntry = (): VisitEntry => ({ date: todayIso(), minutes: 45, done: '' });
const certificationText = ({ from, to }: { from: string; to: string }) =>
  from || to
    ? `${formatShortDate(from) || 'not set'} to ${formatShortDate(to) || 'not set'}`
    : 'Not set yet (Discharge tab of the evaluation)';

/** Plan of Care on the patient page (docs/product.md#plan-of-care): the certification period,
 * visits used of authorized, what is due, and the visit entries with their Add button. */
export function PlanOfCarePanel({ patientId }: { patientId: string }) {
  const current = usePatientPlan(patientId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const entries = usePaged(current?.entries ?? [], sizes);
  if (!current) return null;
  const { plan, evaluationId } = current;
  const close = () => {
    setEditing(null);
  };
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="plan-of-care-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="plan-of-care-title">
          Plan of Care
        </Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setEditing({ kind: 'new' });
          }}
        >
          Add visit
        </Button>
      </Group>
      <Stack gap="xs">
        <Text fw={700} size="lg" data-testid="visit-count">
          {visitCountText(plan)}
        </Text>
        <Text size="sm" data-testid="certification-period">
          Certification period: {certificationText(plan.certification)}
        </Text>
        <DueBadges plan={plan} />
        {entries.shown.length > 0 && (
          <Table striped aria-label="Visit entries" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Minutes</Table.Th>
                <Table.Th>What was done</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.shown.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      px={4}
                      onClick={() => {
                        setEditing({ kind: 'edit', entry: e });
                      }}
                    >
                      {formatShortDate(e.date)}
                    </Button>
                  </Table.Td>
                  <Table.Td>{e.minutes}</Table.Td>
                  <Table.Td>{e.done}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {/* A short plan's entries need no pager. */}
        {current.entries.length > sizes[0] && entries.pager}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.kind === 'edit' ? 'Visit entry' : 'Add a visit'}
      >
        {editing?.kind === 'new' && (
          <VisitEntryForm
            draftKey={`new-visitEntry-${evaluationId}`}
            initial={newEntry()}
            onSave={async (values) => {
              await addVisitEntry(evaluationId, values);
              close();
            }}
            onCancel={close}
          />
        )}
        {editing?.kind === 'edit' && (
          <VisitEntryForm
            draftKey={editing.entry.id}
            initial={{
              date: editing.entry.date,
              minutes: editing.entry.minutes,
              done: editing.entry.done,
            }}
            onSave={async (values, editedFrom) => {
              await saveVisitEntry(editing.entry.id, values, editedFrom);
              close();
            }}
            onCancel={close}
            onDelete={() => {
              void removeVisitEntry(editing.entry.id).then(close);
            }}
          />
        )}
      </Modal>
    </Paper>
  );
}
