import { sameValue } from '@optolight/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftWriteStarted, trackDraftWrites } from '../../../db/draft-writes';
import { dropDraft, keepDraft, loadDraft } from '../../../db/drafts';
import { afterPause } from '../../../lib/after-pause';
import { useDb } from '../data/db';

/** Typing pauses this long before the draft is written (a tab switch writes it at once). */
const WRITE_AFTER_MS = 300;

export interface DraftTarget {
  /** The record id, or a key for the record the first save will create. */
  key: string;
  section: string;
}

export interface SectionDraft {
  /** When the restored draft was typed; null when the form shows what is stored. */
  restoredAt: string | null;
  /** The stored content the form's edits are laid over when saved. */
  base: () => unknown;
  /** After a save: the draft is gone and the saved values are the new base. */
  saved: (values: unknown) => Promise<void>;
  /** Back to what is stored. */
  discard: () => Promise<void>;
}

/**
 * Keeps the form's content on the device as the person types (docs/drafts.md): a tab switch, a
 * reload, a crash or an app update brings it back, marked as not yet saved. `stored` is the
 * section as stored when the form opened; the save lays the edits over it even when another
 * device changed the section meanwhile, so nothing it changed is reverted.
 */
export function useSectionDraft(
  form: UseFormReturn<FieldValues, unknown, FieldValues>,
  target: DraftTarget | undefined,
  stored: unknown,
): SectionDraft {
  const db = useDb();
  const opened = useRef(stored);
  const base = useRef(stored);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [pending] = useState(() => afterPause(WRITE_AFTER_MS));
  /** True while Discard puts the stored values back: that is not typing, nothing to keep. */
  const isDiscarding = useRef(false);
  const key = target?.key;
  const section = target?.section;

  useEffect(() => {
    if (!db || key === undefined || section === undefined) return;
    const life = { isCurrent: true, hasTyped: false, isRestoring: false };
    void loadDraft(db, key, section).then((draft) => {
      // Nothing typed here is ever replaced by a stored draft.
      if (!draft || !life.isCurrent || life.hasTyped) return;
      life.isRestoring = true;
      form.reset(draft.values as FieldValues, { keepDefaultValues: true });
      life.isRestoring = false;
      base.current = draft.base;
      setRestoredAt(draft.typedAt);
    });
    const write = (values: FieldValues) => {
      const copy = structuredClone(values);
      pending.schedule(() => {
        const isUnchanged = sameValue(copy, form.formState.defaultValues);
        const done = isUnchanged
          ? dropDraft(db, key, section)
          : keepDraft(db, {
              key,
              section,
              values: copy,
              base: base.current,
              typedAt: new Date().toISOString(),
            });
        draftWriteStarted(done);
        // A full device says so on save; the form still holds the text meanwhile.
        done.catch(() => undefined);
      });
    };
    const forget = trackDraftWrites(pending);
    const watching = form.watch((values) => {
      if (life.isRestoring || isDiscarding.current) return;
      life.hasTyped = true;
      write(values);
    });
    return () => {
      life.isCurrent = false;
      watching.unsubscribe();
      // Leaving the tab writes what waited for the pause instead of dropping it.
      pending.flush();
      forget();
    };
  }, [db, form, key, section, pending]);

  const clear = useCallback(async () => {
    pending.cancel();
    setRestoredAt(null);
    if (db && key !== undefined && section !== undefined) await dropDraft(db, key, section);
  }, [db, key, section, pending]);

  return {
    restoredAt,
    base: () => base.current,
    saved: async (values) => {
      base.current = values;
      await clear();
    },
    discard: async () => {
      base.current = opened.current;
      isDiscarding.current = true;
      form.reset(form.formState.defaultValues);
      isDiscarding.current = false;
      await clear();
    },
  };
}
