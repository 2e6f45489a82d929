import {
  evaluationTypeOfKind,
  SectionName,
  type EvaluationType,
  type RecordKind,
} from '@optolight/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalConflict, LocalRecord, OptolightDb } from '../../../db/schema';
import { useDb } from './db';
import { toPatient } from './patients';
import { readSection } from './records';
import { visitRow } from './rows';

/** An open conflict with what a person needs to find it: whose chart, which visit, which tab. */
export interface ConflictPlace {
  conflict: LocalConflict;
  section: SectionName;
  patientId: string;
  patientName: string;
  /** The main evaluation (itself, or the one a note belongs to). */
  evaluationId: string;
  noteId: string | null;
  evaluationType: EvaluationType;
  visitDate: string;
}

/** Every open conflict of an evaluation or note section, oldest first. (A conflict in a
 * patient's details has no screen to settle it yet, so it is not listed.) */
async function loadConflictPlaces(db: OptolightDb): Promise<ConflictPlace[]> {
  return db.transaction('r', [db.conflicts, db.records, db.sections], async () => {
    const open = (await db.conflicts.filter((c) => !c.resolvedAt).toArray()).sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    );
    const places = await Promise.all(open.map((c) => placeOf(db, c)));
    return places.filter((p) => p !== null);
  });
}

async function placeOf(db: OptolightDb, conflict: LocalConflict): Promise<ConflictPlace | null> {
  const section = SectionName.safeParse(conflict.section);
  const record = await db.records.get(conflict.recordId);
  if (!section.success || !record || record.kind === 'patient') return null;
  const isNote = record.kind !== 'mainEvaluation';
  const evaluation: LocalRecord | undefined = isNote
    ? await db.records.get(record.parentId ?? '')
    : record;
  const patientId = evaluation?.parentId;
  if (!evaluation || !patientId) return null;
  const [info, appointment] = await db.sections.bulkGet([
    [patientId, 'info'],
    [record.id, 'appointment'],
  ]);
  const patient = toPatient(patientId, info?.data);
  const kind: RecordKind = record.kind;
  return {
    conflict,
    section: section.data,
    patientId,
    patientName: `${patient.firstName} ${patient.lastName}`.trim(),
    evaluationId: evaluation.id,
    noteId: isNote ? record.id : null,
    evaluationType: evaluationTypeOfKind[kind],
    visitDate: visitRow(
      record.id,
      !isNote,
      readSection('appointment', appointment?.data),
      record.createdAt,
    ).date,
  };
}

export function useConflictPlaces(): ConflictPlace[] | undefined {
  const db = useDb();
  return useLiveQuery(() => (db ? loadConflictPlaces(db) : []), [db]);
}
