import { Group, Stack, Text, TextInput } from '@mantine/core';
import { goalKey, goalTexts } from '@optolight/domain';
import { useWatch } from 'react-hook-form';
import { useTextInput } from '../../../components/fields';

function TargetDate({ goal }: { goal: string }) {
  const name = `targetDates.${goalKey(goal)}`;
  // A goal just ticked or typed has no date yet: '' (none), never a missing value the schema
  // would refuse on save.
  const input = useTextInput(name, '');

  return (
    <Group wrap="nowrap" align="flex-start" justify="space-between" gap="sm">
      <Text size="sm" style={{ flex: 1 }} pt={6}>
        {goal}
      </Text>
      <TextInput type="date" aria-label={`Target date: ${goal}`} w={170} {...input} />
    </Group>
  );
}

/** A date for each goal as it is ticked or typed (one typed goal a line), kept by the goal's
 * key (docs/product.md#goals-and-their-progress). */
export function GoalTargetDates({ listName }: { listName: 'shortTermGoals' | 'longTermGoals' }) {
  const picked: unknown = useWatch({ name: listName });
  const typed: unknown = useWatch({ name: 'additionalGoals' });
  const goals = goalTexts(
    Array.isArray(picked) ? picked.filter((p) => typeof p === 'string') : [],
    typeof typed === 'string' ? typed : '',
  );
  return (
    <Stack gap="sm" role="group" aria-label="Target dates">
      <Text fw={500} size="sm">
        Target dates
      </Text>
      {goals.length === 0 ? (
        <Text size="sm" c="dimmed">
          Tick or type a goal (one a line) to give it a target date.
        </Text>
      ) : (
        goals.map((g) => <TargetDate key={goalKey(g)} goal={g} />)
      )}
    </Stack>
  );
}
