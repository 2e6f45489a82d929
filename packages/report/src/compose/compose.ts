import {
  formatVisitDate,
  readSectionLeniently,
  sectionsOfKind,
  sectionTitles,
  type RecordKind,
  type SectionName,
} from '@optolight/domain';
import type { Block, ComposeInput, ReportModel, ReportSection } from '../model';
import { appointmentBlocks, evaluationOneBlocks, evaluationSecondBlocks } from './history';
import { binocularBlocks, measuresBlocks } from './binocular';
import { observationBlocks } from './observation';
import { patientFields, patientName, practiceHeader } from './patient';
import { planOfCareLines } from './plan-of-care';
import { noteContentBlocks } from './goals';
import { dischargeBlocks, longTermGoalBlocks, shortTermGoalBlocks } from './plan';
import { closingParts, draftMark } from './signing';
import { storedBlocks } from './unreadable';
import { text } from './values';
import { dateAtTime } from './when';

export const reportTitles = {
  mainEvaluation: 'Main Evaluation Report',
  progressNote: 'Progress Note',
  updateNote: 'Update Note',
  dischargeNote: 'Discharge Note',
} as const satisfies Record<RecordKind, string>;

/** Section headings: the app's tab names, with a word on what each part holds. */
export const sectionHeadings = {
  ...sectionTitles,
  evaluationOne: `${sectionTitles.evaluationOne}: History`,
  evaluationSecond: `${sectionTitles.evaluationSecond}: Symptoms`,
  longTermGoals: `${sectionTitles.longTermGoals} and Treatment`,
  noteContent: 'Subjective, Objective, Assessment and Plan',
  dischargePlan: 'Discharge Plan and Signatures',
} as const satisfies Record<SectionName, string>;

/** A progress note's last tab holds the treatment plan instead of a discharge plan; a
 * discharge note's body is its discharge summary. */
export function sectionHeading(kind: RecordKind, id: SectionName): string {
  if (kind === 'progressNote' && id === 'dischargePlan') return 'Treatment Plan and Signatures';
  if (kind === 'dischargeNote' && id === 'noteContent') return 'Discharge Summary';
  return sectionHeadings[id];
}

export const confidentiality =
  'Confidential patient information. Do not copy or disclose without the patient’s authorization.';

const isStored = (raw: unknown) => raw !== null && raw !== undefined;

function blocksOf(name: SectionName, input: ComposeInput): Block[] {
  const stored = input.record[name];
  if (name === 'binocularVision') {
    const context = {
      dateOfBirth: text(input.patient.age),
      visitDay: dayOf(visitValue(input), input.timeZone ?? 'UTC'),
      baseline: input.binocularBaseline,
    };
    const own = isStored(stored)
      ? storedBlocks(name, stored, (v) => binocularBlocks(v, context))
      : [];
    return [...measuresBlocks(input.kind, input.measures ?? []), ...own];
  }
  // The lines to sign print even when the last section was never saved.
  const raw = name === 'dischargePlan' ? (stored ?? {}) : stored;
  if (!isStored(raw)) return [];
  switch (name) {
    case 'appointment':
      return storedBlocks(name, raw, appointmentBlocks);
    case 'evaluationOne':
      return storedBlocks(name, raw, evaluationOneBlocks);
    case 'evaluationSecond':
      return storedBlocks(name, raw, evaluationSecondBlocks);
    case 'objectiveObservation':
      return storedBlocks(name, raw, observationBlocks);
    case 'shortTermGoals':
      return storedBlocks(name, raw, shortTermGoalBlocks);
    case 'longTermGoals':
      return storedBlocks(name, raw, longTermGoalBlocks);
    case 'noteContent':
      return storedBlocks(name, raw, (n) => noteContentBlocks(n, input.kind, input.plan));
    case 'dischargePlan':
      return storedBlocks(name, raw, (plan) =>
        dischargeBlocks(plan, input.kind, input.signatureDataUrl ?? null, {
          certification: input.certification ?? null,
          timeZone: input.timeZone ?? 'UTC',
        }),
      );
  }
}

function isFilled(block: Block): boolean {
  switch (block.type) {
    case 'fields':
      return block.fields.length > 0;
    case 'grid':
      return block.rows.length > 0;
    case 'statement':
      return true;
    case 'signatures':
      return block.signers.length > 0;
  }
}

/** Whether a section holds what was filled in, not only the lines that always print. */
const hasFindings = (section: ReportSection) =>
  section.blocks.some((b) => b.type === 'fields' || b.type === 'grid');

/** Main evaluations are dated by createdAt, notes by appointmentDate
 * (docs/product.md#visit-dates). */
function visitValue(input: ComposeInput): string {
  const a = readSectionLeniently('appointment', input.record.appointment).value;
  const dates = [text(a.createdAt), text(a.appointmentDate)];
  if (input.kind !== 'mainEvaluation') dates.reverse();
  return dates.find((d) => d !== '') ?? text(input.record.createdAt);
}

/** YYYY-MM-DD of a calendar date or timestamp, in the report's time zone. */
function dayOf(value: string, timeZone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-CA', { timeZone });
}

/** Records, patient and practice in; a fully worded report out. Pure: no I/O, no clock. */
export function composeReport(input: ComposeInput): ReportModel {
  const timeZone = input.timeZone ?? 'UTC';
  const sections: ReportSection[] = sectionsOfKind[input.kind].flatMap((id) => {
    const blocks = blocksOf(id, input).filter(isFilled);
    return blocks.length ? [{ id, heading: sectionHeading(input.kind, id), blocks }] : [];
  });
  const visit = visitValue(input);
  const kindWord = input.kind === 'mainEvaluation' ? 'evaluation' : 'note';
  return {
    kind: input.kind,
    title: reportTitles[input.kind],
    practice: practiceHeader(input.practice),
    patient: {
      name: patientName(input.patient),
      patientId: text(input.patient.patientId),
      lastName: text(input.patient.lastName),
      fields: patientFields(input.patient),
    },
    visitDate: formatVisitDate(visit, timeZone),
    visitDay: dayOf(visit, timeZone) || dayOf(input.generatedAt.toISOString(), timeZone),
    planLines: planOfCareLines(input.kind, input.planOfCare),
    sections,
    emptyNotice: sections.some(hasFindings)
      ? null
      : `No sections of this ${kindWord} have been filled in yet.`,
    draftMark: input.signature ? null : draftMark,
    closing: closingParts(input.signature ?? null, input.addenda ?? [], timeZone),
    footer: {
      confidentiality,
      generated: `Printed ${dateAtTime(input.generatedAt, timeZone)}`,
    },
  };
}
