import { isAnswersInProgress, type AnswersInProgress } from '../../../lib/answers-in-progress';
import type { TrainerDb } from './trainer-db';

/** The questionnaire the patient is part-way through in the trainer, if its shape still reads. */
export async function loadOutcomeDraft(
  db: TrainerDb,
): Promise<{ values: AnswersInProgress; typedAt: string } | null> {
  const draft = await db.drafts.get('outcome');
  return draft && isAnswersInProgress(draft.values)
    ? { values: draft.values, typedAt: draft.typedAt }
    : null;
}

export async function keepOutcomeDraft(
  db: TrainerDb,
  values: AnswersInProgress,
  now = new Date(),
): Promise<void> {
  await db.drafts.put({ key: 'outcome', values, typedAt: now.toISOString() });
}
