import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { fieldLabel, withValueAt, type SectionName } from '@optolight/domain';
import { notifications } from '@mantine/notifications';
import type { LocalConflict } from '../../../db/schema';
import { resolveConflict } from '../../../db/repo';
import { requireDb } from '../data/db';
import { useOpenConflicts, useStoredSection } from '../data/records';
import { valueText } from '../data/value-text';
import { showSavedOnDevice } from '../../../lib/saved-toast';

/** The last path segment names the field ('leftObservation.pain' -> 'pain'). */
const labelOf = (section: SectionName, path: string) =>
  path
    .split('.')
    .map((key) => fieldLabel(section, key))
    .join(' › ');

/** Sync rule 5: a same-field clash stays visible, with both values, until a person picks. */
export function ConflictNotice({ recordId, section }: { recordId: string; section: SectionName }) {
  const conflicts = useOpenConflicts(recordId, section);
  const stored = useStoredSection(recordId, section);
  if (conflicts.length === 0 || !stored) return null;

  const keep = async (c: LocalConflict, side: 'mine' | 'theirs') => {
    const data = c.fields.reduce<unknown>(
      (acc, f) => withValueAt(acc, f.path, f[side]),
      stored.raw ?? {},
    );
    try {
      await resolveConflict(requireDb(), c.id, data);
      showSavedOnDevice();
    } catch {
      notifications.show({ message: 'Error occurred while saving', color: 'red' });
    }
  };

  return (
    <Stack gap="xs" mb="md">
      {conflicts.map((c) => (
        <Alert key={c.id} color="orange" title="Edited on two devices" data-testid="conflict">
          <Text size="sm" mb="xs">
            This section was changed differently on another device. Pick the value to keep.
          </Text>
          <Table withTableBorder aria-label="Conflicting values">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>This device</Table.Th>
                <Table.Th>Other device</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.fields.map((f) => (
                <Table.Tr key={f.path}>
                  <Table.Td>{labelOf(section, f.path)}</Table.Td>
                  <Table.Td>{valueText(f.mine)}</Table.Td>
                  <Table.Td>{valueText(f.theirs)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group mt="sm">
            <Button size="xs" onClick={() => void keep(c, 'mine')}>
              Keep this device&apos;s values
            </Button>
            <Button size="xs" variant="default" onClick={() => void keep(c, 'theirs')}>
              Keep the other device&apos;s values
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
