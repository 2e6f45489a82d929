import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { v7 as uuidv7 } from 'uuid';
import { useState } from 'react';
import { QuestionnaireSteps } from '../../../components/QuestionnaireSteps';
import { startAnswers } from '../../../lib/answers-in-progress';
import { todayIso } from '../../../lib/format';
import { saveHomeOutcome } from '../data/outcome-queue';
import type { TrainerDb } from '../data/trainer-db';
import { useOutcomeDraft } from '../data/use-outcome-draft';
import { runTrainerSync } from '../data/use-trainer-sync';

/**
 * The CISS at home (docs/outcome-measures.md#at-home), on the same one-item-per-screen pages as
 * the therapist's tablet. The answers are kept after every tap; the finished questionnaire is
 * kept on this device and sent with the trainer's sync. The score is the therapist's to read
 * and explain, so the patient is only thanked.
 */
export function HomeQuestionnaire({ db, onClose }: { db: TrainerDb; onClose: () => void }) {
  const draft = useOutcomeDraft(db);
  const [isDone, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The first screen shows the instructions; nothing is kept until the first answer.
  const state = draft.state ?? startAnswers('CISS');

  const finish = async (answers: number[]) => {
    try {
      await saveHomeOutcome(db, {
        id: uuidv7(),
        instrument: state.instrument,
        takenAt: todayIso(),
        answers,
      });
      setDone(true);
      void runTrainerSync(db);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The answers could not be kept on this device.');
    }
  };

  return (
    <Modal opened onClose={onClose} fullScreen title="Questionnaire" size="100%">
      <Stack maw={720} mx="auto" gap="lg">
        {isDone ? (
          <Stack gap="lg" align="flex-start">
            <Title order={2} fz={28}>
              Thank you. Your answers go to your therapist.
            </Title>
            <Text fz={20}>
              They are kept on this device and sent as soon as it is online. Your therapist will go
              through them with you.
            </Text>
            <Button size="xl" onClick={onClose}>
              Done
            </Button>
          </Stack>
        ) : (
          draft.isLoaded && (
            <QuestionnaireSteps
              state={state}
              restoredAt={draft.restoredAt}
              error={error}
              onChange={draft.update}
              onFinish={(answers) => void finish(answers)}
            />
          )
        )}
      </Stack>
    </Modal>
  );
}
