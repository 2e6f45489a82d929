import {
  appointmentLabels as ap,
  evaluationOneLabels as one,
  fieldLabel,
  type Appointment,
  type EvaluationOne,
  type EvaluationSecond,
} from '@optolight/domain';
import type { Block, Field } from '../model';
import { commaList, fields, insurance, option, shortDate, text, withOthers, yesNo } from './values';

/** The visit date itself heads the report; this block holds the rest of the appointment. */
export function appointmentBlocks(a: Appointment): Block[] {
  return [
    {
      type: 'fields',
      fields: fields(
        [ap.primaryDiagnosis, withOthers(a.primaryDiagnosis, a.otherPrimaryDiagnosis).join('\n')],
        [
          ap.treatmentDiagnosis,
          withOthers(a.treatmentDiagnosis, a.othertreatmentDiagnosis).join('\n'),
        ],
        [ap.insurance, insurance(a.insurance, a.otherInsurance)],
        [ap.service, commaList(a.service)],
        [ap.physiciansName, text(a.physiciansName)],
        [ap.onSetDate, shortDate(a.onSetDate)],
        [ap.socDate, shortDate(a.socDate)],
        [ap.prescriptionDate, shortDate(a.prescriptionDate)],
        [ap.initialEvaluation, yesNo(a.initialEvaluation)],
        [ap.rx, yesNo(a.rx)],
      ),
    },
  ];
}

export function evaluationOneBlocks(e: EvaluationOne): Block[] {
  return [
    {
      type: 'fields',
      fields: fields(
        [one.locationofInjury, option(e.locationofInjury)],
        [one.pons, option(e.pons)],
        [one.autonomicNervousSystem, option(e.autonomicNervousSystem)],
        [one.presentMedicalHistory, text(e.presentMedicalHistory)],
        [one.pastMedicalHistory, text(e.pastMedicalHistory)],
        [one.familyPsychosocial, text(e.familyPsychosocial)],
        [one.workEducational, text(e.workEducational)],
        [one.previousStatus, text(e.previousStatus)],
      ),
    },
  ];
}

const groupNames = [
  'lowerMotorNeuronEyeDefectsatPheripheralLevelNerve',
  'posturalVisualSymptoms',
  'cvaHeadInjury',
  'subarachnoidSpace',
  'eyeMuscleGeneralMultiDefects',
  'externalOpthalmoplegia',
  'midbrainLevelPregaglionicArea',
] as const satisfies readonly (keyof EvaluationSecond)[];

/**
 * One small table per symptom group. Symptoms graded None are gathered on one 'Not present'
 * line, so the findings stand out and the reader still sees what was assessed.
 */
export function evaluationSecondBlocks(e: EvaluationSecond): Block[] {
  return groupNames.flatMap((group): Block[] => {
    const symptoms: Record<string, unknown> = { ...e[group] };
    const graded = Object.entries(symptoms)
      .map(([key, value]) => ({ label: labelOf(key), value: option(value) }))
      .filter((f) => f.value !== '');
    const found: Field[] = graded.filter((f) => f.value !== 'None');
    const absent = graded.filter((f) => f.value === 'None').map((f) => f.label);
    if (absent.length) found.push({ label: 'Not present', value: absent.join(', ') });
    return found.length ? [{ type: 'fields', caption: labelOf(group), fields: found }] : [];
  });
}

const labelOf = (key: string) => fieldLabel('evaluationSecond', key);
