import type { PatientRound } from '@optolight/contract';
import { exercises, type TrainerExercise } from '@optolight/domain';
import { LineChart } from '../../../components/LineChart';

/** The final level of each round of one exercise, oldest first, up to the exercise's top level. */
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
  const title = exercises[exercise].title;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 14, fontWeight: 600 }}>{title}</figcaption>
      <LineChart
        points={rounds.map((r) => ({ at: r.startedAt, value: r.finalLevel }))}
        max={exercises[exercise].staircase.maxLevel}
        summary={`${title}: ${rounds.length} rounds, level ${first.finalLevel} to ${last.finalLevel}.`}
      />
    </figure>
  );
}
