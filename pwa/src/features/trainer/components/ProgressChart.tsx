import { Text } from '@mantine/core';
import { LineChart } from '../../../components/LineChart';

export interface ChartPoint {
  at: string;
  score: number;
}

/** Score per round over time, scaled to the best score (at least 10). */
export function ProgressChart({ title, points }: { title: string; points: ChartPoint[] }) {
  const last = points.at(-1);
  if (!last)
    return (
      <Text size="sm" c="dimmed">
        No rounds yet.
      </Text>
    );
  const best = Math.max(...points.map((p) => p.score));
  return (
    <LineChart
      points={points.map((p) => ({ at: p.at, value: p.score }))}
      max={Math.max(10, best)}
      summary={`${title}: ${points.length} rounds, latest score ${last.score}, best ${best}.`}
    />
  );
}
