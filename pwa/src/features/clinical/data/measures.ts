import {
  binocularPoints,
  byText,
  countedVisit,
  measuredRecord,
  type MeasuredSource,
  type MeasurePoint,
  RecordKind,
} from '@optolight/domain';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import type { LocalRecord, OptolightDb } from '../../../db/schema';
import { useDb } from './db';
import { toPatient } from './patient-list';

const isClinical = (kind: LocalRecord['kind']): kind is RecordKind =>
  RecordKind.safeParse(kind).success;

/** A main evaluation and its live notes with the sections that date them and their binocular
 * findings: what the progress graphs and the note reports read (docs/outcome-measures.md). */
export async function readMeasureSources(
  db: OptolightDb,
  evaluation: LocalRecord,
): Promise<MeasuredSource[]> {
  const children = await db.records.where('parentId').equals(evaluation.id).toArray();
  const records = [evaluation, ...children].filter((r) => !r.deleted && isClinical(r.kind));
  const [appointments, findings] = await Promise.all([
    db.sections.bulkGet(records.map((r): [string, string] => [r.id, 'appointment'])),
    db.sections.bulkGet(records.map((r): [string, string] => [r.id, 'binocularVision'])),
  ]);
  return records.map((r, i) => ({
    id: r.id,
    kind: r.kind as RecordKind,
    createdAt: r.createdAt,
    appointment: appointments[i]?.data,
    binocularVision: findings[i]?.data,
  }));
}

/** The binocular findings of the patient's latest main evaluation and its notes as points,
 * oldest first; [] before any are recorded. */
export async function readPatientMeasures(
  db: OptolightDb,
  patientId: string,
): Promise<MeasurePoint[]> {
  const evaluations = (await db.records.where('parentId').equals(patientId).toArray()).filter(
    (r) => r.kind === 'mainEvaluation' && !r.deleted,
  );
  const [info, ...appointments] = await Promise.all([
    db.sections.get([patientId, 'info']),
    ...evaluations.map((r) => db.sections.get([r.id, 'appointment'])),
  ]);
  const dated = evaluations.map((r, i) => ({
    r,
    date: countedVisit({ ...r, kind: 'mainEvaluation', appointment: appointments[i]?.data }).date,
  }));
  const latest = dated.sort((a, b) => byText(a.date, b.date)).at(-1);
  if (!latest) return [];
  const sources = await readMeasureSources(db, latest.r);
  return binocularPoints(sources.map(measuredRecord), toPatient(patientId, info?.data).age);
}

/** The patient's measure points, live; undefined while loading. */
export function usePatientMeasures(patientId: string): MeasurePoint[] | undefined {
  const db = useDb();
  return useKeyedLiveQuery(
    () =>
      db
        ? db.transaction('r', [db.records, db.sections], () => readPatientMeasures(db, patientId))
        : [],
    [db, patientId],
  );
}
