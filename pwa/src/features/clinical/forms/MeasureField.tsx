import { Text, TextInput } from '@mantine/core';
import type { FieldFlag } from '@optolight/domain';
import { useNumberInput } from '../../../components/fields';

/** A finding's number, with its norm flag under it as it is typed. */
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
