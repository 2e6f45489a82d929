import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { AccessLogEntry } from '@optolight/contract';
import { useState } from 'react';
import { Fold } from '../../../components/Fold';
import { RequestError, messageOf } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import { accessText, deviceText, fetchAccessLog } from '../api/access-log';

type Shown =
  | { status: 'idle' | 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; entries: AccessLogEntry[]; next: string | null };

const NEEDS_CONNECTION = 'The access log is kept on the server. Connect to the internet to see it.';

function Entries({ entries }: { entries: AccessLogEntry[] }) {
  const isPhone = useIsPhone();
  if (!entries.length) return <Text c="dimmed">No one has opened these records yet.</Text>;
  if (isPhone)
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((e) => (
          <Paper key={e.id} withBorder p="sm" component="li">
            <Text fw={600}>{accessText(e)}</Text>
            <Text size="sm">
              {e.actor.name} · {deviceText(e)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(e.at)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Device</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.id}>
            <Table.Td>{formatDateTime(e.at)}</Table.Td>
            <Table.Td>{e.actor.name}</Table.Td>
            <Table.Td>{accessText(e)}</Table.Td>
            <Table.Td>{deviceText(e)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Who viewed, printed or exported this patient's records, and from which device, fetched from
 * the server when the section is opened (docs/product.md#patient-page). */
export function AccessLogPanel({ patientId }: { patientId: string }) {
  const [shown, setShown] = useState<Shown>({ status: 'idle' });
  const load = async (more?: { entries: AccessLogEntry[]; next: string }) => {
    if (!more) setShown({ status: 'loading' });
    try {
      const page = await fetchAccessLog(patientId, more?.next);
      setShown({
        status: 'ready',
        entries: [...(more?.entries ?? []), ...page.entries],
        next: page.next,
      });
    } catch (error) {
      const isOffline = error instanceof RequestError && error.isOffline;
      setShown({ status: 'failed', message: isOffline ? NEEDS_CONNECTION : messageOf(error) });
    }
  };
  const ask = () => {
    if (!navigator.onLine) setShown({ status: 'failed', message: NEEDS_CONNECTION });
    else void load();
  };
  return (
    <Fold
      title="Access log"
      summary="Who viewed, printed or exported this patient's records, and when"
      onOpen={() => {
        // Opening it is asking for it; once shown, Refresh reads it again.
        if (shown.status === 'idle') ask();
      }}
    >
      <Stack gap="xs">
        <Group justify="flex-end">
          <Button variant="default" loading={shown.status === 'loading'} onClick={ask}>
            {shown.status === 'ready' ? 'Refresh' : 'Show access log'}
          </Button>
        </Group>
        {shown.status === 'failed' && (
          <Alert color="orange" title="Access log not available" role="status">
            {shown.message}
          </Alert>
        )}
        {shown.status === 'ready' && <Entries entries={shown.entries} />}
        {shown.status === 'ready' && shown.next && (
          <Button
            variant="subtle"
            onClick={() => {
              const next = shown.next;
              if (next) void load({ entries: shown.entries, next });
            }}
          >
            Show older entries
          </Button>
        )}
      </Stack>
    </Fold>
  );
}
