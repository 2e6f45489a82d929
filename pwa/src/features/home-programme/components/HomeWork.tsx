import { Alert, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PatientRound } from '@optolight/contract';
import {
  exercises,
  roundsForReview,
  symptomFlags,
  TrainerExercise,
  weeklyAdherence,
  type HomeProgram,
} from '@optolight/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../../lib/format';
import { LevelChart } from './LevelChart';

const percent = (n: number) => `${Math.round(n * 100)}%`;
const minutes = (ms: number) => `${Math.round(ms / 6000) / 10} min`;

/** Rounds the patient stopped for symptoms, which the therapist reviews first. */
export const stoppedForSymptoms = (rounds: readonly PatientRound[]) =>
  roundsForReview(rounds).filter((r) => symptomFlags(r).length > 0);

function Flagged({ rounds }: { rounds: PatientRound[] }) {
  const flagged = stoppedForSymptoms(rounds);
  if (!flagged.length) return null;
  return (
    <Alert
      color="red"
      title="Rounds stopped for symptoms"
      icon={<IconAlertTriangle aria-hidden />}
      data-testid="flagged-rounds"
    >
      <Stack gap={2}>
        {flagged.map((r) => (
          <Text key={r.id} size="sm">
            {formatDateTime(r.startedAt)}, {exercises[r.exercise].title}:{' '}
            {symptomFlags(r).join(', ')}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

function Adherence({ program, rounds }: { program: HomeProgram; rounds: PatientRound[] }) {
  const weeks = weeklyAdherence(program, rounds, new Date().toISOString().slice(0, 10));
  if (!weeks.length)
    return <Text size="sm">The programme starts {formatDate(program.startDate)}.</Text>;
  return (
    <Table data-testid="adherence" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Week of</Table.Th>
          <Table.Th>Sessions done</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((w) => (
          <Table.Tr key={w.weekStart}>
            <Table.Td>{formatDate(w.weekStart)}</Table.Td>
            <Table.Td>
              {w.done} of {w.prescribed}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What the patient did at home: symptom stops first, adherence, level over time, each round. */
export function HomeWork({
  program,
  rounds,
}: {
  program: HomeProgram | undefined;
  rounds: PatientRound[];
}) {
  const played = TrainerExercise.options.filter((ex) => rounds.some((r) => r.exercise === ex));
  return (
    <Stack gap="sm">
      <Flagged rounds={rounds} />
      {program && (
        <>
          <Title order={3} size="h5">
            Sessions per week
          </Title>
          <Adherence program={program} rounds={rounds} />
        </>
      )}
      {!rounds.length ? (
        <Text size="sm" c="dimmed">
          No rounds shared yet. Rounds appear once the patient&apos;s device has synced them.
        </Text>
      ) : (
        <>
          <Title order={3} size="h5">
            Level over time
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {played.map((ex) => (
              <LevelChart key={ex} exercise={ex} rounds={rounds.filter((r) => r.exercise === ex)} />
            ))}
          </SimpleGrid>
          <Title order={3} size="h5">
            Rounds
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table data-testid="patient-rounds" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Exercise</Table.Th>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Score</Table.Th>
                  <Table.Th>Accuracy</Table.Th>
                  <Table.Th>Level</Table.Th>
                  <Table.Th>Symptoms</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...rounds].reverse().map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatDateTime(r.startedAt)}</Table.Td>
                    <Table.Td>{exercises[r.exercise].title}</Table.Td>
                    <Table.Td>{minutes(r.durationMs)}</Table.Td>
                    <Table.Td>{r.score}</Table.Td>
                    <Table.Td>{percent(r.accuracy)}</Table.Td>
                    <Table.Td>{r.finalLevel}</Table.Td>
                    <Table.Td>{symptomFlags(r).join(', ') || 'None new'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
