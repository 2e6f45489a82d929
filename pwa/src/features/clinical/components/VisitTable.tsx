import { Button, Group, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../../lib/use-is-phone';
import type { VisitRow } from '../data/rows';
import { VisitCards } from './VisitCards';

interface Action {
  header: string;
  render: (row: VisitRow) => ReactNode;
}

export interface VisitTableProps {
  title: string;
  /** undefined while loading. */
  rows: readonly VisitRow[] | undefined;
  onAdd: () => void;
  /** The date cell; plain text unless the caller makes it open something. */
  renderDate?: (row: VisitRow) => ReactNode;
  /** Shown under the date: what of this record waits to sync (the caller knows). */
  renderStatus?: (row: VisitRow) => ReactNode;
  actions: readonly Action[];
}

/** A table of visits: Date of Visit, Primary Diagnosis, Service, Insurance, then actions. On a
 * phone each visit is a card, named and labelled the same. */
export function VisitTable({
  title,
  rows,
  onAdd,
  renderDate,
  renderStatus,
  actions,
}: VisitTableProps) {
  const isPhone = useIsPhone();
  const columns = 4 + actions.length;
  const status =
    rows === undefined ? 'Loading...' : rows.length === 0 ? 'Nothing recorded yet.' : null;
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={onAdd}
          aria-label={`Add ${title}`}
        >
          Add
        </Button>
      </Group>
      {isPhone && status && <Text size="sm">{status}</Text>}
      {isPhone && !status && rows && (
        <VisitCards
          title={title}
          rows={rows}
          renderDate={renderDate}
          renderStatus={renderStatus}
          actions={actions}
        />
      )}
      {!isPhone && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date of Visit</Table.Th>
                <Table.Th>Primary Diagnosis</Table.Th>
                <Table.Th>Service</Table.Th>
                <Table.Th>Insurance</Table.Th>
                {actions.map((a) => (
                  <Table.Th key={a.header}>{a.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status && (
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <Text size="sm">{status}</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows?.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    {renderDate ? renderDate(row) : row.date}
                    {renderStatus?.(row)}
                  </Table.Td>
                  <Table.Td>{row.primaryDiagnosis}</Table.Td>
                  <Table.Td>{row.service}</Table.Td>
                  <Table.Td>{row.insurance}</Table.Td>
                  {actions.map((a) => (
                    <Table.Td key={a.header}>{a.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
