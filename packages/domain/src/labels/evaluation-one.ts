import type { EvaluationOne } from '../evaluation-one';
import type { FieldLabels } from './field-keys';

export const evaluationOneLabels = {
  locationofInjury: 'Location of injury',
  pons: 'Pons',
  autonomicNervousSystem: 'Autonomic nervous system',
  presentMedicalHistory: 'Present medical history',
  pastMedicalHistory: 'Past medical history',
  familyPsychosocial: 'Family and psychosocial history',
  workEducational: 'Work and educational history',
  previousStatus: 'Previous functional status',
} as const satisfies FieldLabels<EvaluationOne>;
