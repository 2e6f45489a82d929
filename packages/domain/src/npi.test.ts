import { describe, expect, it } from 'vitest';
import { isValidNpi } from './npi';
import { BusinessProfile } from './user';

describe('the NPI check digit', () => {
  it('accepts numbers whose check digit matches', () => {
    // CMS's worked example of the check digit, and two more numbers whose last digit checks.
    for (const npi of ['1234567893', '1245319599', '1003000126'])
      expect(isValidNpi(npi)).toBe(true);
  });

  it('refuses every single-digit typo and every swap of neighbours of a valid number', () => {
    const valid = '1234567893';
    for (let i = 0; i < 10; i++) {
      for (let d = 0; d <= 9; d++) {
        const typo = valid.slice(0, i) + String(d) + valid.slice(i + 1);
        if (typo !== valid) expect(isValidNpi(typo), typo).toBe(false);
      }
      const swapped =
        valid.slice(0, i) + (valid[i + 1] ?? '') + (valid[i] ?? '') + valid.slice(i + 2);
      if (i < 9 && swapped !== valid && swapped.length === 10)
        expect(isValidNpi(swapped), swapped).toBe(false);
    }
  });

  it('refuses anything but ten digits', () => {
    for (const npi of ['', '123456789', '12345678930', '12345678 3', 'abcdefghij'])
      expect(isValidNpi(npi)).toBe(false);
  });
});

describe('credentials and NPI on the business profile', () => {
  const profile = {
    businessName: 'Clear Sight Therapy',
    address: '1 Main St',
    city: '',
    state: '',
    zipCode: '',
    phone: '+1 212 555 0100',
    fax: '',
    credentials: '',
    npi: '',
    progressNoteEveryVisits: 10,
    progressNoteEveryDays: 30,
  };

  it('may be empty, and are kept trimmed when given', () => {
    expect(BusinessProfile.parse(profile)).toMatchObject({ credentials: '', npi: '' });
    expect(
      BusinessProfile.parse({ ...profile, credentials: ' OTR/L, COVD ', npi: ' 1234567893 ' }),
    ).toMatchObject({ credentials: 'OTR/L, COVD', npi: '1234567893' });
  });

  it('say on the field what is wrong with an NPI', () => {
    const messages = (npi: string) =>
      BusinessProfile.safeParse({ ...profile, npi }).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(messages('12345')).toEqual([['npi', 'An NPI has 10 digits']]);
    expect(messages('1234567890')).toEqual([
      ['npi', 'This NPI does not check out; look for a mistyped digit'],
    ]);
  });
});
