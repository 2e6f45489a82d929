import { byText, urgencyOf } from '@optolight/domain';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { Dexie, type ObservabilitySet } from 'dexie';
import { describe, expect, it } from 'vitest';
import { plannedPatient } from '../../../../test/planned-patient';
import { deviceDb } from '../../../../test/sync/local-db';
import type { Change } from '@optolight/contract';
import {
  changedRecords,
  everyRecord,
  recordsNamed,
  type ChangedRecords,
} from '../../../db/changed-records';
import { setMeta } from '../../../db/meta';
import { createRecord, deleteRecord, saveSectionOnDevice } from '../../../db/repo';
import { applyPullPage } from '../../../sync/apply-pull';
import type { OptolightDb } from '../../../db/schema';
import { DueIndex } from './due-index';
import { dueList } from './plan-facts';
import { readPatientPlan } from './plan-of-care';
import { setArchived } from './patients';
import { addVisitEntry } from './visit-entries';

const settings = { progressNoteEveryVisits: 3, progressNoteEveryDays: 30 };
const today = '2026-03-01';

/** A patient with a main evaluation on `on`, certified to `to`, and `visits` visit entries. */
const patient = (db: OptolightDb, n: number, on: string, to: string, visits = 0) =>
  plannedPatient(db, { n, on, to, visits });

/** The due list as the patient page reads each plan: the index must say the same. */
async function asThePatientPageReads(db: OptolightDb) {
  const patients = await db.records
    .where('[kind+id]')
    .between(['patient', ''], ['patient', Dexie.maxKey])
    .toArray();
  const due = [];
  for (const p of patients) {
    const plan = await readPatientPlan(db, p.id, settings, today);
    const urgency = plan && urgencyOf(plan.plan, today);
    if (plan && urgency && !p.deleted) due.push({ patientId: p.id, plan: plan.plan, urgency });
  }
  return due;
}

/** Runs a write and hands back what Dexie tells the app's watch of each committed write. */
async function partsOf(db: OptolightDb, write: () => Promise<unknown>) {
  const heard: ObservabilitySet[] = [];
  const listen = (parts: ObservabilitySet) => heard.push(parts);
  Dexie.on('storagemutated', listen);
  try {
    await write();
    await new Promise((r) => setTimeout(r, 0));
  } finally {
    Dexie.on('storagemutated').unsubscribe(listen);
  }
  return heard;
}

/** Runs a write and hands back what Dexie says it changed, as the app's watch hears it. */
async function changesOf(db: OptolightDb, write: () => Promise<unknown>): Promise<ChangedRecords> {
  const heard = await partsOf(db, write);
  return heard.reduce<ChangedRecords>((all, parts) => {
    const one = changedRecords(db, parts);
    return all === everyRecord || one === everyRecord ? everyRecord : new Set([...all, ...one]);
  }, new Set());
}

const summary = (list: { patientId: string; plan: unknown; urgency: unknown }[]) =>
  list.map(({ patientId, plan, urgency }) => ({ patientId, plan, urgency }));

describe('the due index', () => {
  it('says what the patient page says, and a save reads again only the patient it touched', async () => {
    const db = deviceDb('due-index');
    const overdueRecert = await patient(db, 1, '2025-12-01', '2026-02-20');
    const dueByVisits = await patient(db, 2, '2026-02-20', '2026-05-20', 1);
    await patient(db, 3, '2026-02-25', '2026-05-25');
    const archived = await patient(db, 4, '2025-11-01', '2026-01-01');
    await setArchived(db, archived.patientId, true, undefined);
    await createRecord(db, {
      kind: 'patient',
      parentId: null,
      sections: { info: { ...fixturePatients.tobias, patientId: 'D-5' } },
    });

    const index = new DueIndex(db);
    const built = await index.update(everyRecord);
    const first = dueList(built.values(), settings, today);
    expect(first.map((d) => d.name)).toEqual(['P1 Castellanos', 'P2 Castellanos']);
    expect(first.map((d) => d.urgency.status)).toEqual(['overdue', 'due']);
    expect(summary(first)).toEqual(
      summary((await asThePatientPageReads(db)).filter((d) => d.patientId !== archived.patientId)),
    );
    const before = new Map(built);

    // Another visit for patient 2 makes their progress note overdue; nobody else is read again.
    const visit = await changesOf(db, () =>
      addVisitEntry(dueByVisits.evaluationId, { date: '2026-02-26', minutes: 30, done: 'x' }, db),
    );
    expect(visit).not.toBe(everyRecord);
    const after = await index.update(visit);
    for (const [id, facts] of after)
      if (id === dueByVisits.patientId) expect(facts).not.toBe(before.get(id));
      else expect(facts).toBe(before.get(id));
    expect(summary(dueList(after.values(), settings, today))).toEqual(
      summary((await asThePatientPageReads(db)).filter((d) => d.patientId !== archived.patientId)),
    );

    // Patient 1's certification renewed: only their progress note is overdue now; a deleted
    // patient leaves the list.
    const renewed = await changesOf(db, async () => {
      const stored = (await db.sections.get([overdueRecert.evaluationId, 'dischargePlan']))?.data;
      await saveSectionOnDevice(
        db,
        overdueRecert.evaluationId,
        'dischargePlan',
        {
          ...fullMainEvaluation.dischargePlan,
          certification: { from: '2026-02-20', to: '2026-05-20', discipline: '' },
        },
        stored,
      );
    });
    const list = dueList((await index.update(renewed)).values(), settings, today);
    expect(list.find((d) => d.patientId === overdueRecert.patientId)?.plan).toMatchObject({
      recertification: { status: 'upcoming' },
      progressNote: { status: 'overdue' },
    });
    expect(summary(list)).toEqual(
      summary((await asThePatientPageReads(db)).filter((d) => d.patientId !== archived.patientId)),
    );
    const gone = await changesOf(db, () => deleteRecord(db, dueByVisits.patientId));
    expect(
      dueList((await index.update(gone)).values(), settings, today).map((d) => d.patientId),
    ).toEqual([overdueRecert.patientId]);
  });

  it('works out the answers as it builds, for the rhythm and day it was built for only', async () => {
    const db = deviceDb('due-index-ahead');
    await patient(db, 1, '2026-01-10', '2026-02-20', 2);
    await patient(db, 2, '2026-02-10', '2026-04-20', 1);
    await patient(db, 3, '2026-02-25', '2026-05-20', 0);
    const index = new DueIndex(db, () => ({ settings, today }));
    const facts = await index.update(everyRecord);
    expect(summary(dueList(facts.values(), settings, today))).toEqual(
      summary(await asThePatientPageReads(db)),
    );
    // Another rhythm or another day is worked out afresh, not read from the build's answers.
    const weekly = { progressNoteEveryVisits: 1, progressNoteEveryDays: 7 };
    const later = dueList(facts.values(), weekly, '2026-03-20');
    const fresh = dueList(
      (await new DueIndex(db).update(everyRecord)).values(),
      weekly,
      '2026-03-20',
    );
    expect(summary(later)).toEqual(summary(fresh));
    expect(later.length).toBeGreaterThan(summary(await asThePatientPageReads(db)).length);
  });

  it('says what the patient page says for a practice read in several pages', async () => {
    const db = deviceDb('due-index-pages');
    // 2 to 4 records a patient, so the build's pages of 500 records end inside a patient's.
    for (let n = 1; n <= 260; n++) {
      const isDue = n % 2 === 0;
      await patient(
        db,
        n,
        isDue ? '2026-01-10' : '2026-02-25',
        isDue ? '2026-02-20' : '2026-05-25',
        n % 3,
      );
    }
    expect(await db.records.count()).toBeGreaterThan(500);
    const facts = await new DueIndex(db).update(everyRecord);
    expect(facts.size).toBe(260);
    const due = dueList(facts.values(), settings, today);
    expect(due.length).toBeGreaterThanOrEqual(130);
    // The page reads patients in id order; the list puts them in order of urgency.
    const byPatient = (list: Parameters<typeof summary>[0]) =>
      summary(list).sort((a, b) => byText(a.patientId, b.patientId));
    expect(byPatient(due)).toEqual(byPatient(await asThePatientPageReads(db)));
  });

  it('lists equally urgent patients in the order they were registered', async () => {
    const db = deviceDb('due-index-ties');
    const ids: string[] = [];
    for (let n = 1; n <= 24; n++)
      ids.push((await patient(db, n, '2026-01-10', '2026-02-20', 2)).patientId);
    const facts = await new DueIndex(db, () => ({ settings, today })).update(everyRecord);
    const due = dueList(facts.values(), settings, today);
    expect(new Set(due.map((d) => JSON.stringify(d.urgency))).size).toBe(1);
    // The ids are UUIDv7s, rising as the patients were registered.
    expect(due.map((d) => d.patientId)).toEqual([...ids].sort());
    expect(due.map((d) => d.patientId)).toEqual(ids);
  });

  it('is built again when a write is too large for Dexie to name its records', async () => {
    const db = deviceDb('due-index-bulk');
    const changed = await changesOf(db, () =>
      db.records.bulkPut(
        Array.from({ length: 60 }, (_, i) => ({
          id: `r-${String(i).padStart(3, '0')}`,
          kind: 'patient' as const,
          parentId: null,
          createdAt: today,
          updatedAt: today,
          deleted: false,
        })),
      ),
    );
    expect(changed).toBe(everyRecord);
    const index = new DueIndex(db);
    expect((await index.update(changed)).size).toBe(60);
  });

  it('reads a sync page after the download by the records the page names, not all again', async () => {
    const db = deviceDb('due-index-pulled');
    await patient(db, 1, '2025-12-01', '2026-02-20');
    const later = await patient(db, 2, '2026-02-25', '2026-05-25');
    const index = new DueIndex(db);
    const before = dueList((await index.update(everyRecord)).values(), settings, today);
    expect(before.map((d) => d.name)).toEqual(['P1 Castellanos']);

    // A colleague's work, more rows than Dexie names: 60 patients and a visit for patient 2.
    const at = '2026-02-28T10:00:00.000Z';
    const row = { parentId: null, createdAt: at, updatedAt: at, deleted: false };
    const changes: Change[] = Array.from({ length: 60 }, (_, i): Change[] => [
      {
        type: 'record',
        seq: 10 + 2 * i,
        record: { ...row, id: `p-${String(i)}`, kind: 'patient' },
      },
      {
        type: 'section',
        seq: 11 + 2 * i,
        recordId: `p-${String(i)}`,
        name: 'info',
        version: 1,
        data: { ...fixturePatients.tobias, patientId: `C-${String(i)}` },
      },
    ]).flat();
    const visit = { ...row, id: 'v-1', kind: 'visitEntry' as const, parentId: later.evaluationId };
    changes.push(
      { type: 'record', seq: 200, record: visit },
      {
        type: 'section',
        seq: 201,
        recordId: 'v-1',
        name: 'visit',
        version: 1,
        data: { date: '2026-02-28', minutes: 30, done: 'Vergence' },
      },
    );
    const pull = () => applyPullPage(db, changes, 201);

    // During the first download a page names none: the index is built after it, from all.
    await setMeta(db, 'complete', false);
    const [downloading] = await partsOf(db, pull);
    expect(changedRecords(db, downloading ?? {})).toBe(everyRecord);
    expect(recordsNamed(db, downloading ?? {})).toBeNull();

    // The page that completes it names its records: its news can reach the page after the build.
    const [completing] = await partsOf(db, () => applyPullPage(db, changes, 201, true));
    expect(recordsNamed(db, completing ?? {})?.size).toBe(61);

    const [parts] = await partsOf(db, pull);
    const named = recordsNamed(db, parts ?? {});
    expect([...(named ?? [])].sort()).toEqual([
      ...Array.from({ length: 60 }, (_, i) => `p-${String(i)}`).sort(),
      'v-1',
    ]);
    const after = dueList((await index.update(named ?? everyRecord)).values(), settings, today);
    expect(after.map((d) => d.name)).toEqual(['P1 Castellanos', 'P2 Castellanos']);
    expect(summary(after)).toEqual(summary(await asThePatientPageReads(db)));
  });
});
