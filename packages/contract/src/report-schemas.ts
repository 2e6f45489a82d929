import { z } from 'zod';

/** Valid IANA zone names only (Intl throws on anything else). */
const TimeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

const RecordKey = z.string().min(1).max(100);

/**
 * The report calls' payload (docs/product.md#the-api). The client sends whole objects; only their
 * ids are read, and everything printed is loaded from the signed-in professional's own records and
 * profile (a report must show what is on file, not what a caller says is). Unknown keys are
 * dropped, not refused, so the original client's full objects are accepted.
 */
export const ReportRequest = z.object({
  selectedEvaluation: z.object({ id: RecordKey }),
  patientData: z.object({ patientAutoGenId: RecordKey }),
  userData: z.unknown().optional(),
  /** Where the clinic is, for dates stored as timestamps; UTC when not given. */
  timeZone: TimeZone.optional(),
});
export type ReportRequest = z.infer<typeof ReportRequest>;
