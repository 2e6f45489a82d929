import type { FormDraft, OptolightDb } from './schema';

/**
 * Forms keep what the person types here until it is saved or discarded: per account (each
 * account has its own database), per record and section. See docs/drafts.md.
 */
export function loadDraft(
  db: OptolightDb,
  key: string,
  section: string,
): Promise<FormDraft | undefined> {
  return db.drafts.get([key, section]);
}

export async function keepDraft(db: OptolightDb, draft: FormDraft): Promise<void> {
  await db.drafts.put(draft);
}

export function dropDraft(db: OptolightDb, key: string, section: string): Promise<void> {
  return db.drafts.delete([key, section]);
}

export function countDrafts(db: OptolightDb): Promise<number> {
  return db.drafts.count();
}

/** The first save of a new record (of section `saved`) gave it an id: drafts of its other
 * tabs follow it; the saved section's own draft is done with. */
export async function moveDrafts(
  db: OptolightDb,
  from: string,
  to: string,
  saved: string,
): Promise<void> {
  await db.transaction('rw', db.drafts, async () => {
    const rows = (await db.drafts.where('key').equals(from).toArray()).filter(
      (row) => row.section !== saved,
    );
    await db.drafts.bulkPut(rows.map((row) => ({ ...row, key: to })));
    await db.drafts.where('key').equals(from).delete();
  });
}
