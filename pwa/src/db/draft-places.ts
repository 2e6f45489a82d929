import {
  byText,
  homeProgramSection,
  outcomeResultSection,
  parentKindOf,
  PatientInfo,
  SectionName,
  sectionTitles,
  StoredKind,
  visitEntrySection,
} from '@optolight/domain';
import type { FormDraft, OptolightDb } from './schema';
import { ADDENDUM_DRAFT } from './signing';

/** The key of the Register Patient dialog's draft, before the patient exists (docs/drafts.md). */
export const newPatientDraftKey = 'new-patient';

const recordWords = {
  patient: '',
  mainEvaluation: 'main evaluation',
  progressNote: 'progress note',
  updateNote: 'update note',
  dischargeNote: 'discharge note',
  visitEntry: 'visit entry',
  outcomeResult: 'questionnaire',
} as const satisfies Record<StoredKind, string>;

/** Forms that are not a record's tab, by their draft's section. */
const formWords: Record<string, string> = {
  info: 'Patient details',
  [homeProgramSection]: 'Home programme',
  [visitEntrySection]: '',
  [outcomeResultSection]: '',
  [ADDENDUM_DRAFT]: 'Addendum',
};

// Only the name is read; the rest of the details may be any version's.
const Name = PatientInfo.pick({ firstName: true, lastName: true }).loose();

/** The patient a record of `kind` belongs to, going up through its parents. */
async function patientOf(db: OptolightDb, kind: StoredKind, id: string): Promise<string | null> {
  if (kind === 'patient') return id;
  const record = await db.records.get(id);
  return record?.parentId ? patientOf(db, parentKindOf[kind], record.parentId) : null;
}

async function nameOf(db: OptolightDb, patientId: string | null): Promise<string> {
  const info = patientId ? await db.sections.get([patientId, 'info']) : undefined;
  const name = Name.safeParse(info?.data);
  return name.success ? `${name.data.firstName} ${name.data.lastName}`.trim() : '';
}

/** Which record a draft is for: an existing one by its id, or `new-<kind>-<parent id>` before the
 * first save makes it. */
async function recordOf(db: OptolightDb, key: string) {
  const fresh = /^new-(\w+)-(.+)$/.exec(key);
  if (fresh) {
    const kind = StoredKind.safeParse(fresh[1]);
    const parent = kind.success ? parentKindOf[kind.data] : null;
    if (!kind.success || !parent) return null;
    return { kind: kind.data, isNew: true, patientId: await patientOf(db, parent, fresh[2] ?? '') };
  }
  const record = await db.records.get(key);
  if (!record) return null;
  return {
    kind: record.kind,
    isNew: false,
    patientId: await patientOf(db, record.kind, record.id),
  };
}

/** One draft in the words a person finds the form by: 'Maria Castellanos: progress note,
 * Binocular Vision'. */
async function placeOf(db: OptolightDb, draft: FormDraft): Promise<string> {
  if (draft.key === newPatientDraftKey) return 'A new patient: Register Patient';
  const record = await recordOf(db, draft.key);
  const tab = SectionName.safeParse(draft.section);
  const form = tab.success ? sectionTitles[tab.data] : (formWords[draft.section] ?? draft.section);
  const what = record
    ? [`${record.isNew ? 'new ' : ''}${recordWords[record.kind]}`.trim(), form]
    : [form];
  const name = (await nameOf(db, record?.patientId ?? null)) || 'A patient';
  const words = what.filter(Boolean).join(', ');
  return `${name}: ${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** Every form holding text typed on this device and never saved, named (the logout dialog's
 * list, docs/drafts.md#logout), oldest typing first. */
export async function draftPlaces(db: OptolightDb): Promise<string[]> {
  const drafts = await db.drafts.toArray();
  drafts.sort((a, b) => byText(a.typedAt, b.typedAt));
  return Promise.all(drafts.map((d) => placeOf(db, d)));
}
