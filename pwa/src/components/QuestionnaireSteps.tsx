import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { instruments } from '@optolight/domain';
import { completeAnswers, type AnswersInProgress } from '../lib/answers-in-progress';
import { onDateTime } from '../lib/format';
import { ItemScreen } from './ItemScreen';

/**
 * A questionnaire one item per screen, in large type, with the progress shown
 * (docs/outcome-measures.md): the tablet's dialog and the patient's trainer at home show the
 * same screens. Every tap goes to `onChange`, which keeps the answers as a draft; `onFinish`
 * gets the answers once every item has one.
 */
export function QuestionnaireSteps({
  state,
  restoredAt,
  error,
  onChange,
  onFinish,
}: {
  state: AnswersInProgress;
  restoredAt: string | null;
  error: string | null;
  onChange: (next: AnswersInProgress) => void;
  onFinish: (answers: number[]) => void;
}) {
  const instrument = instruments[state.instrument];
  const item = instrument.items[state.index];
  const answered = state.answers.filter((a) => a !== null).length;
  const complete = completeAnswers(state);
  if (!item) return null;

  const answer = (value: number) => {
    const answers = state.answers.map((a, i) => (i === state.index ? value : a));
    const isLast = state.index >= instrument.items.length - 1;
    onChange({ ...state, answers, index: isLast ? state.index : state.index + 1 });
  };

  return (
    <>
      {restoredAt && (
        <Alert color="blue" title="Carrying on where it was left">
          {answered} answers were given {onDateTime(restoredAt)}.
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
            onChange({ ...state, index: state.index - 1 });
          }}
        >
          Back
        </Button>
        {complete ? (
          <Button
            size="xl"
            onClick={() => {
              onFinish(complete);
            }}
          >
            Finish
          </Button>
        ) : (
          <Button
            size="lg"
            variant="default"
            disabled={
              state.answers[state.index] === null || state.index >= instrument.items.length - 1
            }
            onClick={() => {
              onChange({ ...state, index: state.index + 1 });
            }}
          >
            Next
          </Button>
        )}
      </Group>
    </>
  );
}
