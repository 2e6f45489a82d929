import {
  patientBundle,
  type Chart,
  type ChartDocument,
  type ChartPractice,
  type ChartRecord,
} from '@optolight/fhir';
import type { Storage } from '../../db/storage';
import { notFound } from '../../http/errors';
import type { AuthUser } from '../../plugins/auth';
import { logAccess } from '../audit/log';
import { recordRepo } from '../records/repo';
import { buildReport, reportInput } from '../reports/service';
import { certificationOf, signatureOf, signingRepo } from '../signing/repo';
import { practiceAccount } from '../practice/service';
import type { UserRow } from '../users/repo';
import { practiceIdOf } from '../users/view';

const noPatient = () => notFound('No patient with that id');

/** The patient's live records with their sections, signatures and addenda: four statements. */
async function chartRecords(storage: Storage, ownerId: string, patientId: string) {
  const db = storage.read;
  const ids = await recordRepo.liveTree(db, ownerId, patientId);
  const [rows, stored, addenda] = await Promise.all([
    recordRepo.ownedIn(db, ownerId, ids),
    recordRepo.sectionsOf(db, ids),
    signingRepo.addendaOf(db, ids),
  ]);
  const sectionsOf = new Map<string, Record<string, unknown>>();
  for (const s of stored)
    sectionsOf.set(s.recordId, { ...sectionsOf.get(s.recordId), [s.name]: s.data });
  return rows.map((row): ChartRecord => ({
    id: row.id,
    kind: row.kind,
    parentId: row.parentId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sections: sectionsOf.get(row.id) ?? {},
    signature: signatureOf(row),
    addenda: addenda.get(row.id) ?? [],
    certification: certificationOf(row),
  }));
}

/**
 * The patient's chart as a FHIR R4 bundle (docs/export.md), each signed record with its report
 * as printed today; logged as an export of the patient.
 */
export async function exportPatient(
  storage: Storage,
  user: AuthUser,
  patientId: string,
  options: { publicUrl: string; now: Date },
) {
  const patient = await recordRepo.owned(storage.read, user.ownerId, patientId);
  if (patient?.kind !== 'patient' || patient.deletedAt) throw noPatient();
  const all = await chartRecords(storage, user.ownerId, patientId);
  const documents: ChartDocument[] = [];
  for (const r of all) {
    if (!r.signature) continue;
    const input = await reportInput(
      storage.read,
      user,
      { selectedEvaluation: { id: r.id }, patientData: { patientAutoGenId: patientId } },
      options,
    );
    const { pdf, fileName } = await buildReport(input);
    documents.push({ recordId: r.id, fileName, data: Buffer.from(pdf).toString('base64') });
  }
  const chart: Chart = {
    practice: chartPractice(await practiceAccount(storage.read, user)),
    patient: all.find((r) => r.id === patientId) ?? noPatientRecord(),
    records: all.filter((r) => r.id !== patientId),
    documents,
    exportedAt: options.now.toISOString(),
  };
  await storage.write((tx) => logAccess(tx, user, [{ patientId, action: 'export' }]));
  return patientBundle(chart);
}

/** The practice as its exports name it: its owner account's business profile. */
export const chartPractice = (user: UserRow): ChartPractice => ({
  id: practiceIdOf(user),
  businessName: user.businessName,
  firstName: user.firstName,
  lastName: user.lastName,
  credentials: user.credentials,
  npi: user.npi,
  address: user.address,
  city: user.city,
  state: user.state,
  zipCode: user.zipCode,
  phone: user.phone,
  fax: user.fax,
});

function noPatientRecord(): never {
  throw noPatient();
}
