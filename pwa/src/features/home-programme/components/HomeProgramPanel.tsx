import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Fold } from '../../../components/Fold';
import { messageOf, RequestError } from '../../../lib/api';
import { countOf, formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { isOnServer } from '../../../db/outbox';
import { clinicalDb, isSyncRunning } from '../../../sync/runtime';
import { fetchPatientProgram, fetchPatientRounds } from '../api/home';
import { homeDb, type HomeDb } from '../data/home-db';
import { refreshHome, useKeptHome } from '../data/kept-home';
import { hasProgramDraft } from '../data/program-draft';
import { saveProgram, useDeviceProgram } from '../data/program-section';
import { HomeWork, stoppedForSymptoms } from './HomeWork';
import { LinkStatus } from './LinkStatus';
import { PrescribeForm } from './PrescribeForm';
import { ProgramSummary } from './ProgramSummary';

const fetchers = { program: fetchPatientProgram, rounds: fetchPatientRounds };
const OFFLINE = 'Offline: this is the copy this tablet read last.';
const ONLINE_ONLY = 'Inviting and unlinking need a connection: the code must reach the server.';

const NOT_YET =
  'This patient reaches the server with the next sync; the link and the rounds are read once it has.';

function Panel({ db, patientId }: { db: HomeDb; patientId: string }) {
  const kept = useKeptHome(db, patientId);
  // A patient registered on this tablet and not synced yet: the server has nothing to read.
  const onServer = useKeyedLiveQuery(
    () => (isSyncRunning() ? isOnServer(clinicalDb(), patientId) : true),
    [patientId],
  );
  const device = useDeviceProgram(patientId);
  const hasDraft = useKeyedLiveQuery(
    () => (isSyncRunning() ? hasProgramDraft(clinicalDb(), patientId) : false),
    [patientId],
  );
  const [problem, setProblem] = useState<{ text: string; isOffline: boolean } | null>(null);
  // Unset: the form opens by itself when this tablet holds unsaved typing for it.
  const [isEditing, setEditing] = useState<boolean | undefined>(undefined);
  const load = useCallback(
    () =>
      refreshHome(db, patientId, fetchers).then(
        () => null,
        (e: unknown) =>
          e instanceof RequestError && e.isOffline
            ? { text: OFFLINE, isOffline: true }
            : { text: messageOf(e), isOffline: false },
      ),
    [db, patientId],
  );
  const refresh = useCallback(async () => {
    setProblem(await load());
  }, [load]);
  useEffect(() => {
    if (!onServer) return;
    let isLive = true;
    void load().then((p) => {
      if (isLive) setProblem(p);
    });
    return () => {
      isLive = false;
    };
  }, [load, onServer]);
  // A prescription saved on this tablet reached the server: read the version it became.
  const isQueued = device?.isQueued ?? false;
  const wasQueued = useRef(isQueued);
  useEffect(() => {
    if (wasQueued.current && !isQueued) void refresh();
    wasQueued.current = isQueued;
  }, [isQueued, refresh]);
  if (
    kept === undefined ||
    device === undefined ||
    hasDraft === undefined ||
    onServer === undefined
  )
    return null;
  const latest = kept?.program.versions[0];
  const program = device.program ?? latest?.program;
  const isOffline = problem?.isOffline ?? false;
  const stopped = kept ? stoppedForSymptoms(kept.rounds).length : 0;
  const summary = [
    !onServer && 'Read once this patient reaches the server with the next sync',
    kept &&
      (kept.program.link
        ? `Linked with ${kept.program.link.accountName}'s account`
        : 'No patient account linked'),
    program
      ? `${countOf(program.exercises.length, 'exercise')}, ${String(program.sessionsPerWeek)} sessions a week`
      : 'No programme prescribed',
    kept?.rounds.length && countOf(kept.rounds.length, 'round') + ' shared',
    stopped > 0 && `${String(stopped)} stopped for symptoms`,
    hasDraft && 'a programme typed, not saved',
    device.refusedWith && 'refused by the server',
  ].filter(Boolean);
  return (
    <Fold
      title="Home programme"
      summary={summary.join(' · ')}
      // Symptoms to review, typing to save or a refusal to read open it by themselves.
      isUrgent={stopped > 0 || hasDraft || Boolean(device.refusedWith)}
      testId="home-programme"
    >
      <Stack gap="sm">
        {!onServer && (
          <Text size="sm" c="dimmed" role="status">
            {NOT_YET}
          </Text>
        )}
        {onServer && problem && (
          <Alert color="orange" role="status">
            {kept
              ? problem.text
              : 'The link and the rounds are kept on the server. Connect to see them.'}
            {isOffline &&
              ` ${ONLINE_ONLY} A programme prescribed now is saved on this tablet and sent when it is back online.`}
          </Alert>
        )}
        {kept && (
          <LinkStatus
            patientId={patientId}
            view={kept.program}
            isOffline={isOffline}
            onChanged={refresh}
          />
        )}
        {(isEditing ?? hasDraft) ? (
          <PrescribeForm
            db={isSyncRunning() ? clinicalDb() : null}
            patientId={patientId}
            initial={program}
            storedData={device.storedData}
            onCancel={() => {
              setEditing(false);
            }}
            onSave={async (next, editedFrom) => {
              await saveProgram(clinicalDb(), patientId, next, editedFrom);
              setEditing(false);
            }}
          />
        ) : (
          <Group justify="space-between" align="flex-start">
            <ProgramSummary device={device} latest={latest} />
            <Button
              onClick={() => {
                setEditing(true);
              }}
            >
              {program ? 'Change programme' : 'Prescribe'}
            </Button>
          </Group>
        )}
        {kept && (
          <>
            <HomeWork program={program} rounds={kept.rounds} />
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
    </Fold>
  );
}

/** The patient page's Home programme (docs/product.md#home-programme), closed to a summary
 * until opened. */
export function HomeProgramPanel({ patientId }: { patientId: string }) {
  const state = useCurrentUser();
  if (state.status !== 'ready') return null;
  return <Panel key={patientId} db={homeDb(state.user.userId)} patientId={patientId} />;
}
