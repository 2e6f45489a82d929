import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session';
import { downloadFhir } from '../data/fhir-export';

/** Saves the patient's whole chart as a FHIR R4 file for an EHR, made on the device (works
 * offline) with what the server's export holds (docs/export.md). */
export function FhirExportButton({ patientId }: { patientId: string }) {
  const user = useCurrentUser();
  const [isBusy, setBusy] = useState(false);
  if (user.status !== 'ready') return null;
  return (
    <Button
      variant="subtle"
      color="gray"
      size="xs"
      loading={isBusy}
      onClick={() => {
        setBusy(true);
        downloadFhir(patientId, user.user)
          .then((name) => {
            notifications.show({ title: 'Chart exported', message: `Saved as ${name}` });
          })
          .catch((error: unknown) => {
            notifications.show({
              title: 'The chart could not be exported',
              message: error instanceof Error ? error.message : '',
              color: 'red',
            });
          })
          .finally(() => {
            setBusy(false);
          });
      }}
    >
      Export chart (FHIR)
    </Button>
  );
}
