import type { RecordKind } from '@optolight/domain';
import { useMemo } from 'react';
import { useVisits } from './records';
import { visitRow, type VisitRow } from './rows';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The rows of a visit table for a kind of record under a parent. */
export function useVisitRows(parentId: string | null, kind: RecordKind): VisitRow[] | undefined {
  const visits = useVisits(parentId, kind);
  return useMemo(
    () =>
      visits?.map((v) => ({
        ...visitRow(
          v.record.id,
          kind === 'mainEvaluation',
          v.appointment,
          v.record.createdAt,
          timeZone,
        ),
        signed: Boolean(v.record.signature),
      })),
    [visits, kind],
  );
}
