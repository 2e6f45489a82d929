import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { usePersistence } from '../../../lib/pwa/persistence';
import { local } from '../../../lib/storage';

const DISMISSED_KEY = 'optolight.storageNoteDismissed';

/** Sync protocol rule 10: say so when the browser refused persistent storage. */
export function StorageNote() {
  const persistence = usePersistence();
  const [isDismissed, setDismissed] = useState(() => local.get(DISMISSED_KEY) === '1');
  if (persistence !== 'refused' || isDismissed) return null;
  return (
    <Alert
      color="yellow"
      mb="md"
      data-testid="storage-note"
      title="Storage on this device is not guaranteed"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          This browser may clear data saved on this device when space runs low. Installing Optolight
          as an app usually keeps it safe.
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            local.set(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          Got it
        </Button>
      </Group>
    </Alert>
  );
}
