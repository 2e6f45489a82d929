import type { MutationResult, SyncKind } from '@optolight/contract';
import { migrateStored, storedSectionVersions, storedVersion } from '@optolight/domain';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { mutations, records, sectionRevisions, sections } from '../src/db/schema';
import type { Storage } from '../src/db/storage';
import { sectionSchema } from '../src/modules/records/section-schema';

/** A signed record as the server stores it: current sections and every revision they had. */
export interface SignedOnServer {
  id: string;
  kind: SyncKind;
  signedAt: string;
  sections: Map<string, { data: unknown; version: number }>;
  /** By section name, oldest version first. */
  revisions: Map<string, { version: number; data: unknown }[]>;
}

/** The signed ones of these records, with their sections and history. Either dialect. */
export async function signedRecords(
  storage: Storage,
  recordIds: string[],
): Promise<SignedOnServer[]> {
  if (!recordIds.length) return [];
  const rows = await storage.read
    .select({ id: records.id, kind: records.kind, signedAt: records.signedAt })
    .from(records)
    .where(and(inArray(records.id, recordIds), isNotNull(records.signedAt)));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const current = await storage.read.select().from(sections).where(inArray(sections.recordId, ids));
  const history = await storage.read
    .select()
    .from(sectionRevisions)
    .where(inArray(sectionRevisions.recordId, ids));
  history.sort((a, b) => a.version - b.version);
  return rows.map((r) => {
    const revisions = new Map<string, { version: number; data: unknown }[]>();
    for (const h of history.filter((x) => x.recordId === r.id))
      revisions.set(h.name, [...(revisions.get(h.name) ?? []), h]);
    return {
      id: r.id,
      kind: r.kind,
      signedAt: r.signedAt ?? '',
      sections: new Map(current.filter((s) => s.recordId === r.id).map((s) => [s.name, s])),
      revisions,
    };
  });
}

/** The stored results of these mutations, by mutation id (none: never applied). */
export async function mutationResults(
  storage: Storage,
  mutationIds: string[],
): Promise<Map<string, MutationResult>> {
  if (!mutationIds.length) return new Map();
  const rows = await storage.read
    .select({ mutationId: mutations.mutationId, result: mutations.result })
    .from(mutations)
    .where(inArray(mutations.mutationId, mutationIds));
  return new Map(rows.map((r) => [r.mutationId, r.result as MutationResult]));
}

/**
 * A section as a device showed it, the way the server stores it: brought up to the server's
 * version and normalised by the section's schema; undefined when the server would not take it.
 */
export function asStored(
  kind: SyncKind,
  name: string,
  shown: { data: unknown; schemaVersion?: number | undefined },
): unknown {
  try {
    const data = migrateStored(
      name,
      shown.data,
      storedVersion(shown.schemaVersion),
      storedSectionVersions,
    );
    const parsed = sectionSchema(kind, name).safeParse(data);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
