import { describe, expect, it } from 'vitest';
import { PatientReg } from './patient-reg';
import { PatientRegForm } from './patient-reg-form';

const registration = {
  lastName: 'Quill',
  firstName: 'Ada',
  address: '12 Harbor Lane',
  patientId: 'P-0042',
  initialEvaluation: 'yes',
  rx: 'No',
};

const issues = (input: object) =>
  (PatientReg.safeParse(input).error?.issues ?? []).map((i) => ({
    path: i.path.join('.'),
    message: i.message,
  }));

describe('PatientReg', () => {
  it('fills the optional fields with empty values', () => {
    expect(PatientReg.parse(registration)).toEqual({
      ...registration,
      insurance: [],
      service: [],
      onSetDate: '',
      socDate: '',
      primaryDiagnosis: [],
      otherPrimaryDiagnosis: '',
      treatmentDiagnosis: [],
      othertreatmentDiagnosis: '',
      physiciansName: '',
      duration: null,
    });
  });

  it("requires initial evaluation and rx, with 'Required'", () => {
    expect(issues({ ...registration, initialEvaluation: undefined, rx: '' })).toEqual([
      { path: 'initialEvaluation', message: 'Required' },
      { path: 'rx', message: 'Required' },
    ]);
    expect(issues({ ...registration, rx: 'yes' })).toEqual([{ path: 'rx', message: 'Required' }]);
  });

  it("requires names, patient id and address with 'Required'", () => {
    expect(issues({ ...registration, patientId: '', address: '' })).toEqual([
      { path: 'address', message: 'Required' },
      { path: 'patientId', message: 'Required' },
    ]);
  });

  it('allows an address of 30 characters, not 31', () => {
    expect(issues({ ...registration, address: 'a'.repeat(30) })).toEqual([]);
    expect(issues({ ...registration, address: 'a'.repeat(31) })).toEqual([
      { path: 'address', message: 'Must be 30 characters or less' },
    ]);
  });

  it('allows names of 15 characters, not 16', () => {
    expect(issues({ ...registration, firstName: 'a'.repeat(15) })).toEqual([]);
    expect(issues({ ...registration, firstName: 'a'.repeat(16) })).toEqual([
      { path: 'firstName', message: 'Must be 15 characters or less' },
    ]);
  });

  it('offers PT, OT and ST and the listed insurances', () => {
    const full = {
      ...registration,
      service: ['PT', 'OT', 'ST'],
      insurance: [{ title: 'Medicaid' }, { title: 'others' }],
      duration: 12,
    };
    expect(issues(full)).toEqual([]);
    expect(issues({ ...registration, service: ['LV'] })).toHaveLength(1);
    expect(issues({ ...registration, insurance: [{ title: 'Aetna' }] })).toHaveLength(1);
    expect(issues({ ...registration, duration: 'long' })).toHaveLength(1);
  });

  it('rejects unknown keys', () => {
    expect(issues({ ...registration, emergencyPhone: '1' })).toHaveLength(1);
  });
});

/** The /patientreg form: the record's fields plus the date of birth that Medicaid depends on. */
const withMedicaid = { ...registration, insurance: [{ title: 'Medicaid' }] };
const yearsAgo = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years, 0, 1);
  return d.toISOString().slice(0, 10);
};

describe('PatientRegForm', () => {
  it('allows Medicaid up to 20 years old, and while the date of birth is not given', () => {
    expect(PatientRegForm.safeParse({ ...withMedicaid, age: yearsAgo(12) }).success).toBe(true);
    expect(PatientRegForm.safeParse(withMedicaid).success).toBe(true);
  });

  it('refuses Medicaid for an older patient, on the insurance field', () => {
    const result = PatientRegForm.safeParse({ ...withMedicaid, age: yearsAgo(45) });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['insurance', 'Medicaid is offered only up to 20 years old'],
    ]);
    const other = { ...registration, age: yearsAgo(45), insurance: [{ title: 'Medicare' }] };
    expect(PatientRegForm.safeParse(other).success).toBe(true);
  });

  it('checks the date of birth as the patient record does', () => {
    const result = PatientRegForm.safeParse({ ...withMedicaid, age: '2999-01-01' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['age']);
  });
});
