import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { instruments, type ScoredOutcome } from '@optolight/domain';

/** A questionnaire's score for the therapist: the score, the flag and its interpretation. */
export function ResultView({ result, onClose }: { result: ScoredOutcome; onClose: () => void }) {
  const instrument = instruments[result.instrument];
  return (
    <Stack gap="lg" aria-label="Questionnaire result">
      <Title order={2} fz={28}>
        {instrument.shortName} score: {result.score}
      </Title>
      <Group>
        {result.flagged ? (
          <Badge color="red" size="xl">
            Flagged
          </Badge>
        ) : (
          <Badge color="green" size="xl">
            Not flagged
          </Badge>
        )}
      </Group>
      <Text fz={20}>{result.interpretation}</Text>
      <Text size="sm" c="dimmed">
        {instrument.source}
      </Text>
      <Button size="xl" onClick={onClose}>
        Done
      </Button>
    </Stack>
  );
}
