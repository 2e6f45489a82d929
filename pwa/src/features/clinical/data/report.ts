import {
  measuresUpTo,
  readSectionLeniently,
  sectionsOfKind,
  type RecordKind,
  type User,
} from '@optolight/domain';
import { composeReport, fileName, reportScripts, type ReportSections } from '@optolight/report';
import { queueAccess } from '../../../db/access-events';
import type { OptolightDb } from '../../../db/schema';
import { readOutcomeResults } from '../../../db/outcome-results';
import { saveFile } from '../../../lib/download';
import { requireDb } from './db';
import { readMeasureSources } from './measures';
import { readReportPlan } from './plan-of-care';
import { loadSections } from './records';
import { toPatient } from './patient-list';

/** Builds the PDF of an evaluation or note on the device (works offline) and saves it. */
export async function downloadReport(recordId: string, practice: User): Promise<string> {
  const db = requireDb();
  const { bytes, name } = await reportPdf(db, recordId, practice);
  saveFile(new Blob([bytes], { type: 'application/pdf' }), name);
  await queueAccess(db, recordId, 'print');
  return name;
}

/** The PDF of an evaluation or note from the device's copy (works offline). The renderer and
 * fonts load only now, so the app's first load stays small. A script font the device cannot
 * fetch (offline, never cached) leaves its text out, and the report says so. */
export async function reportPdf(
  db: OptolightDb,
  recordId: string,
  practice: User,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; name: string }> {
  const record = await db.records.get(recordId);
  if (!record) throw new Error('That record is not on this device.');
  if (record.kind === 'visitEntry') throw new Error('A visit entry has no report of its own.');
  if (record.kind === 'outcomeResult')
    throw new Error('A questionnaire result has no report of its own.');
  const kind: RecordKind = record.kind === 'patient' ? 'mainEvaluation' : record.kind;
  const main = kind === 'mainEvaluation' ? record : await db.records.get(record.parentId ?? '');
  const patientId = main?.parentId ?? '';
  const [stored, info, planOfCare, evaluation, sources, outcomes] = await Promise.all([
    loadSections(db, recordId),
    db.sections.get([patientId, 'info']),
    kind === 'mainEvaluation' ? undefined : readReportPlan(db, record),
    // A note prints its goals in the plan's order; an update note also the plan it certifies.
    kind !== 'mainEvaluation' && main ? loadSections(db, main.id) : undefined,
    main ? readMeasureSources(db, main) : [],
    readOutcomeResults(db, patientId),
  ]);
  const patient = toPatient(patientId, info?.data);
  // As stored: compose reads each section leniently, as the server's report does.
  const sections: ReportSections = Object.fromEntries(
    sectionsOfKind[kind].map((name) => [name, stored[name]]),
  );
  const sign = readSectionLeniently('dischargePlan', stored.dischargePlan).value.therapistSign;
  const model = composeReport({
    kind,
    record: { ...sections, createdAt: record.createdAt },
    patient,
    measures: measuresUpTo(
      sources,
      recordId,
      patient.age,
      outcomes.map((o) => o.result),
    ),
    practice,
    generatedAt: new Date(),
    signatureDataUrl: sign.startsWith('data:') ? sign : null,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    // As the server last confirmed it: a signature still queued here prints as a draft.
    signature: record.signature ?? null,
    addenda: record.addenda ?? [],
    certification: record.certification ?? null,
    ...(planOfCare ? { planOfCare } : {}),
    ...(evaluation && {
      plan: {
        shortTermGoals: evaluation.shortTermGoals,
        longTermGoals: evaluation.longTermGoals,
      },
      binocularBaseline: evaluation.binocularVision,
    }),
  });
  const [{ renderReport }, { loadBrowserFonts }] = await Promise.all([
    import('@optolight/report/render'),
    import('@optolight/report/fonts/browser'),
  ]);
  // Fonts for Chinese, Arabic and other scripts load only when the report's text needs them.
  const bytes = await renderReport(model, { fonts: await loadBrowserFonts(reportScripts(model)) });
  return { bytes, name: fileName(model) };
}
