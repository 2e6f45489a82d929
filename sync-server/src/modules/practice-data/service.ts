import { PracticeProfileRow, practiceTables, type PracticeTable } from '@optolight/contract';
import type { Storage } from '../../db/storage';
import type { AuthUser } from '../../plugins/auth';
import { logAccess } from '../audit/log';
import { chartPractice } from '../fhir/service';
import { practiceAccount } from '../practice/service';
import type { UserRow } from '../users/repo';
import { userFields } from '../users/view';
import { writeArchive } from './archive';
import { fhirBulk } from './fhir-bulk';
import { gatherRows } from './gather';

/** The practice's profile as the export carries it: what the practice is, never who logs in (no
 * email, password or plan). */
const profileOf = (owner: UserRow) => userFields(PracticeProfileRow, owner);

/**
 * The whole practice as a zip (docs/export.md#the-whole-practice): the lossless form of every
 * table it owns, read on one snapshot, and the same data as FHIR R4 Bulk Data. Logged as an
 * export of each of its patients.
 */
export async function exportPractice(
  storage: Storage,
  user: AuthUser,
  now: Date,
): Promise<{ zip: Uint8Array; fileName: string }> {
  const rows = await storage.snapshot((db) => gatherRows(db, user.ownerId));
  const owner = await practiceAccount(storage.read, user);
  const exportedAt = now.toISOString();
  const files = new Map<string, string[]>([
    ['optolight/practice.json', [JSON.stringify(profileOf(owner))]],
  ]);
  for (const table of Object.keys(practiceTables) as PracticeTable[])
    files.set(
      `optolight/${table}.ndjson`,
      rows[table].map((row) => JSON.stringify(row)),
    );
  const bulk = fhirBulk(rows, chartPractice(owner), exportedAt);
  for (const type of [...bulk.keys()].sort())
    files.set(`fhir/${type}.ndjson`, bulk.get(type) ?? []);
  const zip = writeArchive(files, { exportedAt, practiceId: chartPractice(owner).id });
  const patients = rows.records.filter((r) => r.kind === 'patient' && !r.deletedAt);
  await storage.write((tx) =>
    logAccess(
      tx,
      user,
      patients.map((p) => ({ patientId: p.id, action: 'export' as const })),
      now,
    ),
  );
  return { zip, fileName: `optolight-practice-${exportedAt.slice(0, 10)}.zip` };
}
