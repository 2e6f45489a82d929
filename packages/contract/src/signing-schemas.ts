import { z } from 'zod';
import { Id } from '@optolight/domain';

/**
 * Who signed, as printed with the signature: the name and credentials the professional had at
 * the time, kept with the record so a later profile change does not rewrite a signed record
 * (docs/product.md#signed-records).
 */
export const Signer = z.object({
  name: z.string(),
  credentials: z.string(),
  /** The signer's NPI at signing, when their profile had one; signatures made before it was
   * kept have none. */
  npi: z.string().optional(),
  /** The practice member who signed (docs/practices.md#who-did-what); absent on signatures made
   * before practices had members, which are the owner's. */
  memberId: z.string().optional(),
});
export type Signer = z.infer<typeof Signer>;

/** 'Ada Lovelace, OTR/L' (no comma without credentials): a signer as the app shows them. */
export const signerName = (by: Pick<Signer, 'name' | 'credentials'>) =>
  [by.name.trim(), by.credentials.trim()].filter(Boolean).join(', ');

/** 'Ada Lovelace, OTR/L, NPI 1234567893': a signer as a report prints them with the signature. */
export const signerWithNpi = (by: Signer) =>
  [signerName(by), by.npi?.trim() ? `NPI ${by.npi.trim()}` : ''].filter(Boolean).join(', ');

export const Signature = z.object({ signedAt: z.string(), signedBy: Signer });
export type Signature = z.infer<typeof Signature>;

/**
 * The plan of care's certification, e-signed by a member who certifies (a physician or NPP) on a
 * signed main evaluation or update note, as the CMS-700 certification prints it
 * (docs/practices.md#certifying-the-plan-of-care).
 */
export const Certification = z.object({ certifiedAt: z.string(), certifiedBy: Signer });
export type Certification = z.infer<typeof Certification>;

/** A dated, signed note added to a signed record; never edited. */
export const Addendum = z.object({ id: z.string(), at: z.string(), by: Signer, text: z.string() });
export type Addendum = z.infer<typeof Addendum>;

export const AddendumText = z
  .string()
  .trim()
  .min(1, 'Write the addendum')
  .max(10_000, 'An addendum holds at most 10,000 characters');

/**
 * The section versions the signer was shown: a signature covers exactly them, and is refused when
 * any section of the record is at another version when it reaches the server.
 */
export const SeenVersions = z.record(z.string().min(1).max(40), z.number().int().nonnegative());

export const SignRequest = z.strictObject({ versions: SeenVersions.optional() });
export const AddendumRequest = z.strictObject({ id: Id.optional(), text: AddendumText });
export const AddendumAdded = Addendum.pick({ id: true, at: true, by: true });
export type AddendumAdded = z.infer<typeof AddendumAdded>;
