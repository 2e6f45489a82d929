import { describe, expect, it } from 'vitest';
import { insuranceOptionsFor, isMedicaidEligible } from './medicaid';
import { insuranceOptions } from './options';

const on = (iso: string) => new Date(`${iso}T10:00:00`);

describe('isMedicaidEligible', () => {
  it('is true up to the day before the 21st birthday and false from it', () => {
    expect(isMedicaidEligible('2005-03-05', on('2026-03-04'))).toBe(true);
    expect(isMedicaidEligible('2005-03-05', on('2026-03-05'))).toBe(false);
    expect(isMedicaidEligible('2005-03-05', on('2025-03-05'))).toBe(true);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(isMedicaidEligible('2004-02-29', on('2025-02-28'))).toBe(true);
    expect(isMedicaidEligible('2004-02-29', on('2025-03-01'))).toBe(false);
  });

  it('is true while the date of birth is unknown or unreadable', () => {
    expect(isMedicaidEligible('', on('2026-03-05'))).toBe(true);
    expect(isMedicaidEligible('2005-02-30', on('2026-03-05'))).toBe(true);
  });

  it('is false for older patients', () => {
    expect(isMedicaidEligible('1950-07-01', on('2026-03-05'))).toBe(false);
  });
});

describe('insuranceOptionsFor', () => {
  it('drops Medicaid (only Medicaid) for patients over 20', () => {
    const adult = insuranceOptionsFor('1980-01-01', on('2026-03-05'));
    expect(adult).toHaveLength(14);
    expect(adult).not.toContain('Medicaid');
    expect(adult).toContain('MedicAid Waiver');
    expect(adult.at(-1)).toBe('others');
  });

  it('offers the full list to children', () => {
    expect(insuranceOptionsFor('2015-06-01', on('2026-03-05'))).toEqual(insuranceOptions);
  });
});
