import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useAppUpdate } from '../../../lib/pwa/update';
import { reloadBlocker, useHasDirtyForms, useSyncStatus } from '../../../sync';

/** 'Update available': applies the new version only when no form is dirty and nothing waits to
 * sync (docs/sync-protocol.md#rule-9-logout-and-updates); otherwise says what it waits for. */
export function UpdatePrompt() {
  const update = useAppUpdate();
  // Subscribing keeps the blocker text current as forms and the outbox change.
  useHasDirtyForms();
  useSyncStatus();
  if (!update.isWaiting) return null;
  const blocker = reloadBlocker();
  return (
    <Paper
      withBorder
      shadow="md"
      p="md"
      radius="md"
      role="region"
      aria-label="App update"
      style={{ position: 'fixed', left: 16, bottom: 16, zIndex: 300, maxWidth: 360 }}
    >
      <Text fw={700}>Update available</Text>
      <Text size="sm" mb="sm">
        {blocker ? `A new version is ready. ${blocker}` : 'A new version of Optolight is ready.'}
      </Text>
      <Group justify="flex-end">
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={blocker !== null}
          onClick={update.apply}
        >
          Update now
        </Button>
      </Group>
    </Paper>
  );
}
