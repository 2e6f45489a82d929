import { Alert, Blockquote, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  exercises,
  weeklyAdherence,
  type ProgramExercise,
  type TrainerExercise,
} from '@optolight/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { formatDate, onDateTime } from '../../../lib/format';
import { messageOf } from '../../../lib/api';
import { unlinkTherapist } from '../api/home';
import type { CachedProgram, TrainerDb } from '../data/trainer-db';

const amountText = (e: ProgramExercise) =>
  `${e.amount} ${e.unit === 'minutes' ? 'min' : e.amount === 1 ? 'round' : 'rounds'}`;

interface Props {
  db: TrainerDb;
  cached: CachedProgram;
  isFresh: boolean;
  onPick: (exercise: TrainerExercise, startLevel: number) => void;
  onChanged: () => Promise<void>;
}

function UnlinkButton({ name, onChanged }: { name: string; onChanged: () => Promise<void> }) {
  const [isAsking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isAsking)
    return (
      <Button
        variant="subtle"
        color="gray"
        onClick={() => {
          setAsking(true);
        }}
      >
        Unlink
      </Button>
    );
  return (
    <Stack gap={4}>
      <Text size="sm">Stop sharing your rounds with {name}?</Text>
      <Group>
        <Button
          color="red"
          onClick={() => {
            unlinkTherapist().then(onChanged, (e: unknown) => {
              setError(messageOf(e));
            });
          }}
        >
          Yes, unlink
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setAsking(false);
          }}
        >
          Keep
        </Button>
      </Group>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The prescribed programme first on /trainer-app, read from the device's copy (offline too). */
export function MyProgramCard({ db, cached, isFresh, onPick, onChanged }: Props) {
  const { therapist, program: stored } = cached.answer;
  const today = new Date().toISOString().slice(0, 10);
  const rounds = useLiveQuery(() => db.rounds.toArray(), [db]) ?? [];
  if (!therapist) return null;
  const program = stored?.program;
  const thisWeek = program ? weeklyAdherence(program, rounds, today).at(-1) : undefined;
  return (
    <Paper withBorder p="md" radius="md" data-testid="my-program">
      <Stack gap="sm">
        {/* The title wraps on a phone rather than pushing Unlink onto a line of its own. */}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h3">
              Your home programme
            </Title>
            <Text size="sm" c="dimmed">
              From {therapist.therapistName}
              {therapist.practiceName !== therapist.therapistName && `, ${therapist.practiceName}`}
            </Text>
          </div>
          <UnlinkButton name={therapist.therapistName} onChanged={onChanged} />
        </Group>
        {!program ? (
          <Text>Your therapist has not given you a programme yet. Free play is below.</Text>
        ) : (
          <>
            <Text>
              {program.sessionsPerWeek} sessions a week, {formatDate(program.startDate)} to{' '}
              {formatDate(program.endDate)}.
              {thisWeek && ` This week: ${thisWeek.done} of ${thisWeek.prescribed} done.`}
            </Text>
            {today > program.endDate && (
              <Alert color="blue">This programme has ended. Ask your therapist what is next.</Alert>
            )}
            {program.note && <Blockquote p="sm">{program.note}</Blockquote>}
            <Stack gap="xs">
              {program.exercises.map((e) => (
                <Group key={e.exercise} justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{exercises[e.exercise].title}</Text>
                    <Text size="sm" c="dimmed">
                      {amountText(e)} each session, from level {program.startLevel}
                    </Text>
                  </div>
                  <Button
                    onClick={() => {
                      onPick(e.exercise, program.startLevel);
                    }}
                    aria-label={`Start ${exercises[e.exercise].title} from your programme`}
                  >
                    Start
                  </Button>
                </Group>
              ))}
            </Stack>
          </>
        )}
        {!isFresh && (
          <Text size="xs" c="dimmed">
            Offline: as kept on this device {onDateTime(cached.fetchedAt)}.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
