import { Text } from '@mantine/core';
import { measureText, type MeasurePoint } from '@optolight/domain';
import { LineChart } from '../../../components/LineChart';

/** Room above the highest value or norm, so neither sits on the chart's top edge. */
const headroom = (n: number) => Math.ceil(n * 1.2) || 1;

/** The norm of the latest value in words: a hint, not an error (docs/outcome-measures.md#progress). */
export function NormLine({ norm }: { norm: MeasurePoint['norm'] }) {
  if (!norm) return null;
  return (
    <Text
      size="xs"
      c="dimmed"
      fw={norm.flagged ? 600 : 400}
      data-flag={norm.flagged ? 'flagged' : 'within'}
    >
      Norm: {norm.expected} ({norm.flagged ? 'outside' : 'within'})
    </Text>
  );
}

/** One finding over the visits, with its norm's dashed line; drawn from its second value. */
export function MeasureChart({ points }: { points: readonly MeasurePoint[] }) {
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
      <NormLine norm={last.norm} />
    </figure>
  );
}
