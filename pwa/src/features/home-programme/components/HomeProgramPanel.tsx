import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { exercises } from '@optolight/domain';
import { useCallback, useEffect, useState } from 'react';
import { messageOf, RequestError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { fetchPatientProgram, fetchPatientRounds, prescribe } from '../api/home';
import { homeDb, type HomeDb } from '../data/home-db';
import { refreshHome, useKeptHome } from '../data/kept-home';
import { HomeWork } from './HomeWork';
import { LinkStatus } from './LinkStatus';
import { PrescribeForm } from './PrescribeForm';

const fetchers = { program: fetchPatientProgram, rounds: fetchPatientRounds };
const OFFLINE = 'Offline: this is the copy this tablet read last.';

function Panel({ db, patientId }: { db: HomeDb; patientId: string }) {
  const kept = useKeptHome(db, patientId);
  const [problem, setProblem] = useState<string | null>(null);
  const [isEditing, setEditing] = useState(false);
  const load = useCallback(
    () =>
      refreshHome(db, patientId, fetchers).then(
        () => null,
        (e: unknown) => (e instanceof RequestError && e.isOffline ? OFFLINE : messageOf(e)),
      ),
    [db, patientId],
  );
  const refresh = useCallback(async () => {
    setProblem(await load());
  }, [load]);
  useEffect(() => {
    let isLive = true;
    void load().then((p) => {
      if (isLive) setProblem(p);
    });
    return () => {
      isLive = false;
    };
  }, [load]);
  if (kept === undefined) return null;
  const current = kept?.program.versions[0];
  return (
    <Stack gap="sm">
      {problem && (
        <Alert color="orange" role="status">
          {kept ? problem : 'The home programme is kept on the server. Connect to see it.'}
        </Alert>
      )}
      {kept && (
        <>
          <LinkStatus patientId={patientId} view={kept.program} onChanged={refresh} />
          {isEditing ? (
            <PrescribeForm
              initial={current?.program}
              onCancel={() => {
                setEditing(false);
              }}
              onSave={async (program) => {
                await prescribe(patientId, program);
                setEditing(false);
                await refresh();
              }}
            />
          ) : (
            <Group justify="space-between" align="flex-start">
              <Text data-testid="current-program">
                {current
                  ? `Version ${current.version}, ${formatDate(current.prescribedAt)}: ` +
                    current.program.exercises
                      .map((e) => `${exercises[e.exercise].title} ${e.amount} ${e.unit}`)
                      .join(', ') +
                    `; ${current.program.sessionsPerWeek} sessions a week until ${formatDate(current.program.endDate)}.`
                  : 'No programme prescribed yet.'}
              </Text>
              <Button
                onClick={() => {
                  setEditing(true);
                }}
              >
                {current ? 'Change programme' : 'Prescribe'}
              </Button>
            </Group>
          )}
          <HomeWork program={current?.program} rounds={kept.rounds} />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Read from the server {formatDateTime(kept.fetchedAt)}.
            </Text>
            <Button variant="default" onClick={() => void refresh()}>
              Refresh
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** The patient page's Home programme (docs/product.md#home-programme). */
export function HomeProgramPanel({ patientId }: { patientId: string }) {
  const state = useCurrentUser();
  if (state.status !== 'ready') return null;
  return (
    <Paper withBorder p="md" data-testid="home-programme">
      <Title order={2} size="h4" mb="xs">
        Home programme
      </Title>
      <Panel key={patientId} db={homeDb(state.user.userId)} patientId={patientId} />
    </Paper>
  );
}
