import { z } from 'zod';
import { Appointment } from './appointment';
import { BinocularVision } from './binocular-vision';
import { DischargePlan } from './discharge-plan';
import { EvaluationOne } from './evaluation-one';
import { EvaluationSecond } from './evaluation-second';
import { LongTermGoals } from './long-term-goals';
import { NoteContent } from './note-content';
import { ObjectiveObservation } from './objective-observation';
import { evaluationTypeOptions, recordKindOptions } from './options';
import { ShortTermGoals } from './short-term-goals';

/** The sections of an evaluation or note, in tab order (docs/product.md#records-and-sections). */
export const sectionNames = [
  'appointment',
  'evaluationOne',
  'evaluationSecond',
  'objectiveObservation',
  'binocularVision',
  'shortTermGoals',
  'longTermGoals',
  'noteContent',
  'dischargePlan',
] as const;
export const SectionName = z.enum(sectionNames);
export type SectionName = z.infer<typeof SectionName>;

export const sectionSchemas = {
  appointment: Appointment,
  evaluationOne: EvaluationOne,
  evaluationSecond: EvaluationSecond,
  objectiveObservation: ObjectiveObservation,
  binocularVision: BinocularVision,
  shortTermGoals: ShortTermGoals,
  longTermGoals: LongTermGoals,
  noteContent: NoteContent,
  dischargePlan: DischargePlan,
} as const satisfies Record<SectionName, z.ZodType>;

/** A section's stored (parsed) value. */
export type SectionValue<N extends SectionName> = z.output<(typeof sectionSchemas)[N]>;
/** What a section accepts before defaults fill it in (partial legacy payloads). */
export type SectionInput<N extends SectionName> = z.input<(typeof sectionSchemas)[N]>;
export type SectionValues = { [N in SectionName]: SectionValue<N> };

/** The same schemas seen through a mapped type, so indexing with a generic name keeps its type. */
const schemaOf: { [N in SectionName]: z.ZodType<SectionValue<N>> } = sectionSchemas;

/** Validates a section payload and fills in every missing field with its empty default. */
export function parseSection<N extends SectionName>(name: N, input: unknown): SectionValue<N> {
  return schemaOf[name].parse(input);
}
export function safeParseSection<N extends SectionName>(name: N, input: unknown) {
  return schemaOf[name].safeParse(input);
}
/** The empty form of a section (what a form shows before anything is saved). */
export function emptySection<N extends SectionName>(name: N): SectionValue<N> {
  return parseSection(name, {});
}

/** Titles of the history dialog's section selector (docs/product.md#patient-page). */
export const sectionTitles = {
  appointment: 'Appointment',
  evaluationOne: 'Evaluation One',
  evaluationSecond: 'Evaluation Two',
  objectiveObservation: 'Objective Observation',
  binocularVision: 'Binocular Vision',
  shortTermGoals: 'Short Term Goals',
  longTermGoals: 'Long Term Goals',
  noteContent: 'Note',
  dischargePlan: 'Discharge',
} as const satisfies Record<SectionName, string>;

/** The stored evaluation type (`evaluationType`, `eval_type`), spelled as the original app did. */
export const EvaluationType = z.enum(evaluationTypeOptions);
export type EvaluationType = z.infer<typeof EvaluationType>;
/** Shown in red on every form; 'MAIN EVALUATION' fixes the original's 'MAIN EVAUATION'
 * (docs/decisions.md#corrected-wording-stored-values-kept). */
export const evaluationTypeLabels = {
  mainEvaluation: 'MAIN EVALUATION',
  'Progress Note': 'PROGRESS NOTE',
  'Update Note': 'UPDATE NOTE',
  'Discharge Note': 'DISCHARGE NOTE',
} as const satisfies Record<EvaluationType, string>;

/** Our name for each kind of clinical record (one table or store per kind). */
export const RecordKind = z.enum(recordKindOptions);
export type RecordKind = z.infer<typeof RecordKind>;

/** Every kind of record the sync feed carries: a patient, the clinical kinds below it, the
 * visit entries of a plan of care (docs/product.md#plan-of-care) and a patient's questionnaire
 * results (docs/outcome-measures.md). */
export const StoredKind = z.enum(['patient', ...recordKindOptions, 'visitEntry', 'outcomeResult']);
export type StoredKind = z.infer<typeof StoredKind>;

/** What each kind of record sits under: a patient under nothing, a main evaluation and a
 * questionnaire result under its patient, each note and visit entry under its main evaluation. */
export const parentKindOf = {
  patient: null,
  mainEvaluation: 'patient',
  progressNote: 'mainEvaluation',
  updateNote: 'mainEvaluation',
  dischargeNote: 'mainEvaluation',
  visitEntry: 'mainEvaluation',
  outcomeResult: 'patient',
} as const satisfies Record<StoredKind, StoredKind | null>;

export const evaluationTypeOfKind = {
  mainEvaluation: 'mainEvaluation',
  progressNote: 'Progress Note',
  updateNote: 'Update Note',
  dischargeNote: 'Discharge Note',
} as const satisfies Record<RecordKind, EvaluationType>;

export const kindOfEvaluationType = {
  mainEvaluation: 'mainEvaluation',
  'Progress Note': 'progressNote',
  'Update Note': 'updateNote',
  'Discharge Note': 'dischargeNote',
} as const satisfies Record<EvaluationType, RecordKind>;

/** Notes are written on /soapnotes, whose tabs are Appointment, Observations, Note (SOAP or
 * discharge summary, and the plan's goals graded) and Discharge Form
 * (docs/product.md#records-and-sections), with Binocular Vision after Observations; the main
 * evaluation uses the eight tabs of /evaluation. */
const noteSections = [
  'appointment',
  'objectiveObservation',
  'binocularVision',
  'noteContent',
  'dischargePlan',
] as const;
export const sectionsOfKind = {
  mainEvaluation: [
    'appointment',
    'evaluationOne',
    'evaluationSecond',
    'objectiveObservation',
    'binocularVision',
    'shortTermGoals',
    'longTermGoals',
    'dischargePlan',
  ],
  progressNote: noteSections,
  updateNote: noteSections,
  dischargeNote: noteSections,
} as const satisfies Record<RecordKind, readonly SectionName[]>;

export function kindUsesSection(kind: RecordKind, section: SectionName): boolean {
  const sections: readonly SectionName[] = sectionsOfKind[kind];
  return sections.includes(section);
}
