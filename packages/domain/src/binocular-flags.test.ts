import { describe, expect, it } from 'vitest';
import { binocularFlags, flagOf, suggestedCodes } from './binocular-flags';
import { BinocularVision } from './binocular-vision';

const bv = (v: Partial<BinocularVision>) => BinocularVision.parse(v);
const at14 = { age: 14 };

describe('the flag a finding shows as it is typed', () => {
  it("reads the amplitude against Hofstetter's minimum for the age, at and around it", () => {
    expect(flagOf(bv({ amplitudeRight: 11.4 }), 'amplitudeRight', at14)?.text).toBe(
      'Below norm: expected at least 11.5 D at age 14 (Hofstetter)',
    );
    expect(flagOf(bv({ amplitudeLeft: 11.5 }), 'amplitudeLeft', at14)).toMatchObject({
      flagged: false,
      text: 'Within norm: expected at least 11.5 D at age 14 (Hofstetter)',
    });
    expect(flagOf(bv({ amplitudeLeft: 11.6 }), 'amplitudeLeft', at14)?.flagged).toBe(false);
  });

  it('shows no amplitude flag without an age, past 60, or for an empty field', () => {
    expect(flagOf(bv({ amplitudeRight: 5 }), 'amplitudeRight', { age: null })).toBeNull();
    expect(flagOf(bv({ amplitudeRight: 0 }), 'amplitudeRight', { age: 60 })).toBeNull();
    expect(flagOf(bv({ amplitudeRight: 0 }), 'amplitudeRight', { age: 59 })?.flagged).toBe(true);
    expect(flagOf(bv({}), 'amplitudeRight', at14)).toBeNull();
  });

  it('flags a near point of convergence receded at 6 cm, not at 5.9', () => {
    expect(flagOf(bv({ npcBreak: 5.9 }), 'npcBreak', at14)?.flagged).toBe(false);
    expect(flagOf(bv({ npcBreak: 6 }), 'npcBreak', at14)?.text).toBe(
      'Above norm: expected less than 6 cm (CITT)',
    );
  });

  it("reads a phoria's direction: 8 Δ exo at near is within Morgan's range, 9 Δ exo and 3 Δ eso are not", () => {
    const near = (amount: number, dir: 'eso' | 'exo') =>
      flagOf(bv({ phoriaNear: amount, phoriaNearDirection: dir }), 'phoriaNear', at14);
    expect(near(8, 'exo')?.flagged).toBe(false);
    expect(near(9, 'exo')?.text).toBe('Outside norm: expected 8 Δ exo to 2 Δ eso (Morgan)');
    expect(near(2, 'eso')?.flagged).toBe(false);
    expect(near(3, 'eso')?.flagged).toBe(true);
    expect(flagOf(bv({ phoriaNear: 0 }), 'phoriaNear', at14)?.flagged).toBe(false);
  });

  it("raises the positive fusional vergence's bar to twice a large near exophoria (Sheard)", () => {
    const pfv = (value: number) =>
      flagOf(
        bv({ phoriaNear: 10, phoriaNearDirection: 'exo', pfvNearBreak: value }),
        'pfvNearBreak',
        at14,
      );
    expect(pfv(20)?.text).toBe('Below norm: expected more than 20 Δ (CITT, Sheard)');
    expect(pfv(21)?.flagged).toBe(false);
    expect(flagOf(bv({ pfvNearBreak: 16 }), 'pfvNearBreak', at14)?.flagged).toBe(false);
  });

  it('reads facility by age band and stereoacuity from age 7', () => {
    expect(flagOf(bv({ binocularFacility: 7.5 }), 'binocularFacility', at14)?.flagged).toBe(true);
    expect(flagOf(bv({ binocularFacility: 8 }), 'binocularFacility', at14)?.flagged).toBe(false);
    expect(flagOf(bv({ stereoacuity: 400 }), 'stereoacuity', { age: 6 })).toBeNull();
    expect(flagOf(bv({ stereoacuity: 40 }), 'stereoacuity', { age: 7 })?.flagged).toBe(false);
    expect(flagOf(bv({ stereoacuity: 50 }), 'stereoacuity', { age: 7 })?.flagged).toBe(true);
  });

  it("reads the naming test against the main evaluation's, and says nothing without one", () => {
    const baseline = bv({ namingTime: 40, namingErrors: 1 });
    const now = bv({ namingTime: 41, namingErrors: 1 });
    expect(flagOf(now, 'namingTime', { age: 14 })).toBeNull();
    expect(flagOf(now, 'namingTime', { age: 14, baseline })?.text).toBe(
      'Worse than baseline: expected no slower than the baseline, 40 s (Galetta)',
    );
    expect(flagOf(now, 'namingErrors', { age: 14, baseline })?.flagged).toBe(false);
  });

  it("reads blur and recovery values against Morgan's norms", () => {
    const flags = binocularFlags(
      bv({ pfvNearBlur: 3, pfvNearRecovery: 4, nfvNearBlur: 9, nfvNearRecovery: 2 }),
      at14,
    );
    expect(flags.pfvNearBlur?.text).toBe('Below norm: expected at least 12 Δ (Morgan)');
    expect(flags.pfvNearRecovery?.flagged).toBe(false);
    expect(flags.nfvNearBlur?.flagged).toBe(false);
    expect(flags.nfvNearRecovery?.text).toBe('Below norm: expected at least 8 Δ (Morgan)');
  });
});

describe('suggested codes', () => {
  const ci = {
    phoriaDistance: 1,
    phoriaDistanceDirection: 'exo',
    phoriaNear: 10,
    phoriaNearDirection: 'exo',
    npcBreak: 10,
    pfvNearBreak: 12,
  } as const;

  it('suggests H51.11 when the three CITT signs hold, reading exo as negative', () => {
    expect(suggestedCodes(bv(ci), 14).map((s) => s.code)).toEqual(['H51.11']);
  });

  it('suggests nothing when the near deviation is eso', () => {
    expect(suggestedCodes(bv({ ...ci, phoriaNearDirection: 'eso' }), 14)).toEqual([]);
  });

  it('suggests accommodative insufficiency for the eye 2 D below the minimum', () => {
    const codes = suggestedCodes(bv({ amplitudeRight: 9.5, amplitudeLeft: 9.6 }), 14);
    expect(codes.map((s) => s.code)).toEqual(['H52.521']);
  });
});
