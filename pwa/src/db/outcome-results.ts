import { OutcomeResult, outcomeResultSection } from '@optolight/domain';
import type { LocalRecord, OptolightDb } from './schema';

/** A patient's questionnaire results on this device, in no order, each with its record: read by
 * the patient page's list and by a note's report, which compares them with the baseline
 * (docs/outcome-measures.md). A result that does not parse is left out. */
export async function readOutcomeResults(
  db: OptolightDb,
  patientId: string,
): Promise<{ record: LocalRecord; result: OutcomeResult }[]> {
  const records = (await db.records.where('parentId').equals(patientId).toArray()).filter(
    (r) => r.kind === 'outcomeResult' && !r.deleted,
  );
  const sections = await db.sections.bulkGet(records.map((r) => [r.id, outcomeResultSection]));
  return records.flatMap((record, i) => {
    const parsed = OutcomeResult.safeParse(sections[i]?.data);
    return parsed.success ? [{ record, result: parsed.data }] : [];
  });
}
