import { Button, Stack, Text } from '@mantine/core';
import { homeProgramSummary } from '@optolight/domain';
import { useEffect, useState } from 'react';
import { messageOf, RequestError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { fetchPatientProgram, fetchPatientRounds } from '../api/home';
import { homeDb, type HomeDb } from '../data/home-db';
import { copyAge, refreshHome, useKeptHome } from '../data/kept-home';

const fetchers = { program: fetchPatientProgram, rounds: fetchPatientRounds };

interface Props {
  patientId: string;
  period: { from: string; to: string };
  onInsert: (text: string) => void;
}

function Insert({ db, patientId, period, onInsert }: Props & { db: HomeDb }) {
  const kept = useKeptHome(db, patientId);
  // Read again when the note opens online; offline the last kept copy stays and says its age.
  const [problem, setProblem] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let isLive = true;
    void refreshHome(db, patientId, fetchers).then(
      () => {
        if (isLive) setProblem(null);
      },
      (e: unknown) => {
        if (isLive)
          setProblem(
            e instanceof RequestError && e.isOffline ? 'the tablet is offline' : messageOf(e),
          );
      },
    );
    return () => {
      isLive = false;
    };
  }, [db, patientId]);
  if (kept === undefined) return null;
  const status = kept
    ? `From the home programme as read from the server ${formatDateTime(kept.fetchedAt)} ` +
      `(${copyAge(kept.fetchedAt)})${problem ? `; it could not be read again: ${problem}` : ''}.`
    : problem === undefined
      ? 'Reading the home programme from the server…'
      : `Cannot insert: this tablet has no copy of the home programme yet, and it could not be ` +
        `read: ${problem ?? ''}. Open the note again when online.`;
  return (
    <Stack gap={4} data-testid="home-summary">
      <Button
        type="button"
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        disabled={!kept}
        onClick={() => {
          if (!kept) return;
          onInsert(
            homeProgramSummary({
              period,
              versions: kept.program.versions,
              isLinked: kept.program.link !== null,
              rounds: kept.rounds,
            }),
          );
        }}
      >
        Insert home-programme summary
      </Button>
      <Text size="sm" c="dimmed" role="status">
        {status}
      </Text>
    </Stack>
  );
}

/** A note's 'Insert home-programme summary' (docs/product.md#home-programme): a paragraph on the
 * note's reporting period from the therapist's last copy of the programme and the rounds. */
export function HomeSummaryButton(props: Props) {
  const state = useCurrentUser();
  if (state.status !== 'ready') return null;
  return <Insert key={props.patientId} db={homeDb(state.user.userId)} {...props} />;
}
