import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { instrumentIds, instruments, outcomeCutOff } from '@optolight/domain';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { useState } from 'react';
import { Fold } from '../../../components/Fold';
import { LineChart } from '../../../components/LineChart';
import type { OptolightDb } from '../../../db/schema';
import { formatDate } from '../../../lib/format';
import { birthDateOf, readOutcomes, type ShownOutcome } from '../data/outcomes';
import { useDb } from '../data/db';
import { QuestionnaireDialog } from './QuestionnaireDialog';

function ResultRow({ result }: { result: ShownOutcome }) {
  const instrument = instruments[result.instrument];
  return (
    <Group
      gap="xs"
      wrap="wrap"
      component="li"
      aria-label={`${instrument.shortName} ${formatDate(result.takenAt)}`}
    >
      <Text w={96}>{formatDate(result.takenAt)}</Text>
      <Text fw={600} w={46}>
        {instrument.shortName}
      </Text>
      <Text miw={64} style={{ whiteSpace: 'nowrap' }}>
        {result.score} of {result.instrument === 'CISS' ? 60 : 10}
      </Text>
      {result.flagged ? (
        <Badge color="red">Flagged</Badge>
      ) : (
        <Badge color="green">Not flagged</Badge>
      )}
      {result.fromHome && (
        <Badge color="blue" variant="light">
          Filled at home
        </Badge>
      )}
      {result.isWaiting && (
        <Text size="sm" c="dimmed">
          Waiting to sync
        </Text>
      )}
    </Group>
  );
}

/** One instrument's scores over time, oldest first, with the cut-off for the patient's age now. */
function ScoreChart({ results, dateOfBirth }: { results: ShownOutcome[]; dateOfBirth: string }) {
  const first = results[0];
  if (!first) return null;
  const instrument = instruments[first.instrument];
  const latest = results.at(-1) ?? first;
  const cutOff = outcomeCutOff(first.instrument, latest.takenAt, dateOfBirth);
  const max = first.instrument === 'CISS' ? 60 : 10;
  return (
    <Stack gap={4} maw={480}>
      <Text fw={600}>{instrument.shortName} over time</Text>
      <LineChart
        points={results.map((r) => ({ at: r.takenAt, value: r.score }))}
        max={max}
        reference={{ value: cutOff, label: `cut-off ${String(cutOff)}` }}
        summary={`${instrument.shortName} scores: ${results.map((r) => `${formatDate(r.takenAt)} ${String(r.score)}`).join(', ')}; cut-off ${String(cutOff)}`}
      />
    </Stack>
  );
}

interface Shown {
  results: ShownOutcome[];
  dateOfBirth: string;
}

function Results({ data }: { data: Shown }) {
  if (!data.results.length) return <Text>No questionnaires yet.</Text>;
  return (
    <Stack>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Questionnaire results"
      >
        {data.results.map((r) => (
          <ResultRow key={r.id} result={r} />
        ))}
      </Stack>
      {instrumentIds.map((id) => {
        const results = data.results.filter((r) => r.instrument === id).reverse();
        // One result is a point, not a line: the list above says it in words.
        return results.length > 1 ? (
          <ScoreChart key={id} results={results} dateOfBirth={data.dateOfBirth} />
        ) : null;
      })}
    </Stack>
  );
}

/** 'No questionnaires yet', or '2 results; latest CISS, 03/02/2026: 21 points, flagged'. */
function summaryOf(results: readonly ShownOutcome[] | undefined): string {
  const latest = results?.[0];
  if (!results || !latest) return 'No questionnaires yet';
  const count = results.length === 1 ? '1 result' : `${String(results.length)} results`;
  const flag = latest.flagged ? 'flagged' : 'not flagged';
  return `${count}; latest ${instruments[latest.instrument].shortName}, ${formatDate(latest.takenAt)}: ${String(latest.score)} points, ${flag}`;
}

function Outcomes({ db, patientId }: { db: OptolightDb; patientId: string }) {
  const [isOpen, setOpen] = useState(false);
  const data = useKeyedLiveQuery(
    async (): Promise<Shown> => ({
      results: await readOutcomes(db, patientId),
      dateOfBirth: await birthDateOf(db, patientId),
    }),
    [db, patientId],
  );
  return (
    <>
      <Fold
        title="Outcome measures"
        summary={data ? summaryOf(data.results) : 'Loading...'}
        action={
          <Button
            onClick={() => {
              setOpen(true);
            }}
          >
            Questionnaire
          </Button>
        }
      >
        {data && <Results data={data} />}
      </Fold>
      {isOpen && (
        <QuestionnaireDialog
          db={db}
          patientId={patientId}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

/** The patient page's outcome measures (docs/outcome-measures.md): the results with their
 * scores and flags, a graph per instrument from its second result, and the questionnaire the
 * patient fills in, which opens with the section closed. */
export function OutcomesPanel({ patientId }: { patientId: string }) {
  const db = useDb();
  if (!db) return null;
  return <Outcomes db={db} patientId={patientId} />;
}
