import type { ReportingPeriod } from '@optolight/domain';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { useDb } from './db';
import { readNotePeriod } from './plan-of-care';
import { todayIso } from '../../../lib/format';

/** The open note's reporting period, live; undefined while reading or without its evaluation. */
export function useNotePeriod(
  evaluationId: string | null,
  noteId: string | null,
): ReportingPeriod | undefined {
  const db = useDb();
  const today = todayIso();
  return useKeyedLiveQuery(
    () =>
      db && evaluationId
        ? db.transaction('r', [db.records, db.sections], () =>
            readNotePeriod(db, evaluationId, noteId, today),
          )
        : undefined,
    [db, evaluationId, noteId, today],
  );
}
