import type { PatientRound } from '@optolight/contract';
import { exercises, type TrainerExercise } from '@optolight/domain';
import { formatDate } from '../../../lib/format';

const W = 300;
const H = 100;
const PAD = { left: 28, right: 8, top: 8, bottom: 20 };

/** The final level of each round of one exercise, oldest first: a small SVG line. */
export function LevelChart({
  exercise,
  rounds,
}: {
  exercise: TrainerExercise;
  rounds: PatientRound[];
}) {
  const first = rounds[0];
  const last = rounds.at(-1);
  if (!first || !last) return null;
  const max = exercises[exercise].staircase.maxLevel;
  const x = (i: number) =>
    PAD.left + (rounds.length === 1 ? 0.5 : i / (rounds.length - 1)) * (W - PAD.left - PAD.right);
  const y = (level: number) => PAD.top + (1 - level / max) * (H - PAD.top - PAD.bottom);
  const line = rounds.map((r, i) => `${x(i).toFixed(1)},${y(r.finalLevel).toFixed(1)}`).join(' ');
  const title = exercises[exercise].title;
  const summary = `${title}: ${rounds.length} rounds, level ${first.finalLevel} to ${last.finalLevel}.`;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 14, fontWeight: 600 }}>{title}</figcaption>
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
        <text x={PAD.left} y={H - 5} fontSize="10" fill="#495057">
          {formatDate(first.startedAt)}
        </text>
        {rounds.length > 1 && (
          <text x={W - PAD.right} y={H - 5} fontSize="10" textAnchor="end" fill="#495057">
            {formatDate(last.startedAt)}
          </text>
        )}
        <polyline points={line} fill="none" stroke="#1971c2" strokeWidth="2" />
        {rounds.map((r, i) => (
          <circle key={r.id} cx={x(i)} cy={y(r.finalLevel)} r="3" fill="#1971c2" />
        ))}
      </svg>
    </figure>
  );
}
