import { useFormContext } from 'react-hook-form';

const isBlank = (v: unknown) => v === '' || v === null || v === undefined;

/**
 * Sets fields by path, but only those still empty: a one-tap shortcut ("the rest to None",
 * "within normal limits", a copy of the other eye) never overwrites what the clinician entered.
 */
export function useFillBlanks() {
  const { getValues, setValue } = useFormContext();
  return (values: Readonly<Record<string, unknown>>) => {
    for (const [path, value] of Object.entries(values))
      if (isBlank(getValues(path)) && !isBlank(value))
        setValue(path, value, { shouldDirty: true, shouldValidate: true });
  };
}

/** `{ a: { b: 1 } }` as `{ 'prefix.a.b': 1 }`: the paths the form's fields are named by. */
export function byPath(values: object, prefix: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]: [string, unknown]) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.entries(byPath(value, `${prefix}.${key}`))
        : [[`${prefix}.${key}`, value]],
    ),
  );
}
