import { describe, expect, it } from 'vitest';
import { Country, countryOptions, normaliseCountry } from './country';

describe('countryOptions', () => {
  it('lists every country, sorted by name, with a dial prefix', () => {
    expect(countryOptions().length).toBeGreaterThan(240);
    const labels = countryOptions().map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countryOptions().every((c) => /^\+\d+$/.test(c.phone))).toBe(true);
    expect(new Set(countryOptions().map((c) => c.code)).size).toBe(countryOptions().length);
  });

  it('uses the first dial code', () => {
    expect(normaliseCountry('US')).toEqual({ code: 'US', label: 'United States', phone: '+1' });
    expect(normaliseCountry('DO')?.phone).toBe('+1809');
  });
});

describe('normaliseCountry', () => {
  it('accepts any case and rejects unknown codes', () => {
    expect(normaliseCountry(' gb ')?.label).toBe('United Kingdom');
    expect(normaliseCountry('XX')).toBeNull();
    expect(normaliseCountry('')).toBeNull();
  });
});

describe('Country', () => {
  it('accepts a listed code and rejects others and extra keys', () => {
    expect(Country.safeParse({ code: 'IN', label: 'India', phone: '+91' }).success).toBe(true);
    expect(Country.safeParse({ code: 'ZZ', label: 'Nowhere', phone: '+0' }).success).toBe(false);
    expect(Country.safeParse({ code: 'in', label: 'India', phone: '+91' }).success).toBe(false);
    expect(Country.safeParse({ code: 'IN', label: 'India', phone: '+91', flag: 'x' }).success).toBe(
      false,
    );
  });
});
