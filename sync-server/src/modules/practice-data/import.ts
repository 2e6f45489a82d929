import type { ImportSummary, PracticeRows } from '@optolight/contract';
import { count, eq, inArray } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { isConstraintViolation } from '../../db/errors';
import {
  accessLog,
  addenda,
  conflicts,
  devices,
  homePrograms,
  mutations,
  records,
  sectionRevisions,
  sections,
  uploads,
  users,
} from '../../db/schema';
import { reserveServerSeqs } from '../../db/server-seq';
import type { Storage, Tx } from '../../db/storage';
import { badRequest, HttpError } from '../../http/errors';
import type { AuthUser } from '../../plugins/auth';
import { readArchive } from './archive';
import { checkExport } from './check';

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest table here. */
const BATCH = 500;

async function insertAll(tx: Tx, table: Parameters<Tx['insert']>[0], rows: unknown[]) {
  for (let i = 0; i < rows.length; i += BATCH)
    await tx.insert(table).values(rows.slice(i, i + BATCH) as never);
}

/** Ids per probe: SQLite takes at most 32,766 values in one statement. */
const PROBE = 5000;

/** What of the export is already on this server, by the ids each table keeps: it was imported
 * here before (or the file was made from this server's data). */
async function alreadyHere(tx: Tx, rows: PracticeRows): Promise<string | undefined> {
  const keyed: [string, SQLiteColumn, string[]][] = [
    ['records', records.id, rows.records.map((r) => r.id)],
    ['devices', devices.id, rows.devices.map((d) => d.id)],
    ['uploads', uploads.id, rows.uploads.map((u) => u.id)],
    ['addenda', addenda.id, rows.addenda.map((a) => a.id)],
    ['home programmes', homePrograms.id, rows.home_programs.map((p) => p.id)],
    ['conflicts', conflicts.id, rows.conflicts.map((c) => c.id)],
    ['access log entries', accessLog.id, rows.access_log.map((a) => a.id)],
  ];
  for (const [what, column, ids] of keyed)
    for (let i = 0; i < ids.length; i += PROBE) {
      const [row] = await tx
        .select({ n: count() })
        .from(column.table)
        .where(inArray(column, ids.slice(i, i + PROBE)));
      if ((row?.n ?? 0) > 0) return what;
    }
  return undefined;
}

/**
 * Loads a practice export (archive.ts, check.ts) into the caller's practice, which must hold no
 * patients: everything is checked before the write, and written in one transaction, so a refused
 * or failed import leaves nothing behind. Ids, versions and signatures are kept; each record,
 * section and conflict gets a new position in this server's feed, so the practice's devices
 * download it all (docs/export.md#moving-a-practice).
 */
export async function importPractice(
  storage: Storage,
  user: AuthUser,
  zip: Uint8Array,
): Promise<ImportSummary> {
  const { manifest, lines } = readArchive(zip);
  const { profile, rows } = checkExport(lines);
  const ownerId = user.ownerId;
  try {
    await storage.write(async (tx) => {
      const [held] = await tx
        .select({ n: count() })
        .from(records)
        .where(eq(records.ownerId, ownerId));
      if ((held?.n ?? 0) > 0)
        throw new HttpError(
          409,
          'This practice already holds patients: an export is imported into an empty practice only.',
        );
      const here = await alreadyHere(tx, rows);
      if (here)
        throw new HttpError(
          409,
          `Some of this export's ${here} are already on this server: it was imported here before.`,
        );
      const feed = rows.records.length + rows.sections.length + rows.conflicts.length;
      let seq = feed ? await reserveServerSeqs(tx, feed) : 0;
      await insertAll(
        tx,
        devices,
        rows.devices.map((d) => ({ ...d, userId: ownerId })),
      );
      await insertAll(tx, mutations, rows.mutations);
      await insertAll(
        tx,
        uploads,
        rows.uploads.map((u) => ({ ...u, ownerId, data: Buffer.from(u.data, 'base64') })),
      );
      await insertAll(
        tx,
        records,
        rows.records.map((r) => ({ ...r, ownerId, serverSeq: seq++ })),
      );
      await insertAll(
        tx,
        sections,
        rows.sections.map((s) => ({ ...s, ownerId, serverSeq: seq++ })),
      );
      await insertAll(tx, sectionRevisions, rows.section_revisions);
      await insertAll(
        tx,
        addenda,
        rows.addenda.map((a) => ({ ...a, ownerId })),
      );
      await insertAll(
        tx,
        homePrograms,
        rows.home_programs.map((p) => ({ ...p, ownerId })),
      );
      await insertAll(
        tx,
        conflicts,
        rows.conflicts.map((c) => ({ ...c, ownerId, serverSeq: seq++ })),
      );
      await insertAll(
        tx,
        accessLog,
        rows.access_log.map((a) => ({ ...a, ownerId, actorId: ownerId })),
      );
      await tx
        .update(users)
        .set({ ...profile, practiceId: manifest.practiceId })
        .where(eq(users.id, ownerId));
    });
  } catch (error) {
    // The checks above cover every constraint the tables have; one they missed still refuses
    // the file, whole, rather than failing the request.
    if (isConstraintViolation(error))
      throw badRequest(
        'The export contradicts itself and cannot be imported; nothing was imported.',
      );
    throw error;
  }
  return {
    practiceId: manifest.practiceId,
    exportedAt: manifest.exportedAt,
    rows: Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length])),
    patients: rows.records.filter((r) => r.kind === 'patient' && !r.deletedAt).length,
  };
}
