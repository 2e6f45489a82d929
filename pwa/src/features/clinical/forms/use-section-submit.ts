import { useRef, type SyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { clearSaveError, keepSaveError } from './save-error';

/**
 * The form's submit handler. A valid form with no errors on screen is saved straight away:
 * react-hook-form's handleSubmit announces 'no errors' and 'submitting' to every field before it
 * calls us, and re-rendering a long form (autosizing each textarea) right then competes with the
 * device write on a tablet's one main thread. Anything else goes through handleSubmit, which
 * shows the errors, focuses the first one and re-checks fields as they change.
 */
export function useSectionSubmit<T extends FieldValues>(
  form: UseFormReturn<FieldValues, unknown, T>,
  schema: z.ZodType<T, FieldValues>,
  onSave: (values: T) => Promise<void>,
): (event: SyntheticEvent) => Promise<void> {
  const saving = useRef(false);
  const showsErrors = useRef(false);
  const save = async (values: T) => {
    // A second press while the first save runs would only save the same values again.
    if (saving.current) return;
    saving.current = true;
    clearSaveError(form);
    try {
      await onSave(values);
      form.reset(values);
    } catch (error) {
      // Not saved: the form keeps what was typed, and the reason when there is one to act on.
      keepSaveError(form, error);
    } finally {
      saving.current = false;
    }
  };
  return async (event) => {
    event.preventDefault();
    const parsed = showsErrors.current ? undefined : schema.safeParse(form.getValues());
    if (parsed?.success) {
      await save(parsed.data);
      return;
    }
    await form.handleSubmit(
      async (values) => {
        showsErrors.current = false;
        await save(values);
      },
      () => {
        showsErrors.current = true;
      },
    )(event);
  };
}
