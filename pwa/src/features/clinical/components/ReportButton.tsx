import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session';
import { downloadReport } from '../data/report';

/** Makes the record's PDF on the device and downloads it. */
export function ReportButton({ recordId }: { recordId: string }) {
  const user = useCurrentUser();
  const [isBusy, setBusy] = useState(false);
  if (user.status !== 'ready') return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={isBusy}
      onClick={() => {
        setBusy(true);
        downloadReport(recordId, user.user)
          .catch((error: unknown) => {
            notifications.show({
              title: 'The report could not be made',
              message: error instanceof Error ? error.message : '',
              color: 'red',
            });
          })
          .finally(() => {
            setBusy(false);
          });
      }}
    >
      Report
    </Button>
  );
}
