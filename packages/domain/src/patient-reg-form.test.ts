import { describe, expect, it } from 'vitest';
import { PatientRegForm } from './patient-reg-form';

const registration = {
  lastName: 'Quill',
  firstName: 'Ada',
  address: '12 Harbor Lane',
  patientId: 'P-0042',
  initialEvaluation: 'yes',
  rx: 'No',
  insurance: [{ title: 'Medicaid' }],
};
const yearsAgo = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years, 0, 1);
  return d.toISOString().slice(0, 10);
};

describe('PatientRegForm', () => {
  it('allows Medicaid up to 20 years old, and while the date of birth is not given', () => {
    expect(PatientRegForm.safeParse({ ...registration, age: yearsAgo(12) }).success).toBe(true);
    expect(PatientRegForm.safeParse(registration).success).toBe(true);
  });

  it('refuses Medicaid for an older patient, on the insurance field', () => {
    const result = PatientRegForm.safeParse({ ...registration, age: yearsAgo(45) });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['insurance', 'Medicaid is offered only up to 20 years old'],
    ]);
    const other = { ...registration, age: yearsAgo(45), insurance: [{ title: 'Medicare' }] };
    expect(PatientRegForm.safeParse(other).success).toBe(true);
  });

  it('checks the date of birth as the patient record does', () => {
    const result = PatientRegForm.safeParse({ ...registration, age: '2999-01-01' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['age']);
  });
});
