import { appointmentLabels } from './appointment';
import { binocularVisionLabels } from './binocular-vision';
import { dischargePlanLabels } from './discharge-plan';
import { evaluationOneLabels } from './evaluation-one';
import { evaluationSecondLabels } from './evaluation-second';
import { longTermGoalsLabels, shortTermGoalsLabels } from './goals';
import { homeProgramLabels } from './home-program';
import { goalGradeLabels, noteContentLabels } from './note-content';
import { objectiveObservationLabels } from './objective-observation';
import { patientInfoLabels, patientRegLabels } from './patient';

export type { FieldKeys, FieldLabels } from './field-keys';
export {
  appointmentLabels,
  binocularVisionLabels,
  dischargePlanLabels,
  evaluationOneLabels,
  evaluationSecondLabels,
  goalGradeLabels,
  homeProgramLabels,
  longTermGoalsLabels,
  noteContentLabels,
  objectiveObservationLabels,
  patientInfoLabels,
  patientRegLabels,
  shortTermGoalsLabels,
};

/** Human labels for every field, by section (and for the patient forms). Reports and history
 * dialogs read these; a raw field name is never shown. */
export const fieldLabels = {
  appointment: appointmentLabels,
  evaluationOne: evaluationOneLabels,
  evaluationSecond: evaluationSecondLabels,
  objectiveObservation: objectiveObservationLabels,
  binocularVision: binocularVisionLabels,
  shortTermGoals: shortTermGoalsLabels,
  longTermGoals: longTermGoalsLabels,
  noteContent: noteContentLabels,
  dischargePlan: dischargePlanLabels,
  patientInfo: patientInfoLabels,
  patientReg: patientRegLabels,
  homeProgram: homeProgramLabels,
} as const;

/** A set of labels: a clinical section, or one of the patient's own forms (details,
 * registration, home programme). */
export type LabelledSection = keyof typeof fieldLabels;

/** The labels of a stored section by its name: a clinical section's own, a patient's details
 * ('info') and registration form ('patientReg'); null for a name this version does not know. */
export function labelledSectionOf(section: string): LabelledSection | null {
  if (section === 'info') return 'patientInfo';
  return Object.hasOwn(fieldLabels, section) && section !== 'patientInfo'
    ? (section as LabelledSection)
    : null;
}

/** Every field and group of a section in the order its form shows them (the order of its
 * labels): the order a list of its fields is read in. */
export function fieldOrderOf(section: string): readonly string[] {
  const labelled = labelledSectionOf(section);
  return labelled ? Object.keys(fieldLabels[labelled]) : [];
}

/** 'frequencyTreatmentWK' -> 'Frequency treatment wk': a readable last resort for a key that
 * an older or newer client sent and this version has no label for. */
export function humaniseFieldName(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a field (or group) of a section. */
export function fieldLabel(section: LabelledSection, key: string): string {
  const labels: Readonly<Record<string, string>> = fieldLabels[section];
  return Object.hasOwn(labels, key) ? (labels[key] ?? '') : humaniseFieldName(key);
}
