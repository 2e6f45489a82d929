import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { requireDb } from '../data/db';
import { setArchived, type PatientDetail } from '../data/patients';

/**
 * 'Archive patient' on the patient page, and 'Restore patient' on an archived one
 * (docs/product.md#archived-patients). A patient is never deleted here: signed records are legal
 * records, kept. Archived, the patient leaves the default lists, search and the due list; every
 * record stays as it is and opens from Search with 'Show archived patients'. Works offline.
 */
export function ArchivePatient({ detail }: { detail: PatientDetail }) {
  const [isBusy, setBusy] = useState(false);
  const isArchived = detail.patient.isArchived === true;
  const change = (next: boolean) => {
    setBusy(true);
    setArchived(requireDb(), detail.patient.id, next, detail.archiveData)
      .then(() => {
        notifications.show({
          message: next
            ? 'Patient archived: out of the lists, every record kept.'
            : 'Patient restored to the lists.',
          color: 'green',
        });
      })
      .catch((error: unknown) => {
        notifications.show({
          title: next ? 'Not archived' : 'Not restored',
          message: error instanceof Error ? error.message : '',
          color: 'red',
        });
      })
      .finally(() => {
        setBusy(false);
      });
  };
  if (isArchived)
    return (
      <Alert color="gray" title="Archived patient" role="status" mt="md">
        <Group justify="space-between">
          <Text size="sm">
            Kept with every record, and left out of the patient lists, search and the due list.
          </Text>
          <Button
            variant="default"
            loading={isBusy}
            onClick={() => {
              change(false);
            }}
          >
            Restore patient
          </Button>
        </Group>
      </Alert>
    );
  // Apart from the patient's buttons above it: touch targets stay 8 px apart on a phone.
  return (
    <Group justify="flex-end" mt="md">
      <Button
        variant="subtle"
        color="gray"
        loading={isBusy}
        onClick={() => {
          change(true);
        }}
      >
        Archive patient
      </Button>
    </Group>
  );
}
