import { Box, Chip, Group, Input, Stack, Text } from '@mantine/core';
import { optionLabel } from '@optolight/domain';
import { useId } from 'react';
import { useFormLock } from './form-lock';

/** A long option wraps inside its chip instead of running off a phone's screen. */
const longLabel = {
  root: { maxWidth: '100%' },
  label: {
    height: 'auto',
    minHeight: 'var(--chip-size)',
    whiteSpace: 'normal',
    paddingBlock: 6,
  },
} as const;

interface Props {
  name: string;
  label: string;
  isLabelHidden: boolean;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Label and chips on one line (long lists of short questions, e.g. symptoms). */
  isInline?: boolean;
  /** Attributes for the wrapper (the field's mark, see fieldMark in components/fields.tsx). */
  wrapperProps: Record<string, string>;
}

/**
 * One of a short list as a row of chips: one tap chooses, where a native select takes two (open,
 * pick). Tapping the chosen chip again clears it, so a finding tapped by mistake is not left
 * recorded as observed. The chips are radios of one group: arrow keys move between them.
 */
export function OptionChips({
  name,
  label,
  isLabelHidden,
  options,
  value,
  onChange,
  error,
  isInline = false,
  wrapperProps,
}: Props) {
  const labelId = useId();
  // The locked form's fieldset already stops input; the chips must also look it, as the fields
  // and buttons beside them do.
  const { isLocked } = useFormLock();
  const chips = (
    <Group
      gap={8}
      role="radiogroup"
      {...(isLabelHidden ? { 'aria-label': label } : { 'aria-labelledby': `${labelId}-label` })}
    >
      {options.map((o) => (
        <Chip
          key={o}
          type="radio"
          name={name}
          value={o}
          checked={value === o}
          disabled={isLocked}
          styles={longLabel}
          onChange={() => {
            onChange(o);
          }}
          onClick={() => {
            if (value === o) onChange('');
          }}
        >
          {optionLabel(o)}
        </Chip>
      ))}
    </Group>
  );
  if (isInline)
    return (
      <Stack gap={4} {...wrapperProps}>
        <Group justify="space-between" gap="xs">
          <Text id={`${labelId}-label`} size="sm" fw={500}>
            {label}
          </Text>
          {chips}
        </Group>
        {error && (
          <Text size="xs" c="red.8">
            {error}
          </Text>
        )}
      </Stack>
    );
  return (
    <Input.Wrapper
      {...(isLabelHidden ? {} : { label, labelElement: 'div' as const, id: labelId })}
      error={error}
      {...wrapperProps}
    >
      <Box mt={isLabelHidden ? 0 : 4}>{chips}</Box>
    </Input.Wrapper>
  );
}
