import { PatientDialogForm, PatientRegForm } from '@optolight/domain';
import { describe, expect, it } from 'vitest';
import { requiredFields } from './required';

describe('requiredFields', () => {
  it('lists the fields the dialog refuses empty, and only those', () => {
    expect([...requiredFields(PatientDialogForm)].sort()).toEqual([
      'address',
      'firstName',
      'lastName',
      'patientId',
      'phone',
    ]);
  });
  it('includes the registration radios, which have no empty choice', () => {
    const required = requiredFields(PatientRegForm);
    expect(required.has('initialEvaluation')).toBe(true);
    expect(required.has('rx')).toBe(true);
    expect(required.has('physiciansName')).toBe(false);
    expect(required.has('duration')).toBe(false);
  });
});
