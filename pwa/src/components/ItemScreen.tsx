import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { scaleValues, type InstrumentItem } from '@optolight/domain';
import { useState } from 'react';

/** Large type for a patient holding the tablet: 22 px questions, 20 px answers, 56 px buttons. */
const answerStyle = {
  root: { minHeight: 56, height: 'auto' },
  label: { fontSize: 20, whiteSpace: 'normal' as const },
};

/**
 * One item of a questionnaire: its question and every answer its scale allows, written out
 * (Never … Always). Tapping an answer gives it; a measurement (a near point in cm) is typed.
 */
export function ItemScreen({
  item,
  value,
  onAnswer,
}: {
  item: InstrumentItem;
  value: number | null;
  onAnswer: (value: number) => void;
}) {
  const { scale } = item;
  const labels = scale.labels;
  return (
    <Stack gap="md">
      {item.group && (
        <Text fz={20} c="dimmed">
          {item.group}
        </Text>
      )}
      <Text fz={24} fw={600} lh={1.35} id={`item-${item.id}`}>
        {item.text}
      </Text>
      {labels ? (
        <SimpleGrid
          cols={labels.length > 5 ? { base: 3, sm: 4 } : 1}
          spacing="sm"
          role="radiogroup"
          aria-labelledby={`item-${item.id}`}
        >
          {scaleValues(scale).map((v, i) => (
            <Button
              key={v}
              role="radio"
              aria-checked={value === v}
              variant={value === v ? 'filled' : 'default'}
              size="xl"
              styles={answerStyle}
              onClick={() => {
                onAnswer(v);
              }}
            >
              {labels[i] ?? String(v)}
            </Button>
          ))}
        </SimpleGrid>
      ) : (
        <Measurement key={item.id} item={item} value={value} onAnswer={onAnswer} />
      )}
    </Stack>
  );
}

function Measurement({
  item,
  value,
  onAnswer,
}: {
  item: InstrumentItem;
  value: number | null;
  onAnswer: (value: number) => void;
}) {
  const [typed, setTyped] = useState<string | number>(value ?? '');
  const { min, max, step, unit } = item.scale;
  const n = typeof typed === 'number' ? typed : Number.NaN;
  const isValid = Number.isFinite(n) && n >= min && n <= max && Number.isInteger((n - min) / step);
  return (
    <Group align="flex-end">
      <NumberInput
        label={`In ${unit ?? ''}, from ${String(min)} to ${String(max)}`}
        size="xl"
        value={typed}
        onChange={setTyped}
        min={min}
        max={max}
        step={step}
        decimalScale={1}
        hideControls
        error={
          typed !== '' && !isValid
            ? `A value from ${String(min)} to ${String(max)} in steps of ${String(step)}`
            : undefined
        }
        style={{ flex: 1 }}
      />
      <Button
        size="xl"
        disabled={!isValid}
        onClick={() => {
          onAnswer(n);
        }}
      >
        Enter
      </Button>
    </Group>
  );
}
