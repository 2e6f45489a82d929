import { byInstant } from '@optolight/domain';
import {
  evaluationTypeOfKind,
  type EvaluationType,
  type RecordKind,
  type SectionName,
} from '@optolight/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalConflict, LocalRecord, OptolightDb } from '../../../db/schema';
import { asConflictSection, isPatientSection, type PatientSection } from './conflict-section';
import { useDb } from './db';
import { toPatient } from './patient-list';
import { readSection } from './records';
import { visitRow } from './rows';

interface PlaceOf {
  conflict: LocalConflict;
  patientId: string;
  patientName: string;
}

/** A conflict in a patient's own details: settled on the patient's page. */
export interface PatientConflictPlace extends PlaceOf {
  section: PatientSection;
}

/** An open conflict with what a person needs to find it: whose chart, which visit, which tab. */
export interface RecordConflictPlace extends PlaceOf {
  section: SectionName;
  /** The main evaluation (itself, or the one a note belongs to). */
  evaluationId: string;
  noteId: string | null;
  evaluationType: EvaluationType;
  visitDate: string;
}

export type ConflictPlace = PatientConflictPlace | RecordConflictPlace;

export const isPatientPlace = (p: ConflictPlace): p is PatientConflictPlace =>
  isPatientSection(p.section);

/** Every open conflict, oldest first: in a patient's details, or in a section of an evaluation
 * or note. */
export async function loadConflictPlaces(db: OptolightDb): Promise<ConflictPlace[]> {
  return db.transaction('r', [db.conflicts, db.records, db.sections], async () => {
    const open = (await db.conflicts.filter((c) => !c.resolvedAt).toArray()).sort((a, b) =>
      byInstant(a.createdAt, b.createdAt),
    );
    const places = await Promise.all(open.map((c) => placeOf(db, c)));
    return places.filter((p) => p !== null);
  });
}

function nameOf(patientId: string, info: unknown): string {
  const patient = toPatient(patientId, info);
  return `${patient.firstName} ${patient.lastName}`.trim();
}

async function placeOf(db: OptolightDb, conflict: LocalConflict): Promise<ConflictPlace | null> {
  const section = asConflictSection(conflict.section);
  const record = await db.records.get(conflict.recordId);
  if (!section || !record) return null;
  if (record.kind === 'patient') {
    if (!isPatientSection(section)) return null;
    const info = await db.sections.get([record.id, 'info']);
    return { conflict, section, patientId: record.id, patientName: nameOf(record.id, info?.data) };
  }
  if (isPatientSection(section) || record.kind === 'visitEntry' || record.kind === 'outcomeResult')
    return null;
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
  const kind: RecordKind = record.kind;
  return {
    conflict,
    section,
    patientId,
    patientName: nameOf(patientId, info?.data),
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
