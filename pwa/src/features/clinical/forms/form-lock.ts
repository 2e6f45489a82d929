import { createContext, useContext } from 'react';

/**
 * Whether the form around is read-only (signed, or saved by a newer app), and where notices that
 * must stay usable then go: outside the disabled fieldset that holds the form. A signed record
 * takes no input, but a draft typed before it was signed can always be thrown away.
 */
export interface FormLock {
  isLocked: boolean;
  /** An element above the form's fieldset; null until it is on the page. */
  outside: HTMLElement | null;
}

export const FormLockContext = createContext<FormLock>({ isLocked: false, outside: null });

export const useFormLock = (): FormLock => useContext(FormLockContext);
