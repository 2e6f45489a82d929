import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { usePersistence } from '../../../lib/pwa/persistence';
import { local } from '../../../lib/storage';

const DISMISSED_KEY = 'optolight.storageNoteDismissed';

/**
 * Said once the browser refused persistent storage (the app asks for it first, see
 * lib/pwa/persistence.ts), on the home page: one line and a dismiss, not a card over every
 * page. It is worth knowing, not worth 50 px of every screen (docs/sync-protocol.md#rule-10-storage).
 */
export function StorageNote() {
  const persistence = usePersistence();
  const [isDismissed, setDismissed] = useState(() => local.get(DISMISSED_KEY) === '1');
  if (persistence !== 'refused' || isDismissed) return null;
  return (
    <Paper
      bg="yellow.0"
      withBorder
      px="sm"
      py={2}
      mt="md"
      data-testid="storage-note"
      role="note"
      aria-label="Storage on this device"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {/* A phone gets the short form: the long one took four lines (100 px) at 360 px. */}
        <Text size="sm" visibleFrom="sm">
          The browser may clear this device&apos;s data when space runs low: install the app.
        </Text>
        <Text size="sm" hiddenFrom="sm">
          Install the app so this device keeps its data.
        </Text>
        <Button
          variant="subtle"
          color="dark"
          miw={88}
          h={44}
          style={{ flexShrink: 0 }}
          onClick={() => {
            local.set(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          Dismiss
        </Button>
      </Group>
    </Paper>
  );
}
