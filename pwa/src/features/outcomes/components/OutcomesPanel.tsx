import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { instrumentIds, instruments, outcomeCutOff } from '@optolight/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
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

function Results({ db, patientId }: { db: OptolightDb; patientId: string }) {
  const data = useLiveQuery(
    async () => ({
      results: await readOutcomes(db, patientId),
      dateOfBirth: await birthDateOf(db, patientId),
    }),
    [db, patientId],
  );
  if (!data) return null;
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
      {instrumentIds.map((id) => (
        <ScoreChart
          key={id}
          results={data.results.filter((r) => r.instrument === id).reverse()}
          dateOfBirth={data.dateOfBirth}
        />
      ))}
    </Stack>
  );
}

/** The patient page's outcome measures (docs/outcome-measures.md): the results with their
 * scores and flags, a graph per instrument, and the questionnaire the patient fills in. */
export function OutcomesPanel({ patientId }: { patientId: string }) {
  const db = useDb();
  const [isOpen, setOpen] = useState(false);
  if (!db) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="outcomes-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="outcomes-title">
          Outcome measures
        </Title>
        <Button
          onClick={() => {
            setOpen(true);
          }}
        >
          Questionnaire
        </Button>
      </Group>
      <Results db={db} patientId={patientId} />
      {isOpen && (
        <QuestionnaireDialog
          db={db}
          patientId={patientId}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </Paper>
  );
}
