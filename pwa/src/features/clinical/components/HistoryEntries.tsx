import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useIsPhone } from '../../../lib/use-is-phone';
import type { ChangeLine, HistoryLine } from '../data/history-lines';

/** Before and after of each field: a table on a tablet, a stack of fields on a phone. */
function Changes({ changes }: { changes: ChangeLine[] }) {
  const isPhone = useIsPhone();
  if (changes.length === 0) return <Text size="sm">No field changed.</Text>;
  if (isPhone) {
    return (
      <Stack gap="xs">
        {changes.map((c) => (
          <div key={c.path}>
            <Text size="sm" fw={700}>
              {c.label}
            </Text>
            <Text size="sm">Before: {c.before}</Text>
            <Text size="sm">After: {c.after}</Text>
          </div>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((c) => (
          <Table.Tr key={c.path}>
            <Table.Th scope="row">{c.label}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.before}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.after}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A record's history, newest first, one card per change (docs/product.md#record-history). */
export function HistoryEntries({ lines }: { lines: HistoryLine[] }) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <Paper key={line.key} withBorder p="sm" component="li" data-testid="history-entry">
          <Title order={3} size="h5">
            {line.title}
          </Title>
          <Text size="sm" c="dark.6" mb={line.changes.length || line.note !== undefined ? 'xs' : 0}>
            {line.when} · by {line.who} · from {line.from}
          </Text>
          {line.note !== undefined ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {line.note}
            </Text>
          ) : (
            line.type === 'saved' && <Changes changes={line.changes} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
