import { Fragment } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { FactLine } from '../../../components/FactLine';
import type { VisitRow } from '../data/rows';
import type { VisitTableProps } from './VisitTable';

type Props = Pick<VisitTableProps, 'title' | 'renderDate' | 'renderStatus' | 'actions'> & {
  rows: readonly VisitRow[];
};

const facts = [
  ['Primary Diagnosis', 'primaryDiagnosis'],
  ['Service', 'service'],
  ['Insurance', 'insurance'],
] as const;

/** The visit table on a phone: one card per visit, its actions side by side at full size. */
export function VisitCards({ title, rows, renderDate, renderStatus, actions }: Props) {
  return (
    <Stack component="ul" aria-label={title} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder p="sm">
          <Stack gap={4} align="flex-start">
            {renderDate ? renderDate(row) : <Text fw={600}>{row.date}</Text>}
            {renderStatus?.(row)}
            {facts.map(([label, key]) => (
              <FactLine key={key} label={label} value={row[key]} />
            ))}
            <Group gap="xs" mt={4}>
              {actions.map((a) => (
                <Fragment key={a.header}>{a.render(row)}</Fragment>
              ))}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
