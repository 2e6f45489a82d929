import { PatientRegDraft, patientSections } from '@optolight/contract';
import {
  fieldLabel,
  HomeProgram,
  PatientInfo,
  safeParseSection,
  SectionName,
  sectionTitles,
  type LabelledSection,
} from '@optolight/domain';

/** A patient's own sections: their details, their registration form and home programme. */
export type PatientSection = (typeof patientSections)[number];
/** Where a conflict can be: a section of an evaluation or note, or a patient's own section. */
export type ConflictSection = SectionName | PatientSection;

export const isPatientSection = (s: string): s is PatientSection =>
  (patientSections as readonly string[]).includes(s);

export function asConflictSection(s: string): ConflictSection | null {
  if (isPatientSection(s)) return s;
  const clinical = SectionName.safeParse(s);
  return clinical.success ? clinical.data : null;
}

const labelSet = (s: ConflictSection): LabelledSection => (s === 'info' ? 'patientInfo' : s);

/** 'leftObservation.pain' -> 'Left eye › Pain'; 'phone' of the details -> 'Phone'. */
export const conflictFieldLabel = (s: ConflictSection, path: string): string =>
  path
    .split('.')
    .map((key) => fieldLabel(labelSet(s), key))
    .join(' › ');

export const conflictSectionTitle = (s: ConflictSection): string =>
  s === 'info'
    ? 'Patient details'
    : s === 'patientReg'
      ? 'Registration form'
      : s === 'homeProgram'
        ? 'Home programme'
        : sectionTitles[s];

/** Whether content would be accepted as the section, as the server checks it. */
export function parseConflictSection(
  s: ConflictSection,
  data: unknown,
): { success: true; data: unknown } | { success: false } {
  if (s === 'info') return PatientInfo.safeParse(data);
  if (s === 'patientReg') return PatientRegDraft.safeParse(data);
  if (s === 'homeProgram') return HomeProgram.safeParse(data);
  return safeParseSection(s, data);
}
