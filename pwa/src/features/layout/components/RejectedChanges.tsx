import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { sectionTitles, SectionName } from '@optolight/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { discardRejected } from '../../../db/repo';
import type { OutboxEntry } from '../../../db/schema';
import { fileDay, saveFile } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { refusedChangesFile } from '../../../sync/refused-file';
import { clinicalDb } from '../../../sync/runtime';

function describe(entry: OutboxEntry): string {
  if (entry.type === 'saveSection' || entry.type === 'resolveConflict') {
    const name = SectionName.safeParse(entry.section);
    return `Saved ${name.success ? sectionTitles[name.data] : entry.section === 'info' ? 'Patient details' : 'Patient registration'}`;
  }
  switch (entry.type) {
    case 'createRecord':
      return `New ${entry.kind}`;
    case 'signRecord':
      return 'Signature';
    case 'certifyPlan':
      return 'Certification of the plan of care';
    case 'addAddendum':
      return `Addendum: ${entry.text.slice(0, 80)}`;
    case 'deleteRecord':
      return 'Deleted record';
  }
}

async function downloadRefused(): Promise<void> {
  saveFile(await refusedChangesFile(clinicalDb()), `optolight-refused-changes-${fileDay()}.json`);
}

/** Changes the server refused (docs/sync-protocol.md#rule-8-errors-never-drop-data): shown with
 * its reasons until a person discards them. */
export default function RejectedChanges({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const entries =
    useLiveQuery(() => clinicalDb().outbox.where('status').equals('rejected').sortBy('seq'), []) ??
    [];
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title="Changes the server did not accept" size="lg">
      <Stack>
        <Text size="sm">
          These changes are still on this device. Correct the record and save it again, or discard a
          change you no longer need. Download them first to keep a copy off this device.
        </Text>
        {entries.length === 0 ? (
          <Text>Nothing is waiting.</Text>
        ) : (
          <Group>
            <Button variant="default" onClick={() => void downloadRefused()}>
              Download these changes
            </Button>
          </Group>
        )}
        {entries.map((entry) => (
          <Alert
            key={entry.seq}
            color="red"
            title={`${describe(entry)} ${formatDateTime(entry.createdAt)}`}
          >
            <Text size="sm">{entry.error?.message}</Text>
            {entry.error?.errors && (
              <List size="sm">
                {Object.entries(entry.error.errors).map(([field, message]) => (
                  <List.Item key={field}>{`${field}: ${message}`}</List.Item>
                ))}
              </List>
            )}
            <Group mt="xs">
              {confirming === entry.seq ? (
                <>
                  <Button
                    size="xs"
                    color="red"
                    onClick={() => void discardRejected(clinicalDb(), entry.seq)}
                  >
                    Yes, discard this change
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      setConfirming(null);
                    }}
                  >
                    Keep it
                  </Button>
                </>
              ) : (
                <Button
                  size="xs"
                  variant="outline"
                  color="red"
                  onClick={() => {
                    setConfirming(entry.seq);
                  }}
                >
                  Discard…
                </Button>
              )}
            </Group>
          </Alert>
        ))}
      </Stack>
    </Modal>
  );
}
