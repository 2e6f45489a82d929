import type { Bundle, FhirResource } from 'fhir/r4';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { describe, expect, it } from 'vitest';
import { bundleErrors, unresolvedReferences } from '../test/r4-schema';
import type { Chart, ChartRecord } from './chart';
import { codeSystems, patientBundle } from './index';

const signer = { name: 'Sam Whitfield', credentials: 'OTR/L', npi: '1234567893' };
const physician = { name: 'Lena Ortiz', credentials: 'OD', npi: '1245319599' };
const record = (r: Partial<ChartRecord> & Pick<ChartRecord, 'id' | 'kind'>): ChartRecord => ({
  parentId: null,
  createdAt: '2026-11-02T15:00:00.000Z',
  updatedAt: '2026-11-02T15:00:00.000Z',
  sections: {},
  signature: null,
  addenda: [],
  ...r,
});

const patientId = '01a2385e-0000-7000-8000-000000000001';
const evaluationId = '01a2385e-0000-7000-8000-000000000002';
const noteId = '01a2385e-0000-7000-8000-000000000003';
const chart: Chart = {
  practice: {
    id: '01a2385e-0000-7000-8000-0000000000aa',
    businessName: 'Bayshore Vision Therapy',
    firstName: 'Sam',
    lastName: 'Whitfield',
    credentials: 'OTR/L',
    npi: '1234567893',
    address: '100 Bayshore Blvd',
    city: 'Tampa',
    state: 'FL',
    zipCode: '33606',
    phone: '813-555-0100',
    fax: '',
  },
  patient: record({ id: patientId, kind: 'patient', sections: { info: fixturePatients.maria } }),
  records: [
    record({
      id: evaluationId,
      kind: 'mainEvaluation',
      parentId: patientId,
      sections: fullMainEvaluation,
      signature: { signedAt: '2026-11-02T16:00:00.000Z', signedBy: signer },
      addenda: [{ id: 'a1', at: '2026-11-03T09:00:00.000Z', by: signer, text: 'Late entry: café' }],
      certification: { certifiedAt: '2026-11-04T10:00:00.000Z', certifiedBy: physician },
    }),
    record({
      id: noteId,
      kind: 'progressNote',
      parentId: evaluationId,
      sections: fullProgressNote,
    }),
    record({
      id: '01a2385e-0000-7000-8000-000000000004',
      kind: 'visitEntry',
      parentId: evaluationId,
      sections: { visit: { date: '2026-11-09', minutes: 45, done: 'Brock string, saccades' } },
    }),
    record({
      id: '01a2385e-0000-7000-8000-000000000005',
      kind: 'outcomeResult',
      parentId: patientId,
      sections: {
        outcome: { instrument: 'CISS', takenAt: '2026-11-02', answers: Array(15).fill(2) },
      },
    }),
  ],
  documents: [{ recordId: evaluationId, fileName: 'evaluation.pdf', data: 'JVBERi0xLjQK' }],
  exportedAt: '2026-12-02T22:00:00.000Z',
};

const of = <T extends FhirResource['resourceType']>(bundle: Bundle, type: T) =>
  (bundle.entry ?? [])
    .map((e) => e.resource)
    .filter((r): r is Extract<FhirResource, { resourceType: T }> => r?.resourceType === type);

describe('a patient as a FHIR R4 bundle', () => {
  const bundle = patientBundle(chart);

  it('is valid against the official R4 schema and every reference resolves', () => {
    expect(bundle.type).toBe('collection');
    expect(bundleErrors(bundle)).toEqual([]);
    expect(unresolvedReferences(bundle)).toEqual([]);
    const ids = (bundle.entry ?? []).map((e) => e.fullUrl);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the patient with the practice’s own number', () => {
    const [patient] = of(bundle, 'Patient');
    expect(patient?.name?.[0]).toMatchObject({ family: 'Castellanos', given: ['Maria'] });
    expect(patient?.birthDate).toBe(fixturePatients.maria.age);
    expect(patient?.identifier?.[0]).toEqual({
      system: `https://optolight.app/fhir/practice/${chart.practice.id}/patient-number`,
      value: fixturePatients.maria.patientId,
    });
  });

  it('codes diagnoses in ICD-10-CM, once per plan of care', () => {
    const codes = of(bundle, 'Condition').flatMap((c) => c.code?.coding ?? []);
    expect(codes.length).toBeGreaterThan(0);
    for (const coding of codes) {
      expect(coding.system).toBe(codeSystems.icd10cm);
      expect(coding.code).toMatch(/^[A-Z]\d{2}(\.\w+)?$/);
    }
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  });

  it('holds an encounter per evaluation, note and visit, goals with targets and the plan', () => {
    const encounters = of(bundle, 'Encounter');
    expect(encounters.map((e) => e.period?.start)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(encounters[1]?.length).toEqual({
      value: 45,
      unit: 'min',
      system: codeSystems.ucum,
      code: 'min',
    });
    const goals = of(bundle, 'Goal');
    expect(goals).toHaveLength(6);
    const npc = goals.find((g) =>
      g.description.text?.startsWith('Patient will improve near point'),
    );
    expect(npc?.target?.[0]?.dueDate).toBe('2026-11-30');
    expect(npc?.achievementStatus?.text).toBe('Met');
    const [plan] = of(bundle, 'CarePlan');
    expect(plan?.period).toEqual({ start: '2026-11-02', end: '2026-12-31' });
    expect(plan?.activity?.[0]?.detail?.quantity?.value).toBe(16);
    expect(plan?.goal).toHaveLength(6);
  });

  it('gives findings in UCUM with their norms, and the questionnaire scored', () => {
    const observations = of(bundle, 'Observation');
    const npc = observations.find(
      (o) =>
        o.code.coding?.[0]?.code === 'npcBreak' && o.encounter?.reference?.endsWith(evaluationId),
    );
    expect(npc?.valueQuantity).toEqual({
      value: 14,
      unit: 'cm',
      system: codeSystems.ucum,
      code: 'cm',
    });
    expect(npc?.interpretation?.[0]?.coding?.[0]?.code).toBe('A');
    const ciss = observations.find((o) => o.code.coding?.[0]?.code === 'CISS');
    expect(ciss?.valueQuantity?.value).toBe(30);
    expect(ciss?.component).toHaveLength(15);
  });

  it('carries the signed record’s PDF, and who signed and added to it', () => {
    const documents = of(bundle, 'DocumentReference');
    expect(documents).toHaveLength(2);
    expect(documents[0]?.content[0]?.attachment).toMatchObject({
      contentType: 'application/pdf',
      data: 'JVBERi0xLjQK',
    });
    expect(Buffer.from(documents[1]?.content[0]?.attachment.data ?? '', 'base64').toString()).toBe(
      'Late entry: café',
    );
    const provenance = of(bundle, 'Provenance');
    expect(provenance).toHaveLength(3);
    const [practitioner] = of(bundle, 'Practitioner');
    expect(practitioner?.identifier?.[0]).toEqual({ system: codeSystems.npi, value: '1234567893' });
  });

  it('carries the plan of care’s certification as the physician’s verification signature', () => {
    const certified = of(bundle, 'Provenance').find(
      (p) => p.reason?.[0]?.text === 'Plan of care certified',
    );
    expect(certified?.recorded).toBe('2026-11-04T10:00:00.000Z');
    expect(certified?.target.map((t) => t.reference)).toContain(`urn:uuid:${evaluationId}`);
    expect(certified?.signature?.[0]?.type[0]?.display).toBe('Verification Signature');
    const who = certified?.agent[0]?.who.reference ?? '';
    const byNpi = of(bundle, 'Practitioner').find((p) => `urn:uuid:${p.id ?? ''}` === who);
    expect(byNpi?.identifier?.[0]?.value).toBe('1245319599');
    expect(certified?.agent[0]?.who.display).toBe('Lena Ortiz, OD');
  });

  it('gives the same ids for the same chart', () => {
    const again = patientBundle({ ...chart, exportedAt: '2026-12-03T08:00:00.000Z' });
    expect((again.entry ?? []).map((e) => e.fullUrl)).toEqual(
      (bundle.entry ?? []).map((e) => e.fullUrl),
    );
  });
});
