import { homeProgramSection, sameValue, type HomeProgram } from '@optolight/domain';
import { useEffect, useRef, useState } from 'react';
import { dropDraft, keepDraft, loadDraft } from '../../../db/drafts';
import type { OptolightDb } from '../../../db/schema';
import { afterPause } from '../../../lib/after-pause';

/** Typing pauses this long before the draft is written (closing the form writes it at once). */
const WRITE_AFTER_MS = 300;

export interface ProgramDraft {
  /** When the restored draft was typed; null when the form shows what is stored. */
  restoredAt: string | null;
  /** The stored content the typing started from: the save lays the edits over it. */
  base: () => unknown;
  /** After a save or a discard: the draft is gone. */
  drop: () => Promise<void>;
}

/**
 * Keeps the prescription form's unsaved content in the account's drafts store, as every section
 * form does (docs/drafts.md): a reload, a crash or 'Cancel' brings it back, marked not saved.
 * `typed` is set by the form only for the person's own changes, never for a restore.
 */
export function useProgramDraft(
  db: OptolightDb | null,
  patientId: string,
  stored: { values: HomeProgram; data: unknown },
  typed: HomeProgram | null,
  restore: (values: HomeProgram) => void,
): ProgramDraft {
  const base = useRef(stored.data);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [pending] = useState(() => afterPause(WRITE_AFTER_MS));
  const hasTyped = useRef(false);
  const restoreRef = useRef(restore);
  const opened = useRef(stored.values);

  useEffect(() => {
    if (!db) return;
    let isCurrent = true;
    void loadDraft(db, patientId, homeProgramSection).then((draft) => {
      // Nothing typed here is ever replaced by a stored draft.
      if (!draft || !isCurrent || hasTyped.current) return;
      base.current = draft.base;
      restoreRef.current(draft.values as HomeProgram);
      setRestoredAt(draft.typedAt);
    });
    return () => {
      isCurrent = false;
      pending.flush();
    };
  }, [db, patientId, pending]);

  useEffect(() => {
    if (!db || typed === null) return;
    hasTyped.current = true;
    const copy = structuredClone(typed);
    pending.schedule(() => {
      const done = sameValue(copy, opened.current)
        ? dropDraft(db, patientId, homeProgramSection)
        : keepDraft(db, {
            key: patientId,
            section: homeProgramSection,
            values: copy,
            base: base.current,
            typedAt: new Date().toISOString(),
          });
      // A full device says so on save; the form still holds the text meanwhile.
      done.catch(() => undefined);
    });
  }, [db, patientId, typed, pending]);

  return {
    restoredAt,
    base: () => base.current,
    drop: async () => {
      pending.cancel();
      setRestoredAt(null);
      if (db) await dropDraft(db, patientId, homeProgramSection);
    },
  };
}

/** Whether this tablet holds unsaved typing for the patient's programme. */
export async function hasProgramDraft(db: OptolightDb, patientId: string): Promise<boolean> {
  return (await loadDraft(db, patientId, homeProgramSection)) !== undefined;
}
