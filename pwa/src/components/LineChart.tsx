import { formatDate } from '../lib/format';

export interface LinePoint {
  at: string;
  value: number;
}

const W = 320;
const H = 120;
const PAD = { left: 34, right: 8, top: 10, bottom: 22 };

/**
 * Values over time as a small SVG line, from 0 to `max`, dated at both ends: the trainer's
 * scores, a home programme's levels and a questionnaire's scores. No chart library: this is all
 * they need. `summary` is what a screen reader hears; `cutOff`, when given, is drawn as a dashed
 * line with its label (a questionnaire's published cut-off).
 */
export function LineChart({
  points,
  max,
  summary,
  cutOff,
}: {
  points: readonly LinePoint[];
  max: number;
  summary: string;
  cutOff?: { value: number; label: string };
}) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const x = (i: number) =>
    PAD.left + (points.length === 1 ? 0.5 : i / (points.length - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
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
      {cutOff && (
        <g data-testid="cut-off">
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(cutOff.value)}
            y2={y(cutOff.value)}
            stroke="#c92a2a"
            strokeDasharray="4 3"
          />
          <text x={PAD.left + 4} y={y(cutOff.value) - 3} fontSize="10" fill="#c92a2a">
            {cutOff.label}
          </text>
        </g>
      )}
      <polyline points={line} fill="none" stroke="#1971c2" strokeWidth="2" />
      {points.map((p, i) => (
        <circle key={`${p.at}-${String(i)}`} cx={x(i)} cy={y(p.value)} r="3" fill="#1971c2" />
      ))}
    </svg>
  );
}
