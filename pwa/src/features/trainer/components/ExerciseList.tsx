import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { exercises, TrainerExercise } from '@optolight/domain';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { StoredCalibration } from '../data/calibration-store';
import { pendingCount, rejectedRounds } from '../data/rounds-store';
import type { TrainerDb } from '../data/trainer-db';
import type { TrainerSyncResult } from '../data/trainer-sync';
import { TrainerProgress } from './TrainerProgress';

interface Props {
  db: TrainerDb;
  accountId: string;
  calibration: StoredCalibration;
  sync: TrainerSyncResult | null;
  onPick: (exercise: TrainerExercise) => void;
  onCalibrate: () => void;
}

function SyncLine({ db, sync }: { db: TrainerDb; sync: TrainerSyncResult | null }) {
  const pending = useLiveQuery(() => pendingCount(db), [db]) ?? 0;
  const rejected = useLiveQuery(() => rejectedRounds(db), [db]) ?? [];
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" data-testid="trainer-sync">
        {pending === 0
          ? 'All rounds are synced.'
          : `${pending} ${pending === 1 ? 'round' : 'rounds'} waiting to sync.`}{' '}
        {sync && sync.status !== 'synced' && sync.message}{' '}
        {sync?.status === 'refused' && sync.link && (
          <Anchor component={Link} to={sync.link} size="sm">
            Open Pricing
          </Anchor>
        )}
      </Text>
      {rejected.length > 0 && (
        <Alert color="orange" title="Rounds the server did not accept">
          {rejected.length} round(s) stay on this device only: {rejected[0]?.error}
        </Alert>
      )}
    </Stack>
  );
}

export function ExerciseList({ db, accountId, calibration, sync, onPick, onCalibrate }: Props) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {TrainerExercise.options.map((ex) => (
          <Paper key={ex} withBorder p="md" radius="md">
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={2} size="h4">
                  {exercises[ex].title}
                </Title>
                <Text size="sm">{exercises[ex].summary}</Text>
              </div>
              <Button
                onClick={() => {
                  onPick(ex);
                }}
                aria-label={`Start ${exercises[ex].title}`}
              >
                Start
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="calibration-summary">
          Screen: {calibration.pxPerCm.toFixed(1)} px/cm, viewing distance{' '}
          {calibration.viewingDistanceCm} cm.
        </Text>
        <Button variant="default" size="xs" onClick={onCalibrate}>
          Calibrate again
        </Button>
      </Group>
      <SyncLine db={db} sync={sync} />
      <Title order={2} size="h3">
        Your progress
      </Title>
      <TrainerProgress accountId={accountId} />
    </Stack>
  );
}
