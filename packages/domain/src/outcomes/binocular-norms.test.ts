import { describe, expect, it } from 'vitest';
import { binocularNorms, minimumAmplitude, phoriaWords } from './binocular-norms';

const flag = (measure: keyof typeof binocularNorms, value: number, context = {}) =>
  binocularNorms[measure].check(value, { age: 20, ...context })?.flagged;

describe('binocular vision norms', () => {
  it('every norm names its source', () => {
    for (const norm of Object.values(binocularNorms)) expect(norm.source).toMatch(/\d{4}/);
  });

  it('near point of convergence: break receded at 6 cm (CITT), recovery at 7 cm (Scheiman 2003)', () => {
    expect(flag('npcBreak', 5.5)).toBe(false);
    expect(flag('npcBreak', 6)).toBe(true);
    expect(flag('npcRecovery', 6.5)).toBe(false);
    expect(flag('npcRecovery', 7)).toBe(true);
  });

  it("phorias against Morgan's norms: 1 exo ± 2 at distance, 3 exo ± 5 at near", () => {
    expect([-4, -3, 1, 2].map((v) => flag('phoriaDistance', v))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect([-9, -8, 2, 3].map((v) => flag('phoriaNear', v))).toEqual([true, false, false, true]);
    expect(binocularNorms.phoriaNear.check(0, { age: 20 })?.expected).toBe('8 Δ exo to 2 Δ eso');
    expect(phoriaWords(0)).toBe('ortho');
  });

  it("positive fusional vergence at near: 15 Δ or less, or under Sheard's criterion", () => {
    expect(flag('pfvNearBreak', 15)).toBe(true);
    expect(flag('pfvNearBreak', 16)).toBe(false);
    // 10 Δ exo at near needs more than 20 Δ.
    expect(flag('pfvNearBreak', 20, { nearPhoria: -10 })).toBe(true);
    expect(flag('pfvNearBreak', 21, { nearPhoria: -10 })).toBe(false);
    // An esophoria does not raise the limit.
    expect(flag('pfvNearBreak', 16, { nearPhoria: 6 })).toBe(false);
  });

  it("vergence ranges against Morgan's norms (mean − 1 SD)", () => {
    expect([16, 17].map((v) => flag('nfvNearBreak', v))).toEqual([true, false]);
    // Near blur and recovery: base-out 17 ± 5 and 11 ± 7, base-in 13 ± 4 and 13 ± 5.
    expect([11, 12].map((v) => flag('pfvNearBlur', v))).toEqual([true, false]);
    expect([3, 4].map((v) => flag('pfvNearRecovery', v))).toEqual([true, false]);
    expect([8, 9].map((v) => flag('nfvNearBlur', v))).toEqual([true, false]);
    expect([7, 8].map((v) => flag('nfvNearRecovery', v))).toEqual([true, false]);
    expect([10, 11].map((v) => flag('pfvDistanceBreak', v))).toEqual([true, false]);
    expect([3, 4].map((v) => flag('nfvDistanceBreak', v))).toEqual([true, false]);
  });

  it("amplitude of accommodation against Hofstetter's minimum, 15 − 0.25 × age", () => {
    expect(minimumAmplitude(8)).toBe(13);
    expect(minimumAmplitude(40)).toBe(5);
    expect(flag('amplitude', 12.9, { age: 8 })).toBe(true);
    expect(flag('amplitude', 13, { age: 8 })).toBe(false);
    expect(flag('amplitude', 4.9, { age: 40 })).toBe(true);
    expect(flag('amplitude', 5, { age: 40 })).toBe(false);
    expect(binocularNorms.amplitude.check(10, { age: null })).toBeNull();
  });

  it('accommodative facility by age (6, 7, 8–12, 13–30 years), none outside 6 to 30', () => {
    const mono = (v: number, age: number) => flag('monocularFacility', v, { age });
    expect([mono(5, 6), mono(5.5, 6)]).toEqual([true, false]);
    expect([mono(6, 7), mono(6.5, 7)]).toEqual([true, false]);
    expect([mono(6.5, 12), mono(7, 12)]).toEqual([true, false]);
    expect([mono(10.5, 13), mono(11, 13), mono(10.5, 30)]).toEqual([true, false, true]);
    expect(binocularNorms.monocularFacility.check(3, { age: 5 })).toBeNull();
    expect(binocularNorms.monocularFacility.check(3, { age: 31 })).toBeNull();
    const bino = (v: number, age: number) => flag('binocularFacility', v, { age });
    expect([bino(2.5, 6), bino(3, 6), bino(3, 7), bino(3.5, 7), bino(4.5, 8), bino(5, 8)]).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect([bino(7.5, 13), bino(8, 30)]).toEqual([true, false]);
  });

  it('vergence facility below 15 cpm, stereoacuity over 40 arc seconds from 7 years', () => {
    expect([14, 15].map((v) => flag('vergenceFacility', v))).toEqual([true, false]);
    expect(flag('stereoacuity', 40, { age: 7 })).toBe(false);
    expect(flag('stereoacuity', 50, { age: 7 })).toBe(true);
    expect(binocularNorms.stereoacuity.check(100, { age: 6 })).toBeNull();
  });

  it('timed number naming is read against the patient’s own baseline', () => {
    expect(binocularNorms.namingTime.check(40, { age: 20 })).toBeNull();
    expect(flag('namingTime', 42, { baseline: 41.5 })).toBe(true);
    expect(flag('namingTime', 41.5, { baseline: 41.5 })).toBe(false);
    expect(flag('namingErrors', 1, { baseline: 0 })).toBe(true);
    expect(flag('namingErrors', 0, { baseline: 0 })).toBe(false);
  });
});
