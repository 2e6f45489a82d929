import { z } from 'zod';
import { sectionVersions } from './migrations';

/** The section of a patient record that says whether the patient is archived. */
export const patientArchiveSection = 'archive';

/**
 * An archived patient is kept whole (signed records are legal records and are never deleted) but
 * set aside: out of the default patient lists, search and the due list, shown with a toggle, and
 * restorable. Stored as a section of the patient record, so it syncs like any change
 * (docs/product.md#archived-patients).
 */
export const PatientArchive = z.strictObject({ isArchived: z.boolean() });
export type PatientArchive = z.output<typeof PatientArchive>;

/** Versions of stored PatientArchive content (./migrations.ts). */
export const PatientArchiveVersions = sectionVersions([]);

/** Whether stored archive content says archived; anything else reads as not archived. */
export const isArchivedData = (data: unknown): boolean =>
  PatientArchive.safeParse(data).data?.isArchived === true;
