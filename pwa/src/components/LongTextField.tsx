import { Textarea } from '@mantine/core';
import { useTextInput, type FieldProps } from './fields';

/** Free text of several lines (histories, plans, goals): the box grows with what is typed. Apart
 * from the other fields, so the pages that have none do not load its sizing. */
export function LongTextField({ name, label }: Omit<FieldProps, 'isLabelHidden'>) {
  return <Textarea autosize minRows={2} label={label} {...useTextInput(name)} />;
}
