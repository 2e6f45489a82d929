import { Text, TextInput } from '@mantine/core';
import type { FieldFlag } from '@optolight/domain';
import { useNumberInput } from '../../../components/fields';

/** A finding's number, with its norm flag under it as it is typed. The flag is a hint in dimmed
 * text, its words saying above, below or within the norm: red is kept for errors, and a finding
 * outside the norm is not one (docs/clinical-forms.md#binocular-vision). */
export function MeasureField({
  name,
  label,
  flag,
}: {
  name: string;
  label: string;
  flag: FieldFlag | null;
}) {
  return (
    <TextInput
      label={label}
      {...useNumberInput(name)}
      description={
        flag && (
          <Text
            component="span"
            size="xs"
            c="dimmed"
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
