import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { exercises, type TrainerExercise } from '@optolight/domain';

const steps: Record<TrainerExercise, string[]> = {
  pursuit: [
    'Keep your head still and follow the white dot with your eyes only.',
    'When the dot turns orange, press Space, tap the screen or the button below.',
    'The dot speeds up as you get better and slows down after a miss.',
  ],
  saccades: [
    'Two circles sit left and right. The bright one is the target.',
    'Move your eyes to the target at once: a letter shows in it for a moment.',
    'Type the letter or tap it below. The letter shows for less time as you improve.',
  ],
  antiSaccades: [
    'Look at the cross in the middle.',
    'A yellow dot appears on one side: do NOT look at it. Look to the other side instead.',
    'A letter shows there for a moment. Type it or tap it below.',
  ],
  tachistoscope: [
    'Look at the cross in the middle.',
    'A row of digits shows once, for half a second.',
    'Type the digits you saw and press Enter. Rows get longer as you improve.',
  ],
  eyeHand: [
    'Targets appear one at a time anywhere on the screen.',
    'Tap or click each one as quickly as you can.',
    'With a keyboard, use the number pad: 7 8 9 is the top row. Targets shrink as you improve.',
  ],
};

interface Props {
  exercise: TrainerExercise;
  seconds: number;
  onStart: () => void;
  onBack: () => void;
}

export function Instructions({ exercise, seconds, onStart, onBack }: Props) {
  const def = exercises[exercise];
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Stack>
        <Title order={2} size="h3">
          {def.title}
        </Title>
        <List type="ordered" spacing="xs">
          {steps[exercise].map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          The round lasts {seconds} seconds. Sit at your calibrated distance. Stop at any time if
          you feel unwell.
        </Text>
        <Group>
          <Button size="md" onClick={onStart}>
            Start round
          </Button>
          <Button variant="default" onClick={onBack}>
            Back to exercises
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
