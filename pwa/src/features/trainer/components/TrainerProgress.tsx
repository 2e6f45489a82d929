import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { exercises, TrainerExercise, type TrainerRound } from '@optolight/domain';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { useCurrentUser } from '../../../lib/session';
import { trainerDb } from '../data/trainer-db';
import { ProgressChart } from './ProgressChart';

function latest(rounds: TrainerRound[], ex: TrainerExercise): string {
  const own = rounds.filter((r) => r.exercise === ex);
  const best = Math.max(...own.map((r) => r.score));
  return `${own.length} ${own.length === 1 ? 'round' : 'rounds'} · latest ${own.at(-1)?.score ?? 0} · best ${best}`;
}

/** One chart per exercise played, score over time (for the account page and the trainer). */
export function TrainerProgress({ accountId }: { accountId?: string }) {
  const state = useCurrentUser();
  const id = accountId ?? (state.status === 'ready' ? state.user.userId : null);
  const rounds = useKeyedLiveQuery(
    (): Promise<TrainerRound[]> =>
      id ? trainerDb(id).rounds.orderBy('startedAt').toArray() : Promise.resolve([]),
    [id],
  );
  if (!rounds) return null;
  const played = TrainerExercise.options.filter((ex) => rounds.some((r) => r.exercise === ex));
  if (!played.length)
    return <Text c="dimmed">Your progress appears here after your first round.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="trainer-progress">
      {played.map((ex) => (
        <Paper key={ex} withBorder p="sm" radius="md">
          <Stack gap={4}>
            <Text fw={700} size="sm" component="h3" m={0}>
              {exercises[ex].title}
            </Text>
            <Text size="xs" c="dimmed">
              {latest(rounds, ex)}
            </Text>
            <ProgressChart
              title={exercises[ex].title}
              points={rounds
                .filter((r) => r.exercise === ex)
                .map((r) => ({ at: r.startedAt, score: r.score }))}
            />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
