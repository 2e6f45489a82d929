import { useLiveQuery } from 'dexie-react-hooks';
import type { OptolightDb } from '../../../db/schema';
import { useDb } from './db';

/** What of a record (or a patient, or a section) has not reached the server. */
export interface Waiting {
  /** Changes queued and not yet acknowledged. */
  pending: number;
  /** Changes the server refused; kept on the device until a person deals with them. */
  refused: number;
  /** Same-field clashes with another device, open until a person picks. */
  conflicts: number;
}

/** Keyed by record id (with everything below it: a patient counts its evaluations and notes)
 * and by `recordId/section`. */
export type WaitingMap = ReadonlyMap<string, Waiting>;

export const sectionKeyOf = (recordId: string, section: string) => `${recordId}/${section}`;

/**
 * Reads the outbox and the open conflicts once and counts them per section, per record and up
 * the record's parents, so a list of patients asks Dexie once, not once a row.
 */
export async function loadWaiting(db: OptolightDb): Promise<WaitingMap> {
  return db.transaction('r', [db.outbox, db.conflicts, db.records], async () => {
    const [entries, conflicts] = await Promise.all([
      db.outbox.toArray(),
      db.conflicts.filter((c) => !c.resolvedAt).toArray(),
    ]);
    const items = [
      ...entries.map((e) => ({
        recordId: e.recordId,
        section: 'section' in e ? e.section : null,
        kind: e.status === 'rejected' || e.refused ? ('refused' as const) : ('pending' as const),
      })),
      ...conflicts.map((c) => ({
        recordId: c.recordId,
        section: c.section,
        kind: 'conflicts' as const,
      })),
    ];
    const ancestors = await ancestorsOf(db, [...new Set(items.map((i) => i.recordId))]);
    const counts = new Map<string, Waiting>();
    const add = (key: string, kind: keyof Waiting) => {
      const w = counts.get(key) ?? { pending: 0, refused: 0, conflicts: 0 };
      counts.set(key, { ...w, [kind]: w[kind] + 1 });
    };
    for (const item of items) {
      if (item.section) add(sectionKeyOf(item.recordId, item.section), item.kind);
      for (const id of ancestors.get(item.recordId) ?? [item.recordId]) add(id, item.kind);
    }
    return counts;
  });
}

/** Each record with its parent and grandparent (a note, its evaluation, their patient). */
async function ancestorsOf(db: OptolightDb, ids: string[]): Promise<Map<string, string[]>> {
  const chains = new Map(ids.map((id) => [id, [id]]));
  let level = ids;
  // Notes sit two levels below their patient.
  for (let depth = 0; depth < 2 && level.length; depth++) {
    const records = await db.records.bulkGet(level);
    const parents = new Map<string, string>();
    records.forEach((r, i) => {
      const id = level[i];
      if (r?.parentId && id) parents.set(id, r.parentId);
    });
    for (const chain of chains.values()) {
      const parent = parents.get(chain.at(-1) ?? '');
      if (parent && chain.length === depth + 1) chain.push(parent);
    }
    level = [...new Set(parents.values())];
  }
  return chains;
}

/** The counts, kept current as saves queue and sync sends; undefined while loading. */
export function useWaiting(): WaitingMap | undefined {
  const db = useDb();
  return useLiveQuery(() => (db ? loadWaiting(db) : new Map<string, Waiting>()), [db]);
}
