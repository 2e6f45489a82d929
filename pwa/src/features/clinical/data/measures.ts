import type { MeasuredSource, RecordKind } from '@optolight/domain';
import type { LocalRecord, OptolightDb } from '../../../db/schema';

const isClinical = (kind: LocalRecord['kind']): kind is RecordKind =>
  kind !== 'patient' && kind !== 'visitEntry';

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
