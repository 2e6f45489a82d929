import { z } from 'zod';
import { sectionVersions } from './migrations';
import { Country } from './country';
import { msg } from './messages';
import { DateString, isPhoneNumber, latestTodayIso, OptionalPhone, ShortText } from './primitives';

const Name = z.string().trim().min(1, msg.required).max(15, msg.max15);

/** `age` holds the date of birth (docs/product.md#fields-and-option-lists). "Future" is judged
 * against the latest calendar date anywhere on Earth (docs/decisions.md#dates), so a baby born
 * today in Auckland is accepted by a server in Miami. */
const DateOfBirth = DateString.refine((v) => v === '' || v <= latestTodayIso(), msg.futureDate);

/** The patient's personal data as the server creates and updates it
 * (POST /api/patient, POST /api/patientinfo/{patientAutoGenId}). */
export const PatientInfo = z.strictObject({
  /** The clinician's own patient number, not the record id
   * (docs/decisions.md#record-ids-and-patient-numbers). */
  patientId: z.string().trim().min(1, msg.required).max(50, msg.max50),
  firstName: Name,
  lastName: Name,
  phone: OptionalPhone.default(''),
  emPhone: OptionalPhone.default(''),
  emPerson: ShortText.default(''),
  age: DateOfBirth.default(''),
  address: z.string().trim().min(1, msg.required).max(200, msg.max200),
  city: ShortText.default(''),
  state: ShortText.default(''),
  zip: ShortText.default(''),
  country: Country.nullable().default(null),
});
export type PatientInfo = z.output<typeof PatientInfo>;
/** Versions of stored PatientInfo content (./migrations.ts): version 1, no steps yet. A change of
 * shape adds a step here, with a test beside this file, and never edits an old one. */
export const PatientInfoVersions = sectionVersions([]);
export type PatientInfoInput = z.input<typeof PatientInfo>;

/** The Register / Update Patient dialog: same fields, but the dialog words the empty patient id
 * differently and requires a phone number, calling an empty one "not valid" as the original app
 * did. */
export const PatientDialogForm = PatientInfo.extend({
  patientId: z.string().trim().min(1, msg.notEmpty).max(50, msg.max50),
  phone: z.string().trim().refine(isPhoneNumber, msg.phone),
});
export type PatientDialogForm = z.output<typeof PatientDialogForm>;
export type PatientDialogFormInput = z.input<typeof PatientDialogForm>;
