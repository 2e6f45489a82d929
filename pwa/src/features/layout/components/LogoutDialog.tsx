import { Alert, Button, List, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fileDay, saveFile } from '../../../lib/download';
import { exportBackup, syncNow, useSyncStatus } from '../../../sync';
import { outcomeText } from './sync-outcome';

const DISCARD_WORD = 'DISCARD';

async function downloadBackup(): Promise<void> {
  saveFile(await exportBackup(), `optolight-backup-${fileDay()}.json`);
}

interface Props {
  opened: boolean;
  onClose: () => void;
  onLogout: () => Promise<void>;
  /** Forms with text typed and never saved, which logging out removes too, each named by its
   * patient, record and section so it can be found and saved. */
  unsavedForms?: readonly string[];
}

/** docs/decisions.md#logout-on-a-shared-tablet: with changes waiting, offer 'Sync now' and
 * 'Download a backup'; discarding them needs the confirmation word typed. */
export function LogoutDialog({ opened, onClose, onLogout, unsavedForms = [] }: Props) {
  const { pending } = useSyncStatus();
  const isAtRisk = pending > 0 || unsavedForms.length > 0;
  const [typed, setTyped] = useState('');
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
    <Modal opened={opened} onClose={onClose} title="Log out" centered>
      <Stack>
        {pending > 0 && (
          <Alert color="red" title="Changes not synced yet" role="alert">
            {pending === 1 ? '1 change' : `${pending} changes`} on this device have not reached the
            server. Logging out removes them from this device.
          </Alert>
        )}
        {unsavedForms.length > 0 && (
          <Alert color="red" title="Text not saved" role="alert">
            {unsavedForms.length === 1 ? 'This form holds' : 'These forms hold'} text typed on this
            device and never saved:
            <List size="sm" my={4} aria-label="Forms not saved">
              {unsavedForms.map((form, i) => (
                <List.Item key={`${String(i)}-${form}`}>{form}</List.Item>
              ))}
            </List>
            Logging out removes it; open the form and save it first.
          </Alert>
        )}
        {!isAtRisk && <Text>All changes are synced. You can log out safely.</Text>}
        {/* Side by side where both fit; on a phone 'Download a backup' was cut to 'Download a ba'. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button variant="default" onClick={() => void sync()} loading={isSyncing}>
            Sync now
          </Button>
          <Button variant="default" onClick={() => void downloadBackup()}>
            Download a backup
          </Button>
        </SimpleGrid>
        {outcome && outcome !== 'synced' && (
          <Text size="sm" role="status" c="red.8">
            {outcomeText(outcome)}
          </Text>
        )}
        {isAtRisk ? (
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
