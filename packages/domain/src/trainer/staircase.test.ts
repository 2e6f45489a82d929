import { describe, expect, it } from 'vitest';
import { startStaircase, stepStaircase, type StaircaseRule } from './staircase';

const twoDown: StaircaseRule = { down: 2, maxLevel: 3 };
const run = (answers: boolean[], rule: StaircaseRule, from = 0) =>
  answers.reduce((s, a) => stepStaircase(s, a, rule), startStaircase(from));

describe('1-up/N-down staircase', () => {
  it('goes one level harder after two hits in a row, not after one', () => {
    expect(run([true], twoDown).level).toBe(0);
    expect(run([true, true], twoDown).level).toBe(1);
    expect(run([true, true, true, true], twoDown).level).toBe(2);
  });

  it('needs three hits in a row with the 3-down rule', () => {
    const threeDown: StaircaseRule = { down: 3, maxLevel: 5 };
    expect(run([true, true], threeDown).level).toBe(0);
    expect(run([true, true, true], threeDown).level).toBe(1);
  });

  it('goes one level easier after a single miss and restarts the run', () => {
    const s = run([true, true, true, true, true, false], twoDown);
    // hits 1-4 -> level 2, hit 5 starts a run, the miss -> level 1 with the run reset.
    expect(s).toMatchObject({ level: 1, run: 0 });
    expect(run([true, true, true, true, true, false, true], twoDown).level).toBe(1);
  });

  it('never goes below 0 or above the maximum', () => {
    expect(run([false, false, false], twoDown).level).toBe(0);
    expect(run(Array<boolean>(20).fill(true), twoDown).level).toBe(3);
  });

  it('counts reversals when the direction flips', () => {
    // up (1), down (0), up (1), up (2), down (1): three flips.
    const s = run([true, true, false, true, true, true, true, false], twoDown);
    expect(s.level).toBe(1);
    expect(s.reversals).toBe(3);
  });

  it('does not count a reversal while stuck at a bound', () => {
    const s = run([false, false, true, true], twoDown);
    expect(s).toMatchObject({ level: 1, reversals: 0 });
  });
});
