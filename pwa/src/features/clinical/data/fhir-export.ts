import type { User } from '@optolight/domain';
import type { Chart, ChartDocument, ChartRecord } from '@optolight/fhir';
import { queueAccess } from '../../../db/access-events';
import type { LocalRecord, OptolightDb } from '../../../db/schema';
import { saveFile } from '../../../lib/download';
import { requireDb } from './db';
import { reportPdf } from './report';

/** Every live record under the patient on this device, level by level. */
async function liveTree(db: OptolightDb, patientId: string): Promise<LocalRecord[]> {
  const found: LocalRecord[] = [];
  for (let parents = [patientId]; parents.length;) {
    const children = (await db.records.where('parentId').anyOf(parents).toArray()).filter(
      (r) => !r.deleted,
    );
    found.push(...children);
    parents = children.map((r) => r.id);
  }
  return found;
}

/**
 * The patient's chart from this device's copy, as the server gathers it from its own
 * (docs/export.md): so the device's bundle, made offline, holds what the server's does. Signed
 * records carry their reports, made by `pdf`.
 */
export async function deviceChart(
  db: OptolightDb,
  patientId: string,
  practice: User,
  pdf: (recordId: string) => Promise<ChartDocument>,
  now = new Date(),
): Promise<Chart> {
  const patient = await db.records.get(patientId);
  if (!patient || patient.deleted || patient.kind !== 'patient')
    throw new Error('That patient is not on this device.');
  const records = [patient, ...(await liveTree(db, patientId))];
  const sections = await db.sections
    .where('recordId')
    .anyOf(records.map((r) => r.id))
    .toArray();
  const toChart = (r: LocalRecord): ChartRecord => ({
    id: r.id,
    kind: r.kind,
    parentId: r.parentId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    sections: Object.fromEntries(
      sections.filter((s) => s.recordId === r.id).map((s) => [s.name, s.data]),
    ),
    // As the server last confirmed them: a signature still queued here is not in the export.
    signature: r.signature ?? null,
    addenda: r.addenda ?? [],
    certification: r.certification ?? null,
  });
  const documents: ChartDocument[] = [];
  for (const r of records) if (r.signature) documents.push(await pdf(r.id));
  return {
    practice: { ...practice, id: practice.practiceId ?? practice.userId },
    patient: toChart(patient),
    records: records.slice(1).map(toChart),
    documents,
    exportedAt: now.toISOString(),
  };
}

/** Makes the patient's FHIR R4 bundle on the device (works offline) and saves it as a file. */
export async function downloadFhir(patientId: string, practice: User): Promise<string> {
  const db = requireDb();
  // The builder loads only now: nothing of it weighs on the app's first load.
  const { base64Of, patientBundle } = await import('@optolight/fhir');
  const chart = await deviceChart(db, patientId, practice, async (recordId) => {
    const { bytes, name } = await reportPdf(db, recordId, practice);
    return { recordId, fileName: name, data: base64Of(bytes) };
  });
  const bundle = patientBundle(chart);
  const info = chart.patient.sections.info as { patientId?: unknown } | undefined;
  const number = typeof info?.patientId === 'string' ? info.patientId : 'patient';
  const name = `${number.replace(/[^\w.-]+/g, '-')}-fhir.json`;
  saveFile(new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' }), name);
  await queueAccess(db, patientId, 'export');
  return name;
}
