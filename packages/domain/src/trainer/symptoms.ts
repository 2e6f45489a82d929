import { z } from 'zod';

export const SymptomLevel = z.enum(['none', 'mild', 'strong']);
export type SymptomLevel = z.infer<typeof SymptomLevel>;

export const symptomLabels = {
  doubleVision: 'Double vision',
  headache: 'Headache',
  dizziness: 'Dizziness',
  eyePain: 'Eye pain',
} as const;
export type Symptom = keyof typeof symptomLabels;
export const symptomKeys = [
  'doubleVision',
  'headache',
  'dizziness',
  'eyePain',
] as const satisfies readonly Symptom[];

export const SymptomCheck = z.strictObject({
  doubleVision: SymptomLevel,
  headache: SymptomLevel,
  dizziness: SymptomLevel,
  eyePain: SymptomLevel,
  /**
   * The person says their therapist already knows this double vision (a long-standing squint,
   * for example). Without it any double vision counts as new: we cannot tell otherwise.
   */
  doubleVisionKnown: z.boolean(),
});
export type SymptomCheck = z.infer<typeof SymptomCheck>;

export const noSymptoms: SymptomCheck = {
  doubleVision: 'none',
  headache: 'none',
  dizziness: 'none',
  eyePain: 'none',
  doubleVisionKnown: false,
};

const rank: Record<SymptomLevel, number> = { none: 0, mild: 1, strong: 2 };

export interface SafetyAdvice {
  /** A round may not start (before) / the person should stop for today (after). */
  isStop: boolean;
  reasons: string[];
}

const contact = 'Stop the exercises and contact your therapist.';

/** Before a round: new double vision or any strong symptom blocks starting it. */
export function adviceBefore(check: SymptomCheck): SafetyAdvice {
  const reasons: string[] = [];
  if (check.doubleVision !== 'none' && !check.doubleVisionKnown)
    reasons.push(`You report new double vision. ${contact}`);
  if (check.headache === 'strong') reasons.push(`You report a strong headache. ${contact}`);
  for (const s of ['dizziness', 'eyePain'] as const) {
    if (check[s] === 'strong')
      reasons.push(`You report strong ${symptomLabels[s].toLowerCase()}. ${contact}`);
  }
  return { isStop: reasons.length > 0, reasons };
}

/** After a round: anything that appeared or got worse during it means stop for today. */
export function adviceAfter(before: SymptomCheck, after: SymptomCheck): SafetyAdvice {
  const reasons: string[] = [];
  for (const s of symptomKeys) {
    if (rank[after[s]] > rank[before[s]]) {
      const what = symptomLabels[s].toLowerCase();
      reasons.push(
        s === 'doubleVision' || after[s] === 'strong'
          ? `Your ${what} started or got worse during the exercise. ${contact}`
          : `Your ${what} got worse during the exercise. Rest before another round; tell your therapist if it stays.`,
      );
    }
  }
  const isStop =
    rank[after.doubleVision] > rank[before.doubleVision] ||
    symptomKeys.some((s) => after[s] === 'strong');
  return { isStop, reasons };
}
