import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { exercises, variableAt, type SafetyAdvice, type TrainerRound } from '@optolight/domain';
import { IconAlertTriangle } from '@tabler/icons-react';

interface Props {
  round: TrainerRound;
  advice: SafetyAdvice;
  saveError: string | null;
  onAgain: () => void;
  onDone: () => void;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`result-${label.toLowerCase().replace(/\W+/g, '-')}`}>
        {value}
      </Text>
    </Paper>
  );
}

export function ResultsScreen({ round, advice, saveError, onAgain, onDone }: Props) {
  const def = exercises[round.exercise];
  const level = `${variableAt(round.exercise, round.finalLevel)} ${def.variable.unit}`;
  return (
    <Stack maw={720}>
      <Title order={2} size="h3">
        {def.title}: results
      </Title>
      {advice.reasons.length > 0 && (
        <Alert
          color={advice.isStop ? 'red' : 'yellow'}
          icon={<IconAlertTriangle aria-hidden />}
          title={advice.isStop ? 'Please stop for today' : 'Take a rest'}
          role="alert"
        >
          {advice.reasons.map((r) => (
            <Text key={r} size="sm">
              {r}
            </Text>
          ))}
        </Alert>
      )}
      {saveError ? (
        <Alert color="red" title="The round was not saved" role="alert">
          {saveError}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" data-testid="round-saved">
          Saved on this device. It syncs to your account when you are online.
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="Score" value={String(round.score)} />
        <Stat label="Accuracy" value={`${Math.round(round.accuracy * 100)} %`} />
        <Stat
          label="Reaction time"
          value={round.meanReactionMs === null ? '–' : `${round.meanReactionMs} ms`}
        />
        <Stat label={def.variable.label} value={level} />
      </SimpleGrid>
      <Text size="sm">
        {round.trials.length} trials, {round.trials.filter((t) => t.isCorrect).length} correct.
      </Text>
      <Group>
        {!advice.isStop && <Button onClick={onAgain}>Play again</Button>}
        <Button variant="default" onClick={onDone}>
          Back to exercises
        </Button>
      </Group>
    </Stack>
  );
}
