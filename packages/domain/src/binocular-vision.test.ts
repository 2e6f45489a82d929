import { describe, expect, it } from 'vitest';
import { BinocularVision, BinocularVisionVersions, signedPhoria } from './binocular-vision';
import { currentVersion } from './stored-versions';
import { emptySection, kindUsesSection, safeParseSection } from './sections';

const issues = (input: unknown) => {
  const r = BinocularVision.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the Binocular Vision section', () => {
  it('starts empty: every finding null, no direction', () => {
    const empty = emptySection('binocularVision');
    expect(empty.npcBreak).toBeNull();
    expect(empty.phoriaNearDirection).toBe('');
    expect(Object.values(empty).every((v) => v === null || v === '')).toBe(true);
  });

  it('is on the main evaluation and every note', () => {
    for (const kind of ['mainEvaluation', 'progressNote', 'updateNote', 'dischargeNote'] as const)
      expect(kindUsesSection(kind, 'binocularVision')).toBe(true);
  });

  it('refuses values outside what the test can give, naming the field and the range', () => {
    expect(issues({ npcBreak: 61 })).toEqual([['npcBreak', 'Must be between 0 and 60 cm']]);
    expect(issues({ amplitudeLeft: -1 })).toEqual([
      ['amplitudeLeft', 'Must be between 0 and 25 D'],
    ]);
    expect(issues({ stereoacuity: 0 })).toEqual([
      ['stereoacuity', 'Must be between 1 and 4000 arc seconds'],
    ]);
    expect(issues({ namingErrors: 1.5 })).toEqual([
      ['namingErrors', 'Must be a whole number of 0 or more'],
    ]);
    expect(issues({ vergenceFacility: 'fast' })).toEqual([
      ['vergenceFacility', 'Must be a number'],
    ]);
    expect(issues({ npcBreak: 60, amplitudeLeft: 25, stereoacuity: 20 })).toEqual([]);
  });

  it('asks for eso or exo once a phoria has an amount, and not for ortho', () => {
    expect(issues({ phoriaNear: 6 })).toEqual([['phoriaNearDirection', 'Choose eso or exo']]);
    expect(issues({ phoriaDistance: 0 })).toEqual([]);
    expect(issues({ phoriaNear: 6, phoriaNearDirection: 'sideways' })).not.toEqual([]);
  });

  it('refuses a field it does not know', () => {
    expect(safeParseSection('binocularVision', { nearPoint: 5 }).success).toBe(false);
  });

  it('is stored at version 1', () => {
    expect(BinocularVisionVersions.version).toBe(1);
    expect(currentVersion('binocularVision')).toBe(1);
  });

  it('signs a phoria as the norms read it', () => {
    expect(signedPhoria(4, 'exo')).toBe(-4);
    expect(signedPhoria(4, 'eso')).toBe(4);
    expect(signedPhoria(0, '')).toBe(0);
    expect(signedPhoria(null, 'exo')).toBeNull();
  });
});
