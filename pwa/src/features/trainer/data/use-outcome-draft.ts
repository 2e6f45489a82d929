import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { AnswersInProgress } from '../../../lib/answers-in-progress';
import { keepOutcomeDraft, loadOutcomeDraft } from './outcome-draft';
import type { TrainerDb } from './trainer-db';

/**
 * The trainer's questionnaire draft (docs/outcome-measures.md#at-home): read once on opening,
 * then each answer is written at once, since an answer is one tap, not typing. `restoredAt` is
 * set when the patient comes back to answers given earlier.
 */
export function useOutcomeDraft(db: TrainerDb) {
  const [state, setState] = useState<AnswersInProgress | null>(null);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [isLoaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    void loadOutcomeDraft(db).then((draft) => {
      if (!live) return;
      setState(draft?.values ?? null);
      setRestoredAt(draft?.typedAt ?? null);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [db]);

  const update = useCallback(
    (next: AnswersInProgress) => {
      setState(next);
      void keepOutcomeDraft(db, next);
    },
    [db],
  );

  return { state, restoredAt, isLoaded, update };
}

/** Whether a questionnaire is part-way through, for the card's "Carry on" button. */
export const useHasOutcomeDraft = (db: TrainerDb) =>
  useLiveQuery(async () => (await loadOutcomeDraft(db)) !== null, [db]) ?? false;
