import { defaultPracticeSettings, type PracticeSettings } from '@optolight/domain';
import { Dexie } from 'dexie';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { useMemo } from 'react';
import { recordsNamed } from '../../../db/changed-records';
import { storePerDb, type Watched } from '../../../db/watch-tables';
import { currentUser, useCurrentUser, type CurrentUser } from '../../../lib/session';
import { createStore, useStore } from '../../../lib/store';
import { useDb } from './db';
import { DueIndex } from './due-index';
import { answerKey, dueList, factSections, type DuePatient, type PatientFacts } from './plan-facts';
import { readPatientPlan, type DevicePlan } from './plan-of-care';
import { todayIso } from '../../../lib/format';

export type { DuePatient };

/** The practice's progress note rhythm, from the signed-in professional's profile. */
function settingsOf(current: CurrentUser): PracticeSettings {
  if (current.status !== 'ready') return defaultPracticeSettings;
  const { progressNoteEveryVisits, progressNoteEveryDays } = current.user;
  return { progressNoteEveryVisits, progressNoteEveryDays };
}
const useSettings = () => settingsOf(useCurrentUser());

/** The patient's current plan of care; undefined while loading, null with no evaluation. */
export function usePatientPlan(patientId: string): DevicePlan | null | undefined {
  const db = useDb();
  const settings = useSettings();
  const today = todayIso();
  return useKeyedLiveQuery(
    () =>
      db
        ? db.transaction('r', [db.records, db.sections], () =>
            readPatientPlan(db, patientId, settings, today),
          )
        : null,
    [db, patientId, settings.progressNoteEveryVisits, settings.progressNoteEveryDays, today],
  );
}

/** What the due list reads: every record, and the sections a record's due facts come from. */
const dueRows: readonly Watched[] = [
  'records',
  ...factSections.map((name) => ({
    table: 'sections',
    index: '[name+recordId]',
    from: [name, ''],
    to: [name, Dexie.maxKey],
  })),
];

type Facts = { patients: ReadonlyMap<string, PatientFacts> } | undefined;

/** One due index per open database, kept between visits to the dashboard: built once, then
 * brought up to each write by the records it names. Each state is a new wrapper, as the index's
 * map is changed in place and the list must be worked out again. */
const dueFactsOf = storePerDb<Facts>({
  initial: undefined,
  tables: dueRows,
  reader: (db) => {
    const index = new DueIndex(db, () => ({
      settings: settingsOf(currentUser.get()),
      today: todayIso(),
    }));
    return async (changed) => ({ patients: await index.update(changed) });
  },
  failed: () => ({ patients: new Map() }),
  incremental: true,
  // A sync page of 50 rows or more names its records itself (noteRecordsStored): a
  // colleague's morning of work read by its records, not the whole practice again.
  namedBy: recordsNamed,
});
const none = createStore<Facts>(undefined);

/**
 * Every patient with a progress note or recertification due or overdue, most urgent first
 * (docs/product.md#plan-of-care); undefined while loading. Read once the device holds the whole
 * practice (`isReady`): during a first download the list would be partial. Worked out once per
 * change to the device's records, for the patients that change touched.
 */
export function useDuePatients(isReady: boolean): DuePatient[] | undefined {
  const db = useDb();
  const { progressNoteEveryVisits, progressNoteEveryDays } = useSettings();
  const today = todayIso();
  const facts = useStore(db && isReady ? dueFactsOf(db) : none);
  return useMemo(() => {
    if (!isReady) return [];
    if (!facts) return undefined;
    return listOf(facts, { progressNoteEveryVisits, progressNoteEveryDays }, today);
  }, [isReady, facts, progressNoteEveryVisits, progressNoteEveryDays, today]);
}

/** The list worked out from one state of the index, kept for the next page that shows it. */
const lists = new WeakMap<NonNullable<Facts>, { key: string; list: DuePatient[] }>();
function listOf(facts: NonNullable<Facts>, settings: PracticeSettings, today: string) {
  const key = answerKey(settings, today);
  const known = lists.get(facts);
  if (known?.key === key) return known.list;
  const list = dueList(facts.patients.values(), settings, today);
  lists.set(facts, { key, list });
  return list;
}
