import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { lastSentOutcome, waitingOutcomes } from '../data/outcome-queue';
import type { QueuedOutcome, TrainerDb } from '../data/trainer-db';
import { useHasOutcomeDraft } from '../data/use-outcome-draft';
import { HomeQuestionnaire } from './HomeQuestionnaire';

/** Where a finished questionnaire is, in the patient's words. */
function waitingText(o: QueuedOutcome): string {
  const answers = `your answers of ${formatDate(o.outcome.takenAt)}`;
  switch (o.status) {
    case 'held':
      return `Waiting to send. Your account is not linked to a therapist just now, so ${answers} are kept on this device and sent once you are linked again.`;
    case 'rejected':
      return `Not sent: ${o.message ?? 'the server refused it'}. Your answers are kept on this device; please tell your therapist.`;
    case 'pending':
      return `Waiting to send: ${answers} are kept on this device and sent when it is online.`;
    case 'sent':
      return 'Sent to your therapist.';
  }
}

/**
 * "A questionnaire from your therapist" on /trainer-app (docs/outcome-measures.md#at-home): opens
 * the CISS while the account is linked, and says where each finished one is until the server
 * took it. Answers still waiting are shown even after unlinking: they are never dropped.
 */
export function HomeQuestionnaireCard({ db, isLinked }: { db: TrainerDb; isLinked: boolean }) {
  const waiting = useLiveQuery(() => waitingOutcomes(db), [db]);
  const sent = useLiveQuery(() => lastSentOutcome(db), [db]);
  const hasDraft = useHasOutcomeDraft(db);
  const [isOpen, setOpen] = useState(false);
  if (waiting === undefined || (!isLinked && waiting.length === 0)) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="home-questionnaire">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          A questionnaire from your therapist
        </Title>
        {isLinked && (
          <Text>
            The CISS: 15 questions about your eyes when you read or do close work. It takes about
            five minutes; you can stop and carry on later.
          </Text>
        )}
        <Stack gap={4} role="status" data-testid="questionnaire-status">
          {waiting.map((o) => (
            <Text key={o.id} fw={600}>
              {waitingText(o)}
            </Text>
          ))}
          {waiting.length === 0 && sent?.sentAt && (
            <Text fw={600}>Sent to your therapist on {formatDate(sent.sentAt)}.</Text>
          )}
        </Stack>
        {isLinked && (
          <Button
            size="lg"
            onClick={() => {
              setOpen(true);
            }}
          >
            {hasDraft
              ? 'Carry on with the questionnaire'
              : waiting.length || sent
                ? 'Fill it in again'
                : 'Start the questionnaire'}
          </Button>
        )}
      </Stack>
      {isOpen && (
        <HomeQuestionnaire
          db={db}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </Paper>
  );
}
