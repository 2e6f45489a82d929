import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { DownloadBar } from '../../../components/DownloadBar';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SyncPanel } from './SyncPanel';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconCloudDownload,
  IconCloudOff,
  IconLogin,
} from '@tabler/icons-react';
import { syncLabelLines, useSyncStatus, type SyncState } from '../../../sync';

const look: Record<SyncState, { color: string; Icon: typeof IconCircleCheck }> = {
  synced: { color: 'var(--mantine-color-green-8)', Icon: IconCircleCheck },
  waiting: { color: 'var(--mantine-color-yellow-9)', Icon: IconClockHour4 },
  offline: { color: 'var(--mantine-color-gray-7)', Icon: IconCloudOff },
  signin: { color: 'var(--mantine-color-red-8)', Icon: IconLogin },
  conflict: { color: 'var(--mantine-color-red-8)', Icon: IconAlertTriangle },
  downloading: { color: 'var(--mantine-color-blue-8)', Icon: IconCloudDownload },
};

// Opens Dexie only when there is something to show.
const RejectedChanges = lazy(() => import('./RejectedChanges'));

/** Always-visible sync state (docs/decisions.md#sync-status-in-the-header). Colour is only a hint;
 * the words carry the state. Pressed, it opens what the state needs: the conflicts, an in-place
 * sign-in, or 'Sync now'. */
export function SyncIndicator({
  conflictList,
}: {
  conflictList?: (close: () => void) => ReactNode;
}) {
  const status = useSyncStatus();
  const [showRejected, setShowRejected] = useState(false);
  const [isPanelOpen, setPanelOpen] = useState(false);
  // These two states need the person; they read as links to what settles them.
  const isAction = status.state === 'conflict' || status.state === 'signin';
  const { color, Icon } = look[status.state];
  const rejected = status.rejected ?? 0;
  const [label, detail] = syncLabelLines(status);
  return (
    <Group gap="xs" wrap="nowrap">
      {/* A button: it opens the conflicts, the sign-in or 'Sync now', whatever the state needs. */}
      <UnstyledButton
        onClick={() => {
          setPanelOpen(true);
        }}
        aria-haspopup="dialog"
        mih={44}
        px={4}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Group
          gap={6}
          wrap="nowrap"
          role="status"
          aria-live="polite"
          data-testid="sync-status"
          data-state={status.state}
        >
          <Icon size={20} color={color} aria-hidden />
          <Stack gap={2}>
            <Text
              size="sm"
              fw={600}
              lh={1.2}
              td={isAction ? 'underline' : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              {label}
            </Text>
            {detail && (
              <Text size="xs" lh={1.2} style={{ whiteSpace: 'nowrap' }}>
                {detail}
              </Text>
            )}
            {status.complete === false && status.download && (
              <DownloadBar stored={status.download.stored} total={status.download.total} />
            )}
          </Stack>
        </Group>
      </UnstyledButton>
      {isPanelOpen && (
        <SyncPanel
          onClose={() => {
            setPanelOpen(false);
          }}
          conflictList={conflictList}
        />
      )}
      {rejected > 0 && (
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          onClick={() => {
            setShowRejected(true);
          }}
        >
          {rejected === 1 ? '1 change not accepted' : `${rejected} changes not accepted`}
        </Button>
      )}
      {showRejected && (
        <Suspense fallback={null}>
          <RejectedChanges
            opened
            onClose={() => {
              setShowRejected(false);
            }}
          />
        </Suspense>
      )}
    </Group>
  );
}
