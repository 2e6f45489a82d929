import { PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

/* Field components bound by name to the surrounding <FormProvider>: each shows its own error (the
 * schema's, or one the server sent through setError), so no form wires `error=` by hand. These are
 * the light ones every form uses. The clinical option lists (chips, radios, checks) sit with the
 * clinical forms and the growing text box in LongTextField.tsx, so the signed-out pages load
 * neither the option data nor the box's sizing. */

export interface FieldProps {
  name: string;
  label: string;
  /** In a table the column and row headers say it; the label is kept for screen readers. */
  isLabelHidden?: boolean;
}

/** What a typed input may add: the browser's autofill and keyboard hints, a line of help. */
type InputProps = Pick<
  TextInputProps,
  'autoComplete' | 'description' | 'disabled' | 'inputMode' | 'placeholder' | 'required'
> & {
  /** The control a dialog focuses when it opens (Mantine's Modal looks for this attribute). */
  'data-autofocus'?: boolean;
};

export const labelProps = (label: string, isLabelHidden = false) =>
  isLabelHidden ? { 'aria-label': label } : { label };

/** Marks a control's wrapper with the field path it edits, so tools that fill a form from
 * section data (the tap benchmark, browser journeys) find it without knowing its label. */
export const fieldMark = (name: string) => ({ wrapperProps: { 'data-field': name } });

/** The field's value and error from the form. Its `ref` lets the form focus the first field in
 * error on submit, as an input registered by hand would be. `defaultValue` is for a field that
 * appears with what the person picks (a goal's date), which the form's defaults cannot name. */
export function useField(name: string, defaultValue?: unknown) {
  const { control } = useFormContext();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name, ...(defaultValue !== undefined && { defaultValue }) });
  return { ref, field, fieldState };
}

/** What binds a text input to its field: its value and changes, its error, and focus on error. */
export function useTextInput(name: string, defaultValue?: string) {
  const { ref, field, fieldState } = useField(name, defaultValue);
  return {
    ...fieldMark(name),
    ref,
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (e: { currentTarget: { value: string } }) => {
      field.onChange(e.currentTarget.value);
    },
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

export function TextField({
  name,
  label,
  isLabelHidden,
  ...input
}: FieldProps &
  InputProps & {
    /** Brings the matching keyboard and autofill (an email, a phone number). */
    type?: 'email' | 'tel';
  }) {
  return <TextInput {...input} {...labelProps(label, isLabelHidden)} {...useTextInput(name)} />;
}

/** A password, hidden unless its eye button shows it. */
export function PasswordField({
  name,
  label,
  ...input
}: Omit<FieldProps, 'isLabelHidden'> & Omit<InputProps, 'inputMode' | 'placeholder'>) {
  return <PasswordInput {...input} label={label} {...useTextInput(name)} />;
}

export function DateField({ name, label }: Omit<FieldProps, 'isLabelHidden'>) {
  return <TextInput type="date" label={label} {...useTextInput(name)} />;
}

/** What binds a number typed as text. The text stays as typed ('11.' on the way to '11.5': read
 * as a number at each key, the point would vanish and '11.5' become '115'); the form holds its
 * number, or null when empty. A value set from outside (a restored draft, a pulled change)
 * replaces what was typed. */
export function useNumberInput(name: string) {
  const { ref, field, fieldState } = useField(name);
  const stored = typeof field.value === 'number' ? String(field.value) : '';
  const [typed, setTyped] = useState(stored);
  return {
    ...fieldMark(name),
    ref,
    name: field.name,
    inputMode: 'decimal' as const,
    value: typed !== '' && Number(typed) === Number(stored) ? typed : stored,
    onChange: (e: { currentTarget: { value: string } }) => {
      const text = e.currentTarget.value.replace(/[^\d.]/g, '');
      setTyped(text);
      if (text === '') field.onChange(null);
      else if (!Number.isNaN(Number(text))) field.onChange(Number(text));
    },
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/** ROM, pupillary distance and frequency accept numbers only; empty stores null
 * (docs/product.md#validation). */
export function NumberField({ name, label, isLabelHidden }: FieldProps) {
  return <TextInput {...labelProps(label, isLabelHidden)} {...useNumberInput(name)} />;
}

/** A field component whose name must be a path of the form's values `T`. */
type NamedIn<C, T extends FieldValues> = C extends (props: infer P) => infer R
  ? (props: Omit<P, 'name'> & { name: FieldPath<T> }) => R
  : never;

/** Field components whose names are checked against a form's values `T`. */
export type FieldsOf<F, T extends FieldValues> = { [K in keyof F]: NamedIn<F[K], T> };

const fields = { TextField, PasswordField, DateField, NumberField };

/**
 * The same components, with names checked against a form's values: a misspelt or removed field
 * name does not compile (`const { TextField } = fieldsOf<z.infer<typeof LoginRequest>>()`). The
 * untyped ones stay for names built at run time (the per-eye rows come from the schema itself).
 */
export function fieldsOf<T extends FieldValues>(): FieldsOf<typeof fields, T> {
  return fields;
}
