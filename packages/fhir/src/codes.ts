/**
 * Code systems of the export. Standard ones where the data has a standard code (ICD-10-CM for
 * diagnoses, UCUM for units, HL7's own for categories and statuses); the product's own, under one
 * base, for what has none (its record kinds, findings and questionnaires: docs/export.md).
 */
export const OPTOLIGHT = 'https://optolight.app/fhir';
export const system = {
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  npi: 'http://hl7.org/fhir/sid/us-npi',
  ucum: 'http://unitsofmeasure.org',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  goalAchievement: 'http://terminology.hl7.org/CodeSystem/goal-achievement',
  dataOperation: 'http://terminology.hl7.org/CodeSystem/v3-DataOperation',
  signatureType: 'urn:iso-astm:E1762-95:2013',
  uri: 'urn:ietf:rfc:3986',
  recordKind: `${OPTOLIGHT}/CodeSystem/record-kind`,
  service: `${OPTOLIGHT}/CodeSystem/service`,
  diagnosisRole: `${OPTOLIGHT}/CodeSystem/diagnosis-role`,
  goalTerm: `${OPTOLIGHT}/CodeSystem/goal-term`,
  finding: `${OPTOLIGHT}/CodeSystem/binocular-finding`,
  observation: `${OPTOLIGHT}/CodeSystem/observation`,
  questionnaire: `${OPTOLIGHT}/CodeSystem/outcome-measure`,
} as const;

/** The practice's own patient numbers: unique within the practice only. */
export const patientNumberSystem = (practiceId: string) =>
  `${OPTOLIGHT}/practice/${practiceId}/patient-number`;

/** UCUM for each unit the findings are measured in. */
export const ucum = {
  cm: { unit: 'cm', code: 'cm' },
  prism: { unit: 'Δ', code: "[p'diop]" },
  dioptre: { unit: 'D', code: '[diop]' },
  perMinute: { unit: 'cycles/min', code: '/min' },
  arcSecond: { unit: 'arcsec', code: "''" },
  second: { unit: 's', code: 's' },
  count: { unit: 'errors', code: '{errors}' },
  minute: { unit: 'min', code: 'min' },
  score: { unit: 'points', code: '{score}' },
} as const;
