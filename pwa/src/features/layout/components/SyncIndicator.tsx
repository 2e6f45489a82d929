import { Group, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconCloudOff,
  IconLogin,
} from '@tabler/icons-react';
import { syncLabel, useSyncStatus, type SyncState } from '../../../sync';

const look: Record<SyncState, { color: string; Icon: typeof IconCircleCheck }> = {
  synced: { color: 'var(--mantine-color-green-8)', Icon: IconCircleCheck },
  waiting: { color: 'var(--mantine-color-yellow-9)', Icon: IconClockHour4 },
  offline: { color: 'var(--mantine-color-gray-7)', Icon: IconCloudOff },
  signin: { color: 'var(--mantine-color-red-8)', Icon: IconLogin },
  conflict: { color: 'var(--mantine-color-red-8)', Icon: IconAlertTriangle },
};

/** Always-visible sync state (decisions §1). Colour is only a hint; the words carry the state. */
export function SyncIndicator() {
  const status = useSyncStatus();
  const { color, Icon } = look[status.state];
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="status"
      aria-live="polite"
      data-testid="sync-status"
      data-state={status.state}
    >
      <Icon size={20} color={color} aria-hidden />
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {syncLabel(status)}
      </Text>
    </Group>
  );
}
