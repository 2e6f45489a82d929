import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fileDay, saveFile } from '../../../lib/download';
import { exportBackup, syncNow, useSyncStatus } from '../../../sync';

export const DISCARD_WORD = 'DISCARD';

async function downloadBackup(): Promise<void> {
  saveFile(await exportBackup(), `optolight-backup-${fileDay()}.json`);
}

interface Props {
  opened: boolean;
  onClose: () => void;
  onLogout: () => Promise<void>;
}

/** Decisions §6: with changes waiting, offer 'Sync now' and 'Download a backup'; discarding
 * them needs the confirmation word typed. */
export function LogoutDialog({ opened, onClose, onLogout }: Props) {
  const { pending } = useSyncStatus();
  const [typed, setTyped] = useState('');
  const [isSyncing, setSyncing] = useState(false);

  const sync = async () => {
    setSyncing(true);
    try {
      await syncNow();
    } finally {
      setSyncing(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Log out" centered>
      <Stack>
        {pending > 0 ? (
          <Alert color="red" title="Changes not synced yet" role="alert">
            {pending === 1 ? '1 change' : `${pending} changes`} on this device have not reached the
            server. Logging out removes them from this device.
          </Alert>
        ) : (
          <Text>All changes are synced. You can log out safely.</Text>
        )}
        <Group grow>
          <Button variant="default" onClick={() => void sync()} loading={isSyncing}>
            Sync now
          </Button>
          <Button variant="default" onClick={() => void downloadBackup()}>
            Download a backup
          </Button>
        </Group>
        {pending > 0 ? (
          <>
            <TextInput
              label={`Type ${DISCARD_WORD} to log out and discard the changes`}
              value={typed}
              onChange={(e) => {
                setTyped(e.currentTarget.value);
              }}
              autoComplete="off"
            />
            <Button
              color="red"
              disabled={typed.trim() !== DISCARD_WORD}
              onClick={() => void onLogout()}
            >
              Discard changes and log out
            </Button>
          </>
        ) : (
          <Button onClick={() => void onLogout()}>Log out</Button>
        )}
      </Stack>
    </Modal>
  );
}
