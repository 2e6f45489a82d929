import { Alert } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

type Form<T extends FieldValues> = UseFormReturn<FieldValues, unknown, T>;
import { saveErrorText } from '../../../db/errors';

/** Where a form keeps why its last save stored nothing, beside the fields it keeps. */
const key = 'root.save';

/** After a failed save: the reason stays in the form, over the text the person typed, because a
 * toast is gone before a therapist looks up from the patient. True when there was one to show. */
export function keepSaveError<T extends FieldValues>(form: Form<T>, error: unknown): boolean {
  const message = saveErrorText(error);
  if (message) form.setError(key, { message });
  return message !== '';
}

export const clearSaveError = <T extends FieldValues>(form: Form<T>) => {
  form.clearErrors(key);
};

/** The reason the last save stored nothing, if the form kept one. */
export function SaveErrorAlert<T extends FieldValues>({ form }: { form: Form<T> }) {
  const message = form.formState.errors.root?.save?.message;
  if (!message) return null;
  return (
    <Alert color="red" title="Not saved" data-testid="save-error">
      {message}
    </Alert>
  );
}
