import type { DischargePlan } from '../discharge-plan';
import type { FieldLabels } from './field-keys';

export const dischargePlanLabels = {
  dischargePlan: 'Discharge plan',
  treatmentPlan: 'Treatment plan',
  additionalPlans: 'Additional plans',
  physicianName: "Physician's name",
  therapistName: "Therapist's name",
  therapistSign: "Therapist's signature",
  certification: 'Certification',
  from: 'Certified from',
  to: 'Certified to',
  discipline: 'Discipline',
  date: 'Date',
  eval_type: 'Evaluation type',
} as const satisfies FieldLabels<DischargePlan>;
