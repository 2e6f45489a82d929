import { getMeta, setMeta } from '../../../db/meta';
import type { OptolightDb } from '../../../db/schema';

/** The /patientreg form as last typed on this device, and whether the server has that copy. */
export interface LocalDraft {
  values: Record<string, unknown>;
  isSent: boolean;
}

export async function loadLocalDraft(db: OptolightDb): Promise<LocalDraft | null> {
  const json = await getMeta<string>(db, 'patientRegDraft', '');
  if (!json) return null;
  try {
    return JSON.parse(json) as LocalDraft;
  } catch {
    return null;
  }
}

export function saveLocalDraft(db: OptolightDb, draft: LocalDraft): Promise<void> {
  return setMeta(db, 'patientRegDraft', JSON.stringify(draft));
}
