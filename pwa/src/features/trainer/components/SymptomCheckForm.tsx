import { Button, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  noSymptoms,
  SymptomCheck,
  symptomKeys,
  symptomLabels,
  type Symptom,
  type SymptomLevel,
} from '@optolight/domain';
import { useState } from 'react';

interface Props {
  when: 'before' | 'after';
  onDone: (check: SymptomCheck) => void;
  onCancel?: () => void;
}

type Draft = Partial<Record<Symptom, SymptomLevel>> & { doubleVisionKnown: boolean };
const levels: { value: SymptomLevel; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'mild', label: 'Mild' },
  { value: 'strong', label: 'Strong' },
];

/** Four questions before and after every round (safety): each must be answered. */
export function SymptomCheckForm({ when, onDone, onCancel }: Props) {
  const [draft, setDraft] = useState<Draft>({ doubleVisionKnown: false });
  const [isIncomplete, setIncomplete] = useState(false);
  const submit = () => {
    const parsed = SymptomCheck.safeParse(draft);
    if (parsed.success) onDone(parsed.data);
    else setIncomplete(true);
  };
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Stack>
        <Title order={2} size="h3">
          {when === 'before' ? 'How do you feel right now?' : 'How do you feel after the round?'}
        </Title>
        <Text size="sm" c="dimmed">
          Answer each question. This keeps the exercises safe for you.
        </Text>
        {symptomKeys.map((s) => (
          <Radio.Group
            key={s}
            label={symptomLabels[s]}
            value={draft[s] ?? null}
            onChange={(v) => {
              setDraft((d) => ({ ...d, [s]: v }));
            }}
            error={isIncomplete && !draft[s] ? 'Choose one' : undefined}
          >
            <Group mt={6}>
              {levels.map((l) => (
                <Radio key={l.value} value={l.value} label={l.label} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        {when === 'before' && draft.doubleVision && draft.doubleVision !== 'none' && (
          <Checkbox
            label="My therapist already knows about this double vision (it is not new)"
            checked={draft.doubleVisionKnown}
            onChange={(e) => {
              const isKnown = e.currentTarget.checked;
              setDraft((d) => ({ ...d, doubleVisionKnown: isKnown }));
            }}
          />
        )}
        <Group>
          <Button onClick={submit}>Continue</Button>
          <Button
            variant="default"
            onClick={() => {
              onDone(noSymptoms);
            }}
          >
            No symptoms at all
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              Back to exercises
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
