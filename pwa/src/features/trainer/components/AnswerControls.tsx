import { Button, Group, Text, TextInput } from '@mantine/core';
import type { TrainerExercise } from '@optolight/domain';
import { useState } from 'react';
import { LETTERS } from '../exercises/types';

interface Props {
  exercise: TrainerExercise;
  onKey: (key: string) => void;
  onText: (text: string) => void;
}

/** On-screen answers for touch screens; the keyboard works as well (letters, digits, Space). */
export function AnswerControls({ exercise, onKey, onText }: Props) {
  const [digits, setDigits] = useState('');
  switch (exercise) {
    case 'pursuit':
      return (
        <Button
          size="lg"
          onClick={() => {
            onKey(' ');
          }}
        >
          It changed! (Space)
        </Button>
      );
    case 'saccades':
    case 'antiSaccades':
      return (
        <Group gap="xs" justify="center" role="group" aria-label="Which letter did you see?">
          {LETTERS.map((l) => (
            <Button
              key={l}
              size="md"
              variant="default"
              miw={48}
              px="sm"
              onClick={() => {
                onText(l);
              }}
            >
              {l}
            </Button>
          ))}
        </Group>
      );
    case 'tachistoscope':
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onText(digits);
            setDigits('');
          }}
        >
          <Group align="end">
            <TextInput
              label="Digits you saw"
              inputMode="numeric"
              autoComplete="off"
              value={digits}
              onChange={(e) => {
                setDigits(e.currentTarget.value.replace(/\D/g, ''));
              }}
              style={{ flex: 1 }}
              size="md"
              autoFocus
            />
            <Button type="submit" size="md">
              Answer
            </Button>
          </Group>
        </form>
      );
    case 'eyeHand':
      return (
        <Text c="dimmed" ta="center">
          Tap or click each target. With a keyboard, use the number pad: 7 8 9 is the top row.
        </Text>
      );
  }
}
