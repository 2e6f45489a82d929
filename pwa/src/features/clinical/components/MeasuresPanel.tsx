import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { measureText, type MeasurePoint } from '@optolight/domain';
import { LineChart } from '../../../components/LineChart';
import { usePatientMeasures } from '../data/measures';

/** Room above the highest value or norm, so neither sits on the chart's top edge. */
const headroom = (n: number) => Math.ceil(n * 1.2) || 1;

function MeasureChart({ points }: { points: MeasurePoint[] }) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const limit = last.norm?.limit;
  const values = points.map((p) => Math.abs(p.value));
  const max = headroom(Math.max(...values, limit ?? 0));
  const isSigned = points.some((p) => p.value < 0);
  const text = (v: number) => measureText(first.measure, v, first.unit);
  const normWords = last.norm ? ` Norm: ${last.norm.expected}.` : '';
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 14, fontWeight: 600 }}>
        {first.label} ({first.unit})
      </figcaption>
      <LineChart
        points={points.map((p) => ({ at: p.date, value: p.value }))}
        max={max}
        min={isSigned ? -max : 0}
        {...(limit === undefined ? {} : { reference: { value: limit } })}
        summary={`${first.label}: ${text(first.value)} at baseline, ${text(last.value)} on the latest visit.${normWords}`}
      />
      {last.norm && (
        <Text size="xs" c={last.norm.flagged ? 'red.9' : 'teal.9'}>
          Norm: {last.norm.expected}
        </Text>
      )}
    </figure>
  );
}

/** Each binocular measure over the visits of the current evaluation, with its norm's line
 * (docs/outcome-measures.md#progress); nothing before a finding is recorded. */
export function MeasuresPanel({ patientId }: { patientId: string }) {
  const points = usePatientMeasures(patientId);
  if (!points?.length) return null;
  const byMeasure = new Map<string, MeasurePoint[]>();
  for (const p of points) byMeasure.set(p.measure, [...(byMeasure.get(p.measure) ?? []), p]);
  return (
    <Paper withBorder p="md" role="region" aria-label="Measures over time">
      <Title order={2} size="h4" mb="xs">
        Measures over time
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[...byMeasure.values()].map((list) => (
          <MeasureChart key={list[0]?.measure} points={list} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
