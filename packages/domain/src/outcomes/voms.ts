import type { AnswerScale, Instrument, InstrumentItem, ScorePart } from './instrument';
import { sum } from './instrument';

/**
 * Vestibular/Ocular Motor Screening (VOMS) after a concussion. Components, the 0–10 symptom
 * ratings and the clinical cut-offs as published:
 * - Mucha A, Collins MW, Elbin RJ, et al. A Brief Vestibular/Ocular Motor Screening (VOMS)
 *   assessment to evaluate concussions: preliminary findings. Am J Sports Med.
 *   2014;42(10):2479-2486.
 * A component is positive when any symptom rises 2 or more above its pre-test (baseline) rating;
 * the near point of convergence is abnormal at an average of 5 cm or more over three measures.
 */
const rating: AnswerScale = {
  min: 0,
  max: 10,
  step: 1,
  labels: ['0 none', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10 severe'],
};
const distance: AnswerScale = { min: 0, max: 60, step: 0.5, unit: 'cm' };

const symptoms = ['Headache', 'Dizziness', 'Nausea', 'Fogginess'] as const;
const components = [
  'Smooth pursuits',
  'Saccades, horizontal',
  'Saccades, vertical',
  'Convergence (near point)',
  'Vestibular-ocular reflex, horizontal',
  'Vestibular-ocular reflex, vertical',
  'Visual motion sensitivity',
] as const;
const groups = ['Pre-test (baseline)', ...components] as const;

/** The symptom cut-off: a rise of 2 or more over baseline. */
export const vomsSymptomRise = 2;
/** The convergence cut-off: an average near point of 5 cm or more. */
export const vomsNpcCm = 5;

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, '');

const ratingItems: InstrumentItem[] = groups.flatMap((group) =>
  symptoms.map((symptom) => ({
    id: `${slug(group)}.${symptom.toLowerCase()}`,
    text: symptom,
    scale: rating,
    group,
  })),
);
const npcItems: InstrumentItem[] = [1, 2, 3].map((n) => ({
  id: `npc.${String(n)}`,
  text: `Near point of convergence, measure ${String(n)}`,
  scale: distance,
  group: 'Convergence (near point)',
}));

const round1 = (v: number) => Math.round(v * 10) / 10;

export const voms: Instrument = {
  id: 'VOMS',
  name: 'Vestibular/Ocular Motor Screening',
  shortName: 'VOMS',
  instructions:
    'Before the tests and after each one, rate headache, dizziness, nausea and fogginess from 0 (none) to 10 (severe). Measure the near point of convergence three times.',
  source: 'Mucha A, Collins MW, Elbin RJ, et al. Am J Sports Med 2014;42(10):2479-2486.',
  items: [...ratingItems, ...npcItems],
  score(answers) {
    const ratings = (group: number) => answers.slice(group * 4, group * 4 + 4);
    const baseline = ratings(0);
    const parts: ScorePart[] = components.map((label, i) => {
      const after = ratings(i + 1);
      const rise = Math.max(...after.map((v, s) => v - (baseline[s] ?? 0)));
      return {
        label: `${label}: symptoms ${String(sum(after))}`,
        value: rise,
        flagged: rise >= vomsSymptomRise,
      };
    });
    const npc = round1(sum(answers.slice(32, 35)) / 3);
    parts.push({
      label: 'Near point of convergence, average (cm)',
      value: npc,
      flagged: npc >= vomsNpcCm,
    });
    const score = Math.max(0, ...parts.slice(0, components.length).map((p) => p.value));
    const positive = parts.filter((p) => p.flagged);
    const flagged = positive.length > 0;
    const interpretation = flagged
      ? `Positive screen: ${positive.map((p) => (p.label.startsWith('Near point') ? `near point of convergence ${String(npc)} cm (5 cm or more)` : `${p.label.split(':')[0] ?? ''} raised a symptom by ${String(p.value)}`)).join('; ')}.`
      : `Negative screen: no symptom rose by 2 or more over baseline, and the near point of convergence averaged ${String(npc)} cm.`;
    return { score, maxScore: 10, flagged, interpretation, parts };
  },
};
