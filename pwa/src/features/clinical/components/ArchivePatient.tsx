import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { requireDb } from '../data/db';
import { setArchived, type PatientDetail } from '../data/patients';

/** Archives or restores the patient, saying how it went (works offline, syncs like any change). */
function useArchiving(detail: PatientDetail) {
  const [isBusy, setBusy] = useState(false);
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
  return { isBusy, change };
}

/**
 * 'Archive patient' beside the patient's details (docs/product.md#archived-patients). A patient
 * is never deleted here: signed records are legal records, kept. Archived, the patient leaves the
 * default lists, search and the due list; every record stays as it is and opens from Search
 * with 'Show archived patients'.
 */
export function ArchiveButton({ detail }: { detail: PatientDetail }) {
  const { isBusy, change } = useArchiving(detail);
  if (detail.patient.isArchived === true) return null;
  return (
    <Button
      variant="subtle"
      color="gray"
      size="xs"
      loading={isBusy}
      onClick={() => {
        change(true);
      }}
    >
      Archive patient
    </Button>
  );
}

/** An archived patient's page says so, with 'Restore patient'. */
export function ArchivedNotice({ detail }: { detail: PatientDetail }) {
  const { isBusy, change } = useArchiving(detail);
  if (detail.patient.isArchived !== true) return null;
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
}
