import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { diagnosisLabel, diagnosisOf, type DiagnosisSuggestion } from '@optolight/domain';

interface Props {
  suggestions: readonly DiagnosisSuggestion[];
  /** Codes the visit's diagnosis lists already hold. */
  chosen: readonly string[];
  /** Adds a code to the visit's primary diagnoses; undefined until the appointment is saved. */
  onAdd: ((code: string) => Promise<void>) | undefined;
}

/** Codes the findings support, each added to the diagnosis only by the clinician's tap
 * (docs/outcome-measures.md#diagnoses-the-findings-suggest). */
export function SuggestedCodes({ suggestions, chosen, onAdd }: Props) {
  return (
    <Paper withBorder p="sm" role="region" aria-label="Suggested codes">
      <Stack gap="xs">
        <Text fw={600}>Suggested codes</Text>
        {suggestions.length === 0 && (
          <Text size="sm" c="dimmed">
            None yet: the findings so far support no code.
          </Text>
        )}
        {suggestions.map((s) => {
          const d = diagnosisOf(s.code);
          const isChosen = chosen.includes(s.code);
          return (
            <Group key={s.code} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} flex="1 1 16rem">
                <Text size="sm" fw={600}>
                  {d ? diagnosisLabel(d) : s.code}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.because}
                </Text>
              </Stack>
              <Button
                variant={isChosen ? 'light' : 'default'}
                disabled={isChosen || !onAdd}
                onClick={() => void onAdd?.(s.code)}
              >
                {isChosen ? `${s.code} in the diagnosis` : `Add ${s.code} to the diagnosis`}
              </Button>
            </Group>
          );
        })}
        {suggestions.length > 0 && !onAdd && (
          <Text size="xs" c="dimmed">
            Save the appointment first to add a code to its diagnosis.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
