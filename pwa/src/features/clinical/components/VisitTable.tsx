import { Button, Group, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { VisitRow } from '../data/rows';

interface Action {
  header: string;
  render: (row: VisitRow) => ReactNode;
}

interface Props {
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

/** A table of visits: Date of Visit, Primary Diagnosis, Service, Insurance, then actions. */
export function VisitTable({ title, rows, onAdd, renderDate, renderStatus, actions }: Props) {
  const columns = 4 + actions.length;
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
            {rows === undefined && (
              <Table.Tr>
                <Table.Td colSpan={columns}>Loading...</Table.Td>
              </Table.Tr>
            )}
            {rows?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text size="sm">Nothing recorded yet.</Text>
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
    </>
  );
}
