import { Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';

export interface ChartPoint {
  at: string;
  score: number;
}

const W = 320;
const H = 120;
const PAD = { left: 34, right: 8, top: 10, bottom: 22 };

/** Score per round over time: a small SVG line chart, no chart library needed. */
export function ProgressChart({ title, points }: { title: string; points: ChartPoint[] }) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last)
    return (
      <Text size="sm" c="dimmed">
        No rounds yet.
      </Text>
    );
  const max = Math.max(10, ...points.map((p) => p.score));
  const x = (i: number) =>
    PAD.left + (points.length === 1 ? 0.5 : i / (points.length - 1)) * (W - PAD.left - PAD.right);
  const y = (s: number) => PAD.top + (1 - s / max) * (H - PAD.top - PAD.bottom);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.score).toFixed(1)}`).join(' ');
  const best = Math.max(...points.map((p) => p.score));
  const summary = `${title}: ${points.length} rounds, latest score ${last.score}, best ${best}.`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={summary}>
      <title>{summary}</title>
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#adb5bd" />
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={y(0)} stroke="#adb5bd" />
      <text x={PAD.left - 4} y={y(max) + 4} fontSize="10" textAnchor="end" fill="#495057">
        {max}
      </text>
      <text x={PAD.left - 4} y={y(0)} fontSize="10" textAnchor="end" fill="#495057">
        0
      </text>
      <text x={PAD.left} y={H - 6} fontSize="10" fill="#495057">
        {formatDate(first.at)}
      </text>
      {points.length > 1 && (
        <text x={W - PAD.right} y={H - 6} fontSize="10" textAnchor="end" fill="#495057">
          {formatDate(last.at)}
        </text>
      )}
      <polyline points={line} fill="none" stroke="#1971c2" strokeWidth="2" />
      {points.map((p, i) => (
        <circle key={`${p.at}-${i}`} cx={x(i)} cy={y(p.score)} r="3" fill="#1971c2" />
      ))}
    </svg>
  );
}
