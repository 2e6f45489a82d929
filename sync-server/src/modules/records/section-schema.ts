import { PatientRegDraft, type SyncKind } from '@optolight/contract';
import {
  HomeProgram,
  homeProgramSection,
  kindUsesSection,
  OutcomeResult,
  outcomeResultSection,
  PatientArchive,
  patientArchiveSection,
  PatientInfo,
  SectionName,
  sectionSchemas,
  VisitEntry,
  visitEntrySection,
} from '@optolight/domain';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';

/** The schema a section of a record kind must match; a section the kind lacks is refused. */
export function sectionSchema(kind: SyncKind, name: string): z.ZodType {
  if (kind === 'patient') {
    if (name === 'info') return PatientInfo;
    if (name === 'patientReg') return PatientRegDraft;
    if (name === homeProgramSection) return HomeProgram;
    if (name === patientArchiveSection) return PatientArchive;
  } else if (kind === 'visitEntry') {
    if (name === visitEntrySection) return VisitEntry;
  } else if (kind === 'outcomeResult') {
    if (name === outcomeResultSection) return OutcomeResult;
  } else {
    const parsed = SectionName.safeParse(name);
    if (parsed.success && kindUsesSection(kind, parsed.data)) return sectionSchemas[parsed.data];
  }
  throw badRequest(`A ${kind} record has no section ${name}`, { section: 'Unknown section' });
}

/**
 * Version 0 of a section: the empty form, every field at its empty default. Patient details have
 * required fields with no empty value; those are left out, so any change to them counts as one.
 */
export function emptySectionOf(kind: SyncKind, name: string): unknown {
  if (kind === 'patient' && name === 'info') return PatientInfo.partial().parse({});
  const empty = sectionSchema(kind, name).safeParse({});
  return empty.success ? empty.data : {};
}
