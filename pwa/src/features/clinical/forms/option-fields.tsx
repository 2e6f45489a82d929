import { Button, Checkbox, Group, NativeSelect, Radio, SimpleGrid } from '@mantine/core';
import { optionLabel } from '@optolight/domain';
import type { FieldValues } from 'react-hook-form';
import {
  DateField,
  fieldMark,
  labelProps,
  NumberField,
  TextField,
  useField,
  type FieldProps,
  type FieldsOf,
} from '../../../components/fields';
import { LongTextField } from '../../../components/LongTextField';
import { OptionChips } from './OptionChips';

/* The clinical forms' option fields, bound by name like the shared ones: section forms are driven
 * by the domain's option and label data (their labels, chips, radios and checks), kept out of the
 * shared fields so the signed-out pages do not load it. */

/** Lists this short, of labels this short, are chips (one tap); others a native select (two
 * taps, but compact). */
const MOST_CHIPS = 6;
const LONGEST_CHIP = 20;

/** One of a list of options; empty until chosen. */
export function ChoiceField({
  name,
  label,
  options,
  isLabelHidden = false,
  isInline = false,
  hasFullRow = false,
}: FieldProps & {
  options: readonly string[];
  isInline?: boolean;
  /** The field has the form's whole width: long labels wrap as chips instead of a select. */
  hasFullRow?: boolean;
}) {
  const { field, fieldState } = useField(name);
  const value = typeof field.value === 'string' ? field.value : '';
  const isShort =
    options.length <= MOST_CHIPS &&
    (hasFullRow || options.every((o) => optionLabel(o).length <= LONGEST_CHIP));
  if (isShort)
    return (
      <OptionChips
        name={field.name}
        label={label}
        isLabelHidden={isLabelHidden}
        isInline={isInline}
        options={options}
        value={value}
        onChange={field.onChange}
        error={fieldState.error?.message}
        {...fieldMark(name)}
      />
    );
  return (
    <NativeSelect
      {...labelProps(label, isLabelHidden)}
      {...fieldMark(name)}
      name={field.name}
      value={value}
      onChange={(e) => {
        field.onChange(e.currentTarget.value);
      }}
      data={[
        { value: '', label: '—' },
        ...options.map((o) => ({ value: o, label: optionLabel(o) })),
      ]}
      error={fieldState.error?.message}
    />
  );
}

export function RadioField({ name, label, options }: FieldProps & { options: readonly string[] }) {
  const { field, fieldState } = useField(name);
  return (
    <Radio.Group
      label={label}
      {...fieldMark(name)}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
    >
      <Group mt={4}>
        {options.map((o) => (
          <Radio key={o} value={o} label={optionLabel(o)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

const asStrings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** A checkbox group storing the chosen values (or, with `titled`, `{ title }` items). */
/** The titles of a titled list (`[{ title }]`), skipping anything else. */
export function titlesOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.flatMap((i: unknown) =>
        typeof i === 'object' && i !== null && 'title' in i && typeof i.title === 'string'
          ? [i.title]
          : [],
      )
    : [];
}

export function ChecksField({
  name,
  label,
  options,
  isTitled = false,
  cols = 2,
  canSelectAll = false,
}: FieldProps & {
  options: readonly string[];
  isTitled?: boolean;
  cols?: number;
  /** Offer one tap for all of them, where all is the usual answer (oriented ×3). */
  canSelectAll?: boolean;
}) {
  const { field, fieldState } = useField(name);
  const raw: unknown[] = Array.isArray(field.value) ? field.value : [];
  const value = isTitled ? titlesOf(raw) : asStrings(raw);
  const set = (next: string[]) => {
    field.onChange(isTitled ? next.map((title) => ({ title })) : next);
  };
  return (
    <Checkbox.Group
      label={label}
      {...fieldMark(name)}
      value={value}
      onChange={set}
      error={fieldState.error?.message}
    >
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing={6} mt={6}>
        {options.map((o) => (
          <Checkbox key={o} value={o} label={optionLabel(o)} />
        ))}
      </SimpleGrid>
      {canSelectAll && (
        <Button
          variant="subtle"
          mt={4}
          aria-label={`Select all: ${label}`}
          disabled={options.every((o) => value.includes(o))}
          onClick={() => {
            set([...options]);
          }}
        >
          Select all
        </Button>
      )}
    </Checkbox.Group>
  );
}

const fields = {
  TextField,
  LongTextField,
  DateField,
  NumberField,
  ChoiceField,
  RadioField,
  ChecksField,
};

/**
 * The shared fields and the option fields, with names checked against a section's values: a
 * misspelt or removed field name does not compile (`clinicalFieldsOf<Appointment>()`).
 */
export function clinicalFieldsOf<T extends FieldValues>(): FieldsOf<typeof fields, T> {
  return fields;
}
