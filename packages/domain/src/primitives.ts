import { z } from 'zod';
import { msg } from './messages';

/** Free text in clinical forms: generous, but bounded so one field cannot fill the disk. */
export const FreeText = z.string().trim().max(5000, 'Must be 5000 characters or less');
export const ShortText = z.string().trim().max(200, 'Must be 200 characters or less');

/** The phone rule (docs/decisions.md#phone-numbers): optional country code, optional bracketed
 * area code, digit groups split by spaces or hyphens. A pattern (not libphonenumber) because the
 * rule is about shape and clinics type numbers from many countries without a region. "9 to 15
 * characters" is counted in digits (15 is the E.164 maximum): counting the separators too would
 * reject the everyday US form '+1 (305) 555-1234' (17 characters, 11 digits). */
const phonePattern = /^(\+\d{1,3}[\s-]?)?(\(\d{1,4}\)[\s-]?)?\d+([\s-]\d+)*$/;
export function isPhoneNumber(v: string): boolean {
  const digits = v.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15 && v.length <= 25 && phonePattern.test(v);
}
export const Phone = z.string().trim().min(1, msg.required).refine(isPhoneNumber, msg.phone);
export const OptionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || isPhoneNumber(v), msg.phone);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** True for a real calendar date written YYYY-MM-DD (so not 2021-02-30). */
export function isRealDate(v: string): boolean {
  if (!isoDate.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}
/** A calendar date as YYYY-MM-DD, or '' when not filled in. */
export const DateString = z.string().refine((v) => v === '' || isRealDate(v), msg.date);
/**
 * A moment as an ISO 8601 timestamp with any offset, kept as UTC ('2026-11-02T08:18:13-05:00'
 * becomes '2026-11-02T13:18:13.000Z'), so every stored moment is one instant written one way.
 */
export const Timestamp = z.iso
  .datetime({ offset: true })
  .transform((v) => new Date(v).toISOString());

/** Orders two moments as instants, earliest first, whatever offset each was written with
 * (text order puts '08:18-05:00' before '13:17Z', an hour after it). */
export const byInstant = (a: string, b: string): number => Date.parse(a) - Date.parse(b);
/** Orders text by its code units, as stored days ('2026-03-05'), timestamps of one shape and
 * ids sort. localeCompare orders them the same but sets up the browser's collator first: about
 * 16 ms of a tablet's first page, on the dashboard's due list. */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Visit dates: new records store a calendar date, legacy ones a creation timestamp. */
export const DateOrTimestamp = z
  .string()
  .refine((v) => v === '' || isRealDate(v) || Timestamp.safeParse(v).success, msg.date);
/** Today's date as YYYY-MM-DD in the earliest-ahead time zone (UTC+14), so a date that is
 * already today anywhere on Earth is never called "future" by a server in another zone. */
export function latestTodayIso(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Numeric form inputs: a number, or null when left empty (zod 4 numbers are finite already). */
export const OptionalNumber = z.number({ error: msg.number }).nullable();
/** Counts (visits, weeks): a whole number of 0 or more, or null when left empty. */
export const OptionalCount = z
  .number({ error: msg.number })
  .int(msg.wholeNumber)
  .min(0, msg.wholeNumber)
  .nullable();

/** A select bound to an option list; '' means nothing chosen yet. */
export function choice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.union([z.literal(''), z.enum(options, { error: msg.option })]);
}
/** A checkbox group bound to an option list. */
export function choices<const T extends readonly [string, ...string[]]>(options: T) {
  return z.array(z.enum(options, { error: msg.option })).max(options.length);
}
/** The `{ title }` items of diagnosis and insurance lists
 * (docs/product.md#fields-and-option-lists). */
export function titled<const T extends readonly [string, ...string[]]>(options: T) {
  return z.strictObject({ title: z.enum(options, { error: msg.option }) });
}

/** A list of `{ title }` items picked from an option list (diagnoses, insurances). */
export function titledList<const T extends readonly [string, ...string[]]>(options: T) {
  return z.array(titled(options)).max(options.length);
}

export const Id = z.uuid();
