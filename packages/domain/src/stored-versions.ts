import { AppointmentVersions } from './appointment';
import { BinocularVisionVersions } from './binocular-vision';
import { DischargePlanVersions } from './discharge-plan';
import { EvaluationOneVersions } from './evaluation-one';
import { EvaluationSecondVersions } from './evaluation-second';
import { HomeProgramVersions } from './home/program';
import { LongTermGoalsVersions } from './long-term-goals';
import { migrateUp, sectionVersions, type SectionVersions } from './migrations';
import { NoteContentVersions } from './note-content';
import { ObjectiveObservationVersions } from './objective-observation';
import { PatientInfoVersions } from './patient';
import { PatientArchiveVersions } from './patient-archive';
import { PatientRegVersions } from './patient-reg';
import type { SectionName } from './sections';
import { ShortTermGoalsVersions } from './short-term-goals';
import { OutcomeResultVersions } from './outcomes/outcome-record';
import { VisitEntryVersions } from './visit-entry';

/** Every stored section's versions by the name it is stored under: the clinical sections, a
 * patient's details (`info`), registration form (`patientReg`), home programme (`homeProgram`) and
 * archive (`archive`),
 * a visit entry (`visit`) and a questionnaire result (`outcome`). */
export const storedSectionVersions = {
  appointment: AppointmentVersions,
  evaluationOne: EvaluationOneVersions,
  evaluationSecond: EvaluationSecondVersions,
  objectiveObservation: ObjectiveObservationVersions,
  binocularVision: BinocularVisionVersions,
  shortTermGoals: ShortTermGoalsVersions,
  longTermGoals: LongTermGoalsVersions,
  noteContent: NoteContentVersions,
  dischargePlan: DischargePlanVersions,
  info: PatientInfoVersions,
  patientReg: PatientRegVersions,
  visit: VisitEntryVersions,
  homeProgram: HomeProgramVersions,
  archive: PatientArchiveVersions,
  outcome: OutcomeResultVersions,
} as const satisfies Record<
  SectionName | 'info' | 'patientReg' | 'visit' | 'homeProgram' | 'archive' | 'outcome',
  SectionVersions
>;

/** Versions by stored name. Production reads `storedSectionVersions`; tests pass a table of
 * their own to drive the same code with steps the product does not have yet. */
export type VersionTable = Readonly<Record<string, SectionVersions>>;

/** A name no table lists (a section the server refuses anyway) has only version 1. */
const none = sectionVersions();
const versionsOf = (name: string, table: VersionTable): SectionVersions =>
  Object.hasOwn(table, name) ? (table[name] ?? none) : none;

/** The version of `name` this app writes. */
export function currentVersion(name: string, table: VersionTable = storedSectionVersions): number {
  return versionsOf(name, table).version;
}

/** Content of `name` stored at version `from`, brought up to the current version. Throws
 * NewerVersionError for a version newer than this app knows. */
export function migrateStored(
  name: string,
  data: unknown,
  from: number,
  table: VersionTable = storedSectionVersions,
): unknown {
  return migrateUp(versionsOf(name, table), data, from);
}
