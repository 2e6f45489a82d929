import { useCallback, useEffect, useState } from 'react';
import { dropDraft, keepDraft, loadDraft } from '../../../db/drafts';
import type { OptolightDb } from '../../../db/schema';
import { outcomeResultSection } from '@optolight/domain';
import { isAnswersInProgress, type AnswersInProgress } from '../../../lib/answers-in-progress';

const keyOf = (patientId: string) => `new-outcomeResult-${patientId}`;

/**
 * Keeps a questionnaire's answers on the device as they are given (docs/drafts.md): a reload, a
 * crash or the tablet going to sleep brings the patient back to the item they were on. Each
 * answer is written at once, since an answer is one tap, not typing.
 */
export function useAnswersDraft(db: OptolightDb, patientId: string) {
  const [state, setState] = useState<AnswersInProgress | null>(null);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [isLoaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    void loadDraft(db, keyOf(patientId), outcomeResultSection).then((draft) => {
      if (!live) return;
      if (draft && isAnswersInProgress(draft.values)) {
        setState(draft.values);
        setRestoredAt(draft.typedAt);
      }
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [db, patientId]);

  const update = useCallback(
    (next: AnswersInProgress) => {
      setState(next);
      void keepDraft(db, {
        key: keyOf(patientId),
        section: outcomeResultSection,
        values: next,
        base: null,
        typedAt: new Date().toISOString(),
      });
    },
    [db, patientId],
  );

  const clear = useCallback(async () => {
    setState(null);
    setRestoredAt(null);
    await dropDraft(db, keyOf(patientId), outcomeResultSection);
  }, [db, patientId]);

  return { state, restoredAt, isLoaded, update, clear };
}
