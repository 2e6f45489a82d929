import { composeReport, fileName, reportScripts, type ComposeInput } from '@optolight/report';
import { loadNodeFonts } from '@optolight/report/fonts/node';
import { renderReport } from '@optolight/report/render';
import { and, eq } from 'drizzle-orm';
import type { Db, Storage } from '../../db/storage';
import { uploads } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Actor, AuthUser } from '../../plugins/auth';
import { logAccess } from '../audit/log';
import { toPatient } from '../patients/service';
import { practiceAccount } from '../practice/service';
import { recordRepo } from '../records/repo';
import { toEvaluationRecord } from '../records/service';
import { reportMeasures } from './measures';
import { reportPlanOfCare } from './plan-of-care';

/** The ids of the report calls' payload (validated by the endpoint's schema) and the clinic's
 * zone. */
interface ReportRequest {
  selectedEvaluation: { id: string };
  patientData: { patientAutoGenId: string };
  timeZone?: string | undefined;
}

const noRecord = () => notFound('No evaluation or note with that id for this patient');

/**
 * The signature image as a data URL, when it is an upload of this account in a format the PDF
 * can embed. Other URLs are never fetched (no requests to wherever a record points).
 */
async function signatureData(db: Db, ownerId: string, url: string): Promise<string | null> {
  const name = /^\/uploads\/([\w.-]+)$/.exec(url)?.[1];
  if (name === undefined) return null;
  const [upload] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.fileName, name), eq(uploads.ownerId, ownerId)));
  if (!upload?.data || !['image/png', 'image/jpeg'].includes(upload.mime)) return null;
  return `data:${upload.mime};base64,${upload.data.toString('base64')}`;
}

/** What the report prints, loaded from the caller's own records: another account's ids, or a
 * record of another patient, are not found. */
export async function reportInput(
  db: Db,
  user: AuthUser,
  body: ReportRequest,
  options: { publicUrl: string; now: Date },
): Promise<ComposeInput> {
  const row = await recordRepo.owned(db, user.ownerId, body.selectedEvaluation.id);
  if (!row) throw noRecord();
  const { kind } = row;
  if (kind === 'patient' || kind === 'visitEntry' || kind === 'outcomeResult') throw noRecord();
  const record = await toEvaluationRecord(db, { ...row, kind });
  if (record.patientAutoGenId !== body.patientData.patientAutoGenId) throw noRecord();
  const patientRow = await recordRepo.owned(db, user.ownerId, record.patientAutoGenId);
  if (patientRow?.kind !== 'patient') throw noRecord();
  // A note prints its goals in the plan's order; an update note also the plan it certifies.
  const main =
    kind === 'mainEvaluation' ? null : await recordRepo.sections(db, record.evaluationId);
  // A signature saved as an absolute link to this server reads as its /uploads path.
  const sign = (record.dischargePlan?.therapistSign ?? '').replace(options.publicUrl, '');
  const planOfCare = await reportPlanOfCare(db, user.ownerId, row);
  const patient = await toPatient(db, patientRow);
  const measures = await reportMeasures(db, user.ownerId, record.evaluationId, row.id, patient.age);
  return {
    kind,
    record,
    patient,
    practice: await practiceAccount(db, user),
    generatedAt: options.now,
    signatureDataUrl: await signatureData(db, user.ownerId, sign),
    signature: record.signature,
    addenda: record.addenda,
    certification: record.certification,
    ...(main && {
      plan: {
        shortTermGoals: main.get('shortTermGoals')?.data,
        longTermGoals: main.get('longTermGoals')?.data,
      },
      binocularBaseline: main.get('binocularVision')?.data,
    }),
    measures,
    ...(body.timeZone ? { timeZone: body.timeZone } : {}),
    ...(planOfCare ? { planOfCare } : {}),
  };
}

/** Logs the print of a request `reportInput` has accepted, before the PDF is made
 * (docs/security.md#access-log). */
export const logPrint = (storage: Storage, actor: Actor, body: ReportRequest) =>
  storage.write((tx) =>
    logAccess(tx, actor, [
      {
        patientId: body.patientData.patientAutoGenId,
        recordId: body.selectedEvaluation.id,
        action: 'print',
      },
    ]),
  );

/** The same package, and so the same PDF, as the device makes from the same records. */
export async function buildReport(input: ComposeInput) {
  const model = composeReport(input);
  const pdf = await renderReport(model, { fonts: await loadNodeFonts(reportScripts(model)) });
  return {
    pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
    fileName: fileName(model),
  };
}
