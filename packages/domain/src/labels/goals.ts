import type { LongTermGoals } from '../long-term-goals';
import type { ShortTermGoals } from '../short-term-goals';
import type { FieldLabels } from './field-keys';

export const shortTermGoalsLabels = {
  shortTermGoals: 'Short-term goals',
  additionalGoals: 'Additional goals',
  targetDates: 'Target dates',
} as const satisfies FieldLabels<ShortTermGoals>;

export const longTermGoalsLabels = {
  longTermGoals: 'Long-term goals',
  additionalGoals: 'Additional goals',
  targetDates: 'Target dates',
  recomendedTreatment: 'Recommended treatment',
  treatmentModalities: 'Treatment modalities',
  rehabPotential: 'Rehab potential',
  otherModalities1: 'Other modality 1',
  otherModalities2: 'Other modality 2',
  otherModalities3: 'Other modality 3',
  agrement: 'Agreement',
  frequencyTreatmentWK: 'Visits per week',
  frequencyTreatmentWKS: 'Number of weeks',
  frequencyTreatmenTotalVisit: 'Total visits',
} as const satisfies FieldLabels<LongTermGoals>;
