import { useEffect, useRef } from 'react';
import { queueAccess } from '../../../db/access-events';
import { useDb } from './db';

/**
 * Logs one view of a patient or a record per visit of the page showing it
 * (docs/security.md#access-log): re-renders and live updates of the same record add nothing; the
 * next visit, or another record on the same page, is a view of its own.
 */
export function useLogView(recordId: string | null | undefined): void {
  const db = useDb();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!db || !recordId || logged.current === recordId) return;
    logged.current = recordId;
    void queueAccess(db, recordId, 'view');
  }, [db, recordId]);
}
