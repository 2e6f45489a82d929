import { useEffect, useId } from 'react';
import { createStore, useStore } from '../lib/store';

/** Ids of forms with unsaved edits. An app update waits while any is listed. */
export const dirtyForms = createStore<ReadonlySet<string>>(new Set());

export function markDirty(id: string, isDirty: boolean): void {
  dirtyForms.set((prev) => {
    if (prev.has(id) === isDirty) return prev;
    const next = new Set(prev);
    if (isDirty) next.add(id);
    else next.delete(id);
    return next;
  });
}

/** Registers a form's dirty flag for as long as the form is mounted. */
export function useDirtyForm(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    markDirty(id, isDirty);
  }, [id, isDirty]);
  useEffect(
    () => () => {
      markDirty(id, false);
    },
    [id],
  );
}

export function useHasDirtyForms(): boolean {
  return useStore(dirtyForms).size > 0;
}
