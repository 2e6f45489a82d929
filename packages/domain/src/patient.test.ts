import { describe, expect, it } from 'vitest';
import { PatientDialogForm, PatientInfo } from './patient';

/** Fictional fixture patient. */
const ada = {
  patientId: 'P-0042',
  firstName: 'Ada',
  lastName: 'Quill',
  phone: '+1 (305) 555-1234',
  address: '12 Harbor Lane',
};

function firstIssue(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.join('.'), message: issue.message };
}

describe('PatientInfo', () => {
  it('fills the optional fields with empty values', () => {
    expect(PatientInfo.parse(ada)).toEqual({
      ...ada,
      emPhone: '',
      emPerson: '',
      age: '',
      city: '',
      state: '',
      zip: '',
      country: null,
    });
    expect(PatientInfo.parse({ ...ada, phone: undefined }).phone).toBe('');
  });

  it("requires the patient id, names and address with 'Required'", () => {
    for (const field of ['patientId', 'firstName', 'lastName', 'address'] as const) {
      expect(firstIssue(PatientInfo.safeParse({ ...ada, [field]: '   ' }))).toEqual({
        path: field,
        message: 'Required',
      });
    }
  });

  it('allows names of 15 characters, not 16', () => {
    expect(PatientInfo.safeParse({ ...ada, firstName: 'A'.repeat(15) }).success).toBe(true);
    expect(firstIssue(PatientInfo.safeParse({ ...ada, lastName: 'B'.repeat(16) }))).toEqual({
      path: 'lastName',
      message: 'Must be 15 characters or less',
    });
  });

  it('limits the patient id to 50 and the address to 200 characters', () => {
    expect(PatientInfo.safeParse({ ...ada, patientId: 'x'.repeat(50) }).success).toBe(true);
    expect(PatientInfo.safeParse({ ...ada, patientId: 'x'.repeat(51) }).success).toBe(false);
    expect(PatientInfo.safeParse({ ...ada, address: 'x'.repeat(200) }).success).toBe(true);
    expect(PatientInfo.safeParse({ ...ada, address: 'x'.repeat(201) }).success).toBe(false);
  });

  it('takes the date of birth in age, not in the future', () => {
    expect(PatientInfo.parse({ ...ada, age: '2010-03-05' }).age).toBe('2010-03-05');
    expect(firstIssue(PatientInfo.safeParse({ ...ada, age: '2999-01-01' }))).toEqual({
      path: 'age',
      message: 'Must not be in the future',
    });
    expect(PatientInfo.safeParse({ ...ada, age: '05/03/2010' }).success).toBe(false);
  });

  it('checks the country code against the country list', () => {
    const us = { code: 'US', label: 'United States', phone: '+1' };
    expect(PatientInfo.parse({ ...ada, country: us }).country).toEqual(us);
    expect(PatientInfo.safeParse({ ...ada, country: { ...us, code: 'XX' } }).success).toBe(false);
  });

  it('rejects unknown keys', () => {
    expect(PatientInfo.safeParse({ ...ada, ssn: '123' }).success).toBe(false);
  });
});

describe('PatientDialogForm', () => {
  const phoneMessage = (phone: string) =>
    firstIssue(PatientDialogForm.safeParse({ ...ada, phone }))?.message;

  it("says 'Must not be empty' for a missing patient id", () => {
    expect(firstIssue(PatientDialogForm.safeParse({ ...ada, patientId: '' }))).toEqual({
      path: 'patientId',
      message: 'Must not be empty',
    });
  });

  it('requires a phone number, and calls an empty one not valid', () => {
    expect(phoneMessage('')).toBe('Phone number is not valid');
    expect(firstIssue(PatientDialogForm.safeParse({ ...ada, phone: undefined }))?.path).toBe(
      'phone',
    );
  });

  it('accepts 9 to 15 digits, not 8 or 16', () => {
    expect(phoneMessage('12345678')).toBe('Phone number is not valid');
    expect(phoneMessage('123456789')).toBeUndefined();
    expect(phoneMessage('123456789012345')).toBeUndefined();
    expect(phoneMessage('1234567890123456')).toBe('Phone number is not valid');
  });

  it('accepts international and bracketed forms', () => {
    for (const phone of [
      '+1 (305) 555-1234',
      '+44 20 7946 0958',
      '(305) 555-1234',
      '305-555-1234',
    ]) {
      expect(phoneMessage(phone), phone).toBeUndefined();
    }
  });

  it('rejects numbers of the wrong shape', () => {
    for (const phone of [
      '305.555.1234',
      '305--555-1234',
      '(305 555 1234',
      '555-1234 ext 9',
      '1-800-FLOWERS1',
      '305 555 1234 +1',
      '++1 305 555 1234',
    ]) {
      expect(phoneMessage(phone), phone).toBe('Phone number is not valid');
    }
  });

  it('keeps the optional emergency phone to the same rule', () => {
    expect(PatientDialogForm.safeParse({ ...ada, emPhone: '' }).success).toBe(true);
    expect(PatientDialogForm.safeParse({ ...ada, emPhone: '123' }).success).toBe(false);
  });

  it('rejects unknown keys', () => {
    expect(PatientDialogForm.safeParse({ ...ada, nickname: 'A' }).success).toBe(false);
  });
});
