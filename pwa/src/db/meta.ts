import type { MetaRow, OptolightDb } from './schema';

type Key = MetaRow['key'];

export async function getMeta<T extends MetaRow['value']>(
  db: OptolightDb,
  key: Key,
  fallback: T,
): Promise<T> {
  const row = await db.meta.get(key);
  return row ? (row.value as T) : fallback;
}

export async function setMeta(db: OptolightDb, key: Key, value: MetaRow['value']): Promise<void> {
  await db.meta.put({ key, value });
}
