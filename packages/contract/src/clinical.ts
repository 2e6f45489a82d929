import { z } from 'zod';
import { Addendum, Certification, Signature } from './signing-schemas';
import {
  Appointment,
  Id,
  PatientInfo,
  PatientReg,
  RecordKind,
  sectionNames,
  sectionSchemas,
  type SectionName,
} from '@optolight/domain';
import { eitherForm, sentFields, unversioned } from './forms';

/** Each section's schema as a REST save sends it (unversioned), optional: a save carries one of
 * them. Built from the domain's list of sections, so a new section is part of every shape below
 * without being written here. */
const optionalSections = Object.fromEntries(
  sectionNames.map((name) => [name, unversioned(name, sectionSchemas[name]).optional()]),
) as {
  [N in SectionName]: z.ZodOptional<
    z.ZodType<z.output<(typeof sectionSchemas)[N]>, z.input<(typeof sectionSchemas)[N]>>
  >;
};

/** Each section's schema, nullable: a record lists every section, null where none is stored. */
const nullableSections = Object.fromEntries(
  sectionNames.map((name) => [name, sectionSchemas[name].nullable()]),
) as { [N in SectionName]: z.ZodNullable<(typeof sectionSchemas)[N]> };

/**
 * The version an edit started from. It may instead come as an If-Match header holding one
 * version in quotes, strong or weak: `"3"` or `W/"3"` (a section's entry in `versions`, or the
 * ETag a save answered). Any
 * other If-Match is refused with a 400, and so is one naming another version than baseVersion.
 * The base does not have to be current: changes made since are merged field by field, and a
 * field changed since to a different value refuses the save with a 409 naming it.
 */
export const BaseVersion = z.number().int().nonnegative();

/**
 * A section save: exactly one section, plus the version it was edited from (BaseVersion). A save
 * that names no base is based on the version the REST API last served or stored for that section
 * (docs/sync-protocol.md, "Saves without a base"), so an old copy never silently undoes a change
 * made elsewhere. The answer's ETag is the stored version.
 */
export const SectionSave = z
  .strictObject({ ...optionalSections, baseVersion: BaseVersion.optional() })
  .refine(
    (v) => Object.keys(v).filter((k) => k !== 'baseVersion').length === 1,
    'Send exactly one section',
  );
export type SectionSave = z.infer<typeof SectionSave>;

export const SectionSaved = z.object({
  message: z.string(),
  section: z.string(),
  version: z.number(),
  /** Fields merged from a concurrent edit, when the save was three-way merged. */
  merged: z.array(z.string()).optional(),
});

/** A registration draft: every field optional, each still checked when present. */
export const PatientRegDraft = PatientReg.partial();
export type PatientRegDraft = z.infer<typeof PatientRegDraft>;

export const Patient = PatientInfo.extend({
  patientAutoGenId: z.string(),
  uniqueId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The version of the details (section 'info'): the base of their next update. */
  version: z.number(),
  patientReg: PatientReg.partial().nullable(),
  /** Set aside: kept, left out of the default lists (docs/product.md#archived-patients). Every
   * answer of this server has it; optional so that a patient a client kept from before reads. */
  isArchived: z.boolean().optional(),
  /**
   * Each stored section's version ('info', 'patientReg'). Every answer of this server has it;
   * optional so that a patient a client kept from before still reads.
   */
  versions: z.record(z.string(), z.number()).optional(),
});
export type Patient = z.infer<typeof Patient>;

/** The registration form's fields (PatientReg) as sent: absent unless sent, defaults unfilled. */
const RegistrationSent = z.strictObject(sentFields(PatientReg.shape));

/**
 * Registration: the patient's details, optionally a client-made id and the registration form,
 * as `patientReg` or, as the registration form posts it, as its own fields at the top level.
 * Fields both have (names, address, patient number) are the patient's details and, when the
 * body carries any field only the form has, also the form's; an explicit `patientReg` wins.
 */
export const PatientCreate = unversioned(
  'patientReg',
  RegistrationSent.extend(PatientInfo.shape).extend({
    id: Id.optional(),
    /** The registration dialog's name for emPerson. */
    emergencyContactPerson: z.string().trim().max(200).optional(),
    patientReg: unversioned('patientReg', RegistrationSent).optional(),
  }),
);
export type PatientCreate = z.infer<typeof PatientCreate>;

/**
 * An update of a patient's details, with the version they were edited from (BaseVersion, or
 * If-Match); like a section save, one that names none is based on what REST last served.
 */
export const PatientUpdate = PatientInfo.extend({ baseVersion: BaseVersion.optional() });

export const EvaluationRecord = z.object({
  id: z.string(),
  kind: RecordKind,
  evaluationType: z.string(),
  patientAutoGenId: z.string(),
  /** The main evaluation this record belongs to (itself for a main evaluation). */
  evaluationId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...nullableSections,
  /**
   * Each stored section's version: the base of its next save. A list of records answers with a
   * weak ETag over these; a read also becomes the base of saves that name none.
   */
  versions: z.record(z.string(), z.number()),
  /** Null until signed; then every section save is refused and corrections are addenda. */
  signature: Signature.nullable(),
  addenda: z.array(Addendum),
  /** A main evaluation's or update note's plan of care as certified; null until then. */
  certification: Certification.nullable(),
});
export type EvaluationRecord = z.infer<typeof EvaluationRecord>;

const WrappedRecordCreate = z.strictObject({
  id: Id.optional(),
  appointment: unversioned('appointment', Appointment),
});

const appointmentFields = Object.keys(Appointment.shape);
/** The bare form is a body with some appointment field and no `appointment` key. */
const isBareAppointment = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !('appointment' in body) &&
  appointmentFields.some((key) => key in body);

/**
 * First save of an evaluation or note: its appointment, optionally with a client-made id, as
 * `{ id?, appointment }` or as the bare appointment form `{ id?, ...appointment }`. Field errors
 * name the fields of the form that was sent; a body with no appointment field at all is refused.
 */
export const RecordCreate = eitherForm(
  (body) => !isBareAppointment(body),
  WrappedRecordCreate,
  unversioned('appointment', Appointment.extend({ id: Id.optional() })).transform(
    ({ id, ...appointment }) => ({ id, appointment }),
  ),
);
export type RecordCreate = z.infer<typeof RecordCreate>;
