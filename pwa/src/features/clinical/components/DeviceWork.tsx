import { Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { countDrafts } from '../../../db/drafts';
import { useSyncStatus } from '../../../sync';
import { useDb } from '../data/db';
import { ConflictList } from './ConflictList';
import { WaitingNote } from './WaitingNote';

/** The dashboard's second card, after the patients: what of the person's work is still only on
 * this device (waiting to sync, refused, in conflict, typed and not saved), so it is seen before
 * they leave the Wi-Fi or hand the tablet on. */
export function DeviceWork() {
  const status = useSyncStatus();
  const db = useDb();
  const drafts = useLiveQuery(() => (db ? countDrafts(db) : 0), [db]) ?? 0;
  const waiting = {
    pending: status.pending,
    conflicts: status.conflicts,
    refused: status.rejected ?? 0,
  };
  const isAllSent = !waiting.pending && !waiting.conflicts && !waiting.refused;
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="device-work" component="section">
      <Title order={2} size="h4" mb="xs" id="device-work">
        On this tablet
      </Title>
      <Stack gap="xs">
        {isAllSent ? (
          <Text size="sm">
            {status.state === 'downloading'
              ? 'Everything saved here is on the server; the practice is still downloading.'
              : 'Everything saved here is on the server.'}
          </Text>
        ) : (
          <WaitingNote waiting={waiting} />
        )}
        {drafts > 0 && (
          <Text size="sm" data-testid="unsaved-forms">
            {drafts === 1 ? '1 form holds' : `${String(drafts)} forms hold`} text typed and not yet
            saved: open it to save or discard.
          </Text>
        )}
        {waiting.conflicts > 0 && <ConflictList onOpened={() => undefined} />}
      </Stack>
    </Paper>
  );
}
