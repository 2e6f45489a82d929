import { describe, expect, it } from 'vitest';
import { answerProblems } from './instrument';
import { voms } from './voms';

/** Baseline ratings, then each component's four ratings, then three near points in cm. */
function answers(
  baseline: number[],
  components: Partial<Record<number, number[]>>,
  npc: number[] = [3, 3, 3],
): number[] {
  const rows = Array.from({ length: 7 }, (_, i) => components[i] ?? baseline);
  return [...baseline, ...rows.flat(), ...npc];
}

describe('VOMS', () => {
  it('has a baseline and seven components rated for four symptoms, and three near points', () => {
    expect(voms.items).toHaveLength(35);
    expect(new Set(voms.items.map((i) => i.id)).size).toBe(35);
    expect(voms.items[0]?.group).toBe('Pre-test (baseline)');
    expect(voms.items[34]?.scale.unit).toBe('cm');
  });

  it('is negative when no symptom rises by 2 and the near point stays under 5 cm', () => {
    const result = voms.score(answers([1, 0, 0, 1], { 4: [2, 1, 0, 1] }, [4.5, 5, 4.5]), 20);
    expect(result.flagged).toBe(false);
    expect(result.score).toBe(1);
    expect(result.parts.at(-1)).toEqual({
      label: 'Near point of convergence, average (cm)',
      value: 4.7,
      flagged: false,
    });
    expect(result.interpretation).toMatch(/^Negative screen/);
  });

  it('is positive at a rise of 2 over baseline in any symptom of any component', () => {
    const result = voms.score(answers([1, 0, 0, 1], { 4: [1, 2, 0, 1] }), 20);
    expect(result.flagged).toBe(true);
    expect(result.score).toBe(2);
    expect(result.parts[4]).toMatchObject({ value: 2, flagged: true });
    expect(result.interpretation).toContain(
      'Vestibular-ocular reflex, horizontal raised a symptom by 2',
    );
  });

  it('is positive at an average near point of 5 cm, and not at 4.9', () => {
    expect(voms.score(answers([0, 0, 0, 0], {}, [5, 5, 5]), 20).flagged).toBe(true);
    expect(voms.score(answers([0, 0, 0, 0], {}, [4.5, 5, 5]), 20).flagged).toBe(false);
  });

  it('does not count a symptom that eased below baseline', () => {
    expect(voms.score(answers([5, 5, 5, 5], { 0: [0, 0, 0, 0] }), 20).score).toBe(0);
  });

  it('takes near points in half centimetres only', () => {
    const a = answers([0, 0, 0, 0], {}, [4.25, 5, 5]);
    expect(answerProblems(voms, a)[0]?.index).toBe(32);
    expect(answerProblems(voms, answers([0, 0, 0, 0], {}, [4.5, 5, 5]))).toEqual([]);
  });
});
