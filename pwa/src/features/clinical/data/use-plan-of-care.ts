import {
  byUrgency,
  defaultPracticeSettings,
  urgencyOf,
  type PracticeSettings,
  type Urgency,
} from '@optolight/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentUser } from '../../../lib/session';
import type { OptolightDb } from '../../../db/schema';
import { useDb } from './db';
import { readPatientPlan, type DevicePlan } from './plan-of-care';
import { archivedPatients, toPatient } from './patients';
import { todayIso } from './rows';

/** The practice's progress note rhythm, from the signed-in professional's profile. */
function useSettings(): PracticeSettings {
  const current = useCurrentUser();
  if (current.status !== 'ready') return defaultPracticeSettings;
  const { progressNoteEveryVisits, progressNoteEveryDays } = current.user;
  return { progressNoteEveryVisits, progressNoteEveryDays };
}

/** The patient's current plan of care; undefined while loading, null with no evaluation. */
export function usePatientPlan(patientId: string): DevicePlan | null | undefined {
  const db = useDb();
  const settings = useSettings();
  const today = todayIso();
  return useLiveQuery(
    () =>
      db
        ? db.transaction('r', [db.records, db.sections], () =>
            readPatientPlan(db, patientId, settings, today),
          )
        : null,
    [db, patientId, settings.progressNoteEveryVisits, settings.progressNoteEveryDays, today],
  );
}

export interface DuePatient {
  patientId: string;
  name: string;
  number: string;
  plan: DevicePlan;
  urgency: Urgency;
}

/** Every patient with a progress note or recertification due or overdue, most urgent first. */
export async function readDuePatients(
  db: OptolightDb,
  settings: PracticeSettings,
  today: string,
): Promise<DuePatient[]> {
  const archived = await archivedPatients(db);
  // An archived patient is set aside: not due for anything.
  const patients = (await db.records.where('kind').equals('patient').toArray()).filter(
    (p) => !p.deleted && !archived.has(p.id),
  );
  const due = await Promise.all(
    patients.map(async (p): Promise<DuePatient | null> => {
      const plan = await readPatientPlan(db, p.id, settings, today);
      const urgency = plan && urgencyOf(plan.plan, today);
      if (!plan || !urgency) return null;
      const info = toPatient(p.id, (await db.sections.get([p.id, 'info']))?.data);
      const name = `${info.firstName} ${info.lastName}`.trim();
      return { patientId: p.id, name, number: info.patientId, plan, urgency };
    }),
  );
  return due.flatMap((d) => (d ? [d] : [])).sort((a, b) => byUrgency(a.urgency, b.urgency));
}

/**
 * The due list, read once the device holds the whole practice (`isReady`). It reads every
 * patient's plan, and a live query re-runs on each change: during a first download that would be
 * the whole device read again on every page that arrives, slowing the download it waits for.
 */
export function useDuePatients(isReady: boolean): DuePatient[] | undefined {
  const db = useDb();
  const settings = useSettings();
  const today = todayIso();
  return useLiveQuery(
    () =>
      db && isReady
        ? db.transaction('r', [db.records, db.sections], () => readDuePatients(db, settings, today))
        : [],
    [db, isReady, settings.progressNoteEveryVisits, settings.progressNoteEveryDays, today],
  );
}
