import {
  Alert,
  Button,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { instruments, type InstrumentId, type OutcomeResult } from '@optolight/domain';
import { useState } from 'react';
import type { OptolightDb } from '../../../db/schema';
import { formatDateTime } from '../../../lib/format';
import { addOutcome, todayIso } from '../data/outcomes';
import { useAnswersDraft, type AnswersInProgress } from '../data/use-answers-draft';
import { ItemScreen } from './ItemScreen';
import { ResultView } from './ResultView';

const start = (instrument: InstrumentId): AnswersInProgress => ({
  instrument,
  answers: instruments[instrument].items.map(() => null),
  index: 0,
});

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
  const [finished, setFinished] = useState<Required<OutcomeResult> | null>(null);
  const [isShown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = draft.state;
  const instrument = state ? instruments[state.instrument] : null;
  const item = instrument && state ? instrument.items[state.index] : undefined;
  const answered = state?.answers.filter((a) => a !== null).length ?? 0;

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

  const answer = (value: number) => {
    if (!state || !instrument) return;
    const answers = state.answers.map((a, i) => (i === state.index ? value : a));
    const isLast = state.index >= instrument.items.length - 1;
    draft.update({ ...state, answers, index: isLast ? state.index : state.index + 1 });
  };
  const complete = state?.answers.every((a) => a !== null) ? state.answers : null;

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
        ) : !draft.isLoaded ? null : !state || !instrument || !item ? (
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
                draft.update(start(chosen));
              }}
            >
              Start the {instruments[chosen].shortName}
            </Button>
          </Stack>
        ) : (
          <>
            {draft.restoredAt && (
              <Alert color="blue" title="Carrying on where it was left">
                {answered} answers were given on {formatDateTime(draft.restoredAt)}.
              </Alert>
            )}
            <Stack gap={6}>
              <Text fz={20} fw={600}>
                {instrument.shortName}: question {state.index + 1} of {instrument.items.length}
              </Text>
              <Progress
                value={(answered / instrument.items.length) * 100}
                size="lg"
                aria-label={`${String(answered)} of ${String(instrument.items.length)} answered`}
              />
            </Stack>
            {state.index === 0 && answered === 0 && <Text fz={20}>{instrument.instructions}</Text>}
            <ItemScreen item={item} value={state.answers[state.index] ?? null} onAnswer={answer} />
            {error && <Alert color="red">{error}</Alert>}
            <Group justify="space-between">
              <Button
                size="lg"
                variant="default"
                disabled={state.index === 0}
                onClick={() => {
                  draft.update({ ...state, index: state.index - 1 });
                }}
              >
                Back
              </Button>
              {complete ? (
                <Button size="xl" onClick={() => void finish(complete)}>
                  Finish
                </Button>
              ) : (
                <Button
                  size="lg"
                  variant="default"
                  disabled={
                    state.answers[state.index] === null ||
                    state.index >= instrument.items.length - 1
                  }
                  onClick={() => {
                    draft.update({ ...state, index: state.index + 1 });
                  }}
                >
                  Next
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
