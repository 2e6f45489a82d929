import { Button, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { instruments, type InstrumentId, type ScoredOutcome } from '@optolight/domain';
import { useState } from 'react';
import { QuestionnaireSteps } from '../../../components/QuestionnaireSteps';
import type { OptolightDb } from '../../../db/schema';
import { startAnswers } from '../../../lib/answers-in-progress';
import { todayIso } from '../../../lib/format';
import { addOutcome } from '../data/outcomes';
import { useAnswersDraft } from '../data/use-answers-draft';
import { ResultView } from './ResultView';

/**
 * The questionnaire the therapist starts and hands to the patient (docs/outcome-measures.md):
 * full screen, large type, one item per screen with the progress shown. Every answer is kept on
 * the device as it is given; the finished questionnaire is stored and scored on the device, and
 * the score is shown only once the patient hands the tablet back.
 */
export function QuestionnaireDialog({
  db,
  patientId,
  onClose,
}: {
  db: OptolightDb;
  patientId: string;
  onClose: () => void;
}) {
  const draft = useAnswersDraft(db, patientId);
  const [chosen, setChosen] = useState<InstrumentId>('CISS');
  const [finished, setFinished] = useState<ScoredOutcome | null>(null);
  const [isShown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = draft.state;

  const finish = async (answers: number[]) => {
    if (!state) return;
    try {
      const { result } = await addOutcome(db, patientId, {
        instrument: state.instrument,
        takenAt: todayIso(),
        answers,
      });
      await draft.clear();
      setFinished(result);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The answers could not be stored.');
    }
  };

  return (
    <Modal opened onClose={onClose} fullScreen title="Questionnaire" size="100%">
      <Stack maw={720} mx="auto" gap="lg">
        {finished ? (
          isShown ? (
            <ResultView result={finished} onClose={onClose} />
          ) : (
            <Stack gap="lg" align="flex-start">
              <Title order={2} fz={28}>
                Thank you. Please hand the tablet back to your therapist.
              </Title>
              <Button
                size="xl"
                onClick={() => {
                  setShown(true);
                }}
              >
                Show the result
              </Button>
            </Stack>
          )
        ) : !draft.isLoaded ? null : !state ? (
          <Stack gap="lg">
            <Text fz={20}>Choose the questionnaire, then hand the tablet to the patient.</Text>
            <SegmentedControl
              size="lg"
              value={chosen}
              onChange={(v) => {
                setChosen(v === 'VOMS' ? 'VOMS' : 'CISS');
              }}
              data={Object.values(instruments).map((i) => ({ value: i.id, label: i.shortName }))}
            />
            <Text fz={20}>{instruments[chosen].name}</Text>
            <Button
              size="xl"
              onClick={() => {
                draft.update(startAnswers(chosen));
              }}
            >
              Start the {instruments[chosen].shortName}
            </Button>
          </Stack>
        ) : (
          <QuestionnaireSteps
            state={state}
            restoredAt={draft.restoredAt}
            error={error}
            onChange={draft.update}
            onFinish={(answers) => void finish(answers)}
          />
        )}
      </Stack>
    </Modal>
  );
}
