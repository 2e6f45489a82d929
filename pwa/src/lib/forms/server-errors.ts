import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messageOf, RequestError } from '../api';

/**
 * Puts a failed call's messages where the person looks: each `errors[field]` the form has onto
 * that field, the rest and the general message onto the form's error line (`root.server`).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const known = new Set<string>(fields);
  const general: string[] = [];
  if (error instanceof RequestError && error.body.errors) {
    for (const [field, message] of Object.entries(error.body.errors)) {
      if (known.has(field)) setError(field as Path<T>, { type: 'server', message });
      else if (message !== error.body.message) general.push(message);
    }
  }
  setError('root.server', { type: 'server', message: [messageOf(error), ...general].join(' ') });
}
