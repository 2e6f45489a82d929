import { SimpleGrid, Stack, Table } from '@mantine/core';
import { measureText, type MeasurePoint } from '@optolight/domain';
import { Fold } from '../../../components/Fold';
import { countOf, formatDate } from '../../../lib/format';
import { usePatientMeasures } from '../data/measures';
import { MeasureChart, NormLine } from './MeasureChart';

/** Findings recorded at one visit only: a graph of one point says nothing, so they read in words. */
function RecordedOnce({ points }: { points: readonly MeasurePoint[] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="xs" captionSide="top" aria-label="Findings recorded once">
        <Table.Caption>
          Recorded at one visit: each is graphed once it is recorded at a second.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Finding</Table.Th>
            <Table.Th>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((p) => (
            <Table.Tr key={p.measure}>
              <Table.Td>{p.label}</Table.Td>
              <Table.Td>
                {measureText(p.measure, p.value, p.unit)} on {formatDate(p.date)}
                <NormLine norm={p.norm} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** '14 findings from 1 visit, 9 outside the norm; graphed from a second visit', or '14 findings
 * from 3 visits, 5 outside the norm' (at each finding's latest value). */
function summaryOf(byMeasure: readonly MeasurePoint[][]): string {
  const visits = new Set(byMeasure.flat().map((p) => p.date)).size;
  const outside = byMeasure.filter((list) => list.at(-1)?.norm?.flagged).length;
  const isAnyGraphed = byMeasure.some((list) => list.length > 1);
  return (
    `${countOf(byMeasure.length, 'finding')} from ${countOf(visits, 'visit')}` +
    (outside ? `, ${String(outside)} outside the norm` : '') +
    (isAnyGraphed ? '' : '; graphed from a second visit')
  );
}

/** Each binocular finding over the visits of the current evaluation, with its norm's line
 * (docs/outcome-measures.md#progress), closed to a summary until opened; nothing before a
 * finding is recorded. A finding is graphed from its second value; before, it reads in words. */
export function MeasuresPanel({ patientId }: { patientId: string }) {
  const points = usePatientMeasures(patientId);
  if (!points?.length) return null;
  const grouped = new Map<string, MeasurePoint[]>();
  for (const p of points) grouped.set(p.measure, [...(grouped.get(p.measure) ?? []), p]);
  const byMeasure = [...grouped.values()];
  const graphed = byMeasure.filter((list) => list.length > 1);
  const once = byMeasure.flatMap((list) => (list.length === 1 ? list : []));
  return (
    <Fold title="Measures over time" summary={summaryOf(byMeasure)}>
      <Stack>
        {graphed.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {graphed.map((list) => (
              <MeasureChart key={list[0]?.measure} points={list} />
            ))}
          </SimpleGrid>
        )}
        {once.length > 0 && <RecordedOnce points={once} />}
      </Stack>
    </Fold>
  );
}
