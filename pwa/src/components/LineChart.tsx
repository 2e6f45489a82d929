import { formatDate } from '../lib/format';

export interface LinePoint {
  at: string;
  value: number;
}

const W = 320;
const H = 120;
const PAD = { left: 34, right: 8, top: 10, bottom: 22 };

/**
 * Values over time as a small SVG line, from `min` (0 unless said) to `max`, dated at both ends:
 * the trainer's scores, a home programme's levels, a questionnaire's scores, a patient's measures.
 * No chart library: this is all they need. `summary` is what a screen reader hears; `reference`,
 * when given, is drawn as a dashed line with its label (a measure's norm, a questionnaire's
 * published cut-off).
 */
export function LineChart({
  points,
  max,
  min = 0,
  reference,
  summary,
}: {
  points: readonly LinePoint[];
  max: number;
  min?: number;
  reference?: { value: number; label?: string };
  summary: string;
}) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const x = (i: number) =>
    PAD.left + (points.length === 1 ? 0.5 : i / (points.length - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - min) / (max - min)) * (H - PAD.top - PAD.bottom);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={summary}>
      <title>{summary}</title>
      <line x1={PAD.left} x2={W - PAD.right} y1={y(min)} y2={y(min)} stroke="#adb5bd" />
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={y(min)} stroke="#adb5bd" />
      <text x={PAD.left - 4} y={y(max) + 4} fontSize="10" textAnchor="end" fill="#495057">
        {max}
      </text>
      <text x={PAD.left - 4} y={y(min)} fontSize="10" textAnchor="end" fill="#495057">
        {min}
      </text>
      <text x={PAD.left} y={H - 6} fontSize="10" fill="#495057">
        {formatDate(first.at)}
      </text>
      {points.length > 1 && (
        <text x={W - PAD.right} y={H - 6} fontSize="10" textAnchor="end" fill="#495057">
          {formatDate(last.at)}
        </text>
      )}
      {reference && (
        <g data-testid="norm-line">
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(reference.value)}
            y2={y(reference.value)}
            stroke="#c92a2a"
            strokeDasharray="4 3"
          />
          {reference.label && (
            <text x={PAD.left + 4} y={y(reference.value) - 3} fontSize="10" fill="#c92a2a">
              {reference.label}
            </text>
          )}
        </g>
      )}
      <polyline points={line} fill="none" stroke="#1971c2" strokeWidth="2" />
      {points.map((p, i) => (
        <circle key={`${p.at}-${String(i)}`} cx={x(i)} cy={y(p.value)} r="3" fill="#1971c2" />
      ))}
    </svg>
  );
}
