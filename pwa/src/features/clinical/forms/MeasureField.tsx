import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldFlag } from '@optolight/domain';
import { fieldMark, useField } from '../../../components/fields';

/** A finding's number, with its norm flag under it as it is typed. The typed text is kept as
 * typed ('11.' on the way to '11.5'); the form holds its number, or null when empty. */
export function MeasureField({
  name,
  label,
  flag,
}: {
  name: string;
  label: string;
  flag: FieldFlag | null;
}) {
  const { ref, field, fieldState } = useField(name);
  const stored = typeof field.value === 'number' ? String(field.value) : '';
  const [typed, setTyped] = useState(stored);
  // A value set from outside (a restored draft, a pulled change) replaces what was typed.
  const shown = Number(typed) === Number(stored) && typed !== '' ? typed : stored;
  return (
    <TextInput
      label={label}
      {...fieldMark(name)}
      ref={ref}
      name={field.name}
      inputMode="decimal"
      value={shown}
      onChange={(e) => {
        const text = e.currentTarget.value.replace(/[^\d.]/g, '');
        setTyped(text);
        if (text === '') field.onChange(null);
        else if (!Number.isNaN(Number(text))) field.onChange(Number(text));
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      description={
        flag && (
          <Text
            component="span"
            size="xs"
            c={flag.flagged ? 'red.9' : 'teal.9'}
            fw={flag.flagged ? 600 : 400}
            data-flag={flag.flagged ? 'flagged' : 'within'}
          >
            {flag.text}
          </Text>
        )
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
