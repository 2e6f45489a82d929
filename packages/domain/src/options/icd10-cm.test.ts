import { describe, expect, it } from 'vitest';
import { icd10CmPattern } from '../diagnosis';
import { icd10CmCodes } from './icd10-cm';

const codes = icd10CmCodes.map(([code]) => code);

describe('the ICD-10-CM codes shipped', () => {
  it('are well-formed codes with a description', () => {
    for (const [code, description] of icd10CmCodes) {
      expect(code, code).toMatch(icd10CmPattern);
      expect(description.trim(), code).toBe(description);
      expect(description.length, code).toBeGreaterThan(2);
      expect(description.length, code).toBeLessThanOrEqual(200);
    }
  });

  it('are unique and in code order', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
  });

  it('are at least 150, covering the blocks a vision-rehab clinic codes from', () => {
    expect(codes.length).toBeGreaterThanOrEqual(150);
    const blocks = ['H49', 'H50', 'H51', 'H53', 'H55', 'S06', 'I69', 'G43'];
    for (const block of blocks)
      expect(
        codes.some((c) => c.startsWith(`${block}.`)),
        block,
      ).toBe(true);
    expect(codes).toContain('R48.0');
    expect(icd10CmCodes).toContainEqual(['H51.11', 'Convergence insufficiency']);
  });

  it('the pattern refuses what is not a code', () => {
    for (const bad of ['h51.11', 'H5111', 'H51.', 'H51.11111', '51.11', 'H5.11', ' H51.11'])
      expect(icd10CmPattern.test(bad), bad).toBe(false);
  });
});
