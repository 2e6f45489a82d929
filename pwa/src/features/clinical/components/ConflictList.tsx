import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { formatDateTime } from '../../../lib/format';
import { conflictSectionTitle } from '../data/conflict-section';
import {
  isPatientPlace,
  useConflictPlaces,
  type ConflictPlace,
  type RecordConflictPlace,
} from '../data/open-conflicts';
import { requestTab, selectEvaluation, selectNote, selectPatient } from '../state';

const recordLabel = (p: RecordConflictPlace) =>
  `${p.noteId ? p.evaluationType : 'Main evaluation'}${p.visitDate ? `, ${p.visitDate}` : ''} · `;

/** The open conflicts (the header's 'Conflict'), each opening its record at its tab. */
export function ConflictList({ onOpened }: { onOpened: () => void }) {
  const places = useConflictPlaces();
  const navigate = useNavigate();
  if (!places) return null;
  if (places.length === 0) return <Text>No conflicts are open on this device.</Text>;
  const open = (p: ConflictPlace) => {
    selectPatient(p.patientId);
    onOpened();
    // A patient's details are settled on the patient's page, beside the details themselves.
    if (isPatientPlace(p)) {
      void navigate({ to: '/patient' });
      return;
    }
    selectEvaluation(p.evaluationId);
    if (p.noteId) selectNote(p.evaluationType, p.noteId);
    requestTab(p.section);
    void navigate({ to: p.noteId ? '/soapnotes' : '/evaluation' });
  };
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conflicts">
      {places.map((p) => (
        <Card key={p.conflict.id} withBorder padding="sm" component="li">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600}>{p.patientName || 'Unnamed patient'}</Text>
              <Text size="sm">
                {isPatientPlace(p) ? '' : recordLabel(p)}
                {conflictSectionTitle(p.section)}
              </Text>
              <Text size="xs">Found {formatDateTime(p.conflict.createdAt)}</Text>
            </Stack>
            <Button
              size="sm"
              variant="light"
              onClick={() => {
                open(p);
              }}
              aria-label={`Open ${conflictSectionTitle(p.section)} of ${p.patientName}`}
            >
              Open
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
