import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { syncLabel, syncNow, useSyncStatus, type SyncStatus } from '../../../sync';
import { SignInAgain } from './SignInAgain';
import { outcomeText } from './sync-outcome';

/** What the header's state means for the person's work. */
function explain(status: SyncStatus): string {
  const waiting = status.pending === 1 ? '1 change' : `${String(status.pending)} changes`;
  switch (status.state) {
    case 'synced':
      return 'Everything on this tablet is on the server.';
    case 'waiting':
      return `${waiting} saved on this tablet and about to be sent.`;
    case 'offline':
      return status.pending > 0
        ? `${waiting} saved on this tablet wait for a connection.`
        : 'This tablet is offline. What you save stays here until it is back online.';
    case 'downloading':
      return 'This tablet is still downloading the practice.';
    case 'signin':
    case 'conflict':
      return '';
  }
}

function SyncNow() {
  const [isSyncing, setSyncing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const sync = async () => {
    setSyncing(true);
    setOutcome(null);
    try {
      setOutcome(await syncNow());
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Stack gap="xs">
      <Button variant="default" onClick={() => void sync()} loading={isSyncing}>
        Sync now
      </Button>
      {outcome && (
        <Text size="sm" role="status" c={outcome === 'synced' ? 'green.9' : 'red.8'}>
          {outcomeText(outcome)}
        </Text>
      )}
    </Stack>
  );
}

interface Props {
  onClose: () => void;
  /** The open conflicts, composed in by the app (the clinical screens know the records). */
  conflictList?: (close: () => void) => ReactNode;
}

/** Opened from the header's sync state: conflicts to settle, an in-place sign-in, or the
 * state in words with 'Sync now'. */
export function SyncPanel({ onClose, conflictList }: Props) {
  const status = useSyncStatus();
  const title =
    status.state === 'signin'
      ? 'Sign in again'
      : status.state === 'conflict'
        ? 'Conflicts'
        : 'Sync';
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {status.state === 'signin' ? (
        <SignInAgain onDone={onClose} />
      ) : (
        <Stack>
          {status.state === 'conflict' ? (
            <>
              <Text size="sm">
                These sections were changed differently on two devices. Open one to pick what to
                keep.
              </Text>
              {conflictList?.(onClose)}
            </>
          ) : (
            <Text>
              <Text span fw={600}>
                {syncLabel(status)}.
              </Text>{' '}
              {explain(status)}
            </Text>
          )}
          <SyncNow />
        </Stack>
      )}
    </Modal>
  );
}
