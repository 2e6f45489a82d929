import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Textarea,
  TextInput,
} from '@mantine/core';
import { optionLabel } from '@optolight/domain';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { OptionChips } from './OptionChips';

/* Field components bound by name to the surrounding <FormProvider>. Section forms are driven by
 * the domain's option and label data, so names are plain strings here and the zod schema (the
 * resolver) is what checks the values. */

interface Base {
  name: string;
  label: string;
  /** In a table the column and row headers say it; the label is kept for screen readers. */
  isLabelHidden?: boolean;
}

const labelProps = (label: string, isLabelHidden = false) =>
  isLabelHidden ? { 'aria-label': label } : { label };

/** Marks a control's wrapper with the field path it edits, so tools that fill a form from
 * section data (the tap benchmark, browser journeys) find it without knowing its label. */
export const fieldMark = (name: string) => ({ wrapperProps: { 'data-field': name } });

function useField(name: string) {
  const { control } = useFormContext();
  return useController({ control, name });
}

export function TextField({
  name,
  label,
  isLong = false,
  isLabelHidden,
}: Base & { isLong?: boolean }) {
  const { field, fieldState } = useField(name);
  const props = {
    ...labelProps(label, isLabelHidden),
    ...fieldMark(name),
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (e: { currentTarget: { value: string } }) => {
      field.onChange(e.currentTarget.value);
    },
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
  return isLong ? <Textarea autosize minRows={2} {...props} /> : <TextInput {...props} />;
}

export function DateField({ name, label }: Base) {
  const { field, fieldState } = useField(name);
  return (
    <TextInput
      type="date"
      label={label}
      {...fieldMark(name)}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(e) => {
        field.onChange(e.currentTarget.value);
      }}
      error={fieldState.error?.message}
    />
  );
}

/** ROM, pupillary distance and frequency accept numbers only; empty stores null
 * (docs/product.md#validation). */
export function NumberField({ name, label, isLabelHidden }: Base) {
  const { field, fieldState } = useField(name);
  const value = typeof field.value === 'number' ? String(field.value) : '';
  return (
    <TextInput
      {...labelProps(label, isLabelHidden)}
      {...fieldMark(name)}
      name={field.name}
      inputMode="decimal"
      value={value}
      onChange={(e) => {
        const text = e.currentTarget.value.replace(/[^\d.]/g, '');
        if (text === '') field.onChange(null);
        else if (!Number.isNaN(Number(text))) field.onChange(Number(text));
      }}
      error={fieldState.error?.message}
    />
  );
}

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
}: Base & {
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

export function RadioField({ name, label, options }: Base & { options: readonly string[] }) {
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
}: Base & {
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

const fields = { TextField, DateField, NumberField, ChoiceField, RadioField, ChecksField };

/** A field component whose name must be a path of the form's values `T`. */
type NamedIn<C, T extends FieldValues> = C extends (props: infer P) => infer R
  ? (props: Omit<P, 'name'> & { name: FieldPath<T> }) => R
  : never;

/**
 * The same components, with names checked against a form's values: a misspelt or removed field
 * name does not compile (`const { TextField } = fieldsOf<Appointment>()`). The untyped ones stay
 * for names built at run time (the per-eye rows come from the schema itself).
 */
export function fieldsOf<T extends FieldValues>(): {
  [K in keyof typeof fields]: NamedIn<(typeof fields)[K], T>;
} {
  return fields;
}
