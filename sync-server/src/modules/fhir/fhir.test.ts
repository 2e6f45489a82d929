import type { Bundle, DocumentReference, FhirResource } from 'fhir/r4';
import { bundleErrors, unresolvedReferences } from '@optolight/fhir/testing';
import { flat, pdfText } from '@optolight/report/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { restEvaluation } from '../../../test/rest-records';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const everything = (id: string) => `/api/fhir/Patient/${id}/$everything`;
const of = (bundle: Bundle, type: FhirResource['resourceType']) =>
  (bundle.entry ?? []).flatMap((e) => (e.resource?.resourceType === type ? [e.resource] : []));

it('exports a patient as a valid R4 bundle with each signed record’s report', async () => {
  const pro = await makeAccount(h.app, 'professionalBasic');
  const as = caller(() => h.app, pro.auth);
  await as.post('/api/user', { credentials: 'OTR/L', businessName: 'Bayshore Vision Therapy' });
  const { patientId, evaluationId } = await restEvaluation(as);
  expect((await as.post(`/api/sign/${evaluationId}`, {})).statusCode).toBe(200);
  expect((await as.post(`/api/addendum/${evaluationId}`, { text: 'Seen again.' })).statusCode).toBe(
    200,
  );

  const answer = await as.get(everything(patientId));
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  const bundle = answer.json<Bundle>();
  expect(bundleErrors(bundle)).toEqual([]);
  expect(unresolvedReferences(bundle)).toEqual([]);
  expect(of(bundle, 'Patient')).toHaveLength(1);
  expect(of(bundle, 'Encounter').map((e) => e.id)).toEqual([evaluationId]);
  expect(of(bundle, 'Provenance')).toHaveLength(2);
  // The signed evaluation's report, as printed: signed, not a draft.
  const [signed] = of(bundle, 'DocumentReference') as DocumentReference[];
  const pdf = Buffer.from(signed?.content[0]?.attachment.data ?? '', 'base64');
  const text = flat(pdfText(pdf));
  expect(text).toContain('Castellanos');
  expect(text).not.toContain('DRAFT');

  // Logged as an export of the patient.
  const log = await as.get(`/api/audit?patientId=${patientId}`);
  expect(JSON.stringify(log.json())).toContain('"export"');
});

it('finds no patient of another account, and no record that is not a patient', async () => {
  const owner = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  const { patientId, evaluationId } = await restEvaluation(owner);
  const other = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  expect((await other.get(everything(patientId))).statusCode).toBe(404);
  expect((await owner.get(everything(evaluationId))).statusCode).toBe(404);
  expect((await owner.get(everything('nobody'))).statusCode).toBe(404);
});
