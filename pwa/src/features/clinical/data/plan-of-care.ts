import {
  byText,
  countedVisit,
  planOfCare,
  planOfEvaluation,
  VisitEntry,
  visitEntrySection,
  type PlanOfCare,
  type PracticeSettings,
  reportingPeriod,
  type ReportingPeriod,
  type VisitKind,
} from '@optolight/domain';
import type { ReportPlanOfCare } from '@optolight/report';
import type { LocalRecord, OptolightDb } from '../../../db/schema';

/** A visit entry as the patient page lists it. */
export interface VisitEntryRow extends VisitEntry {
  id: string;
}

/** A main evaluation's plan of care as read on the device: the rules' answer, its visit
 * entries (newest first) and the evaluation it belongs to. */
export interface DevicePlan {
  evaluationId: string;
  plan: PlanOfCare;
  entries: VisitEntryRow[];
}

const isVisitKind = (kind: LocalRecord['kind']): kind is VisitKind => kind !== 'patient';

/** The evaluation and every live record under it, with the sections that date each. */
async function readPlanRecords(db: OptolightDb, evaluation: LocalRecord) {
  const children = (await db.records.where('parentId').equals(evaluation.id).toArray()).filter(
    (r) => !r.deleted,
  );
  const records = [evaluation, ...children].filter((r) => isVisitKind(r.kind));
  const keys = records.map((r): [string, string] => [
    r.id,
    r.kind === 'visitEntry' ? visitEntrySection : 'appointment',
  ]);
  const [dating, goals, discharge] = await Promise.all([
    db.sections.bulkGet(keys),
    db.sections.get([evaluation.id, 'longTermGoals']),
    db.sections.get([evaluation.id, 'dischargePlan']),
  ]);
  const sources = records.map((r, i) => {
    const data = dating[i]?.data;
    const kind = r.kind as VisitKind;
    return kind === 'visitEntry'
      ? { id: r.id, kind, createdAt: r.createdAt, visit: data }
      : { id: r.id, kind, createdAt: r.createdAt, appointment: data };
  });
  return {
    sources,
    own: planOfEvaluation({ longTermGoals: goals?.data, dischargePlan: discharge?.data }),
  };
}

/** The plan of care of one main evaluation; records must be read in the caller's transaction. */
export async function readPlan(
  db: OptolightDb,
  evaluation: LocalRecord,
  settings: PracticeSettings,
  today: string,
): Promise<DevicePlan> {
  const { sources, own } = await readPlanRecords(db, evaluation);
  const entries = sources.flatMap((s) => {
    const entry = s.kind === 'visitEntry' ? VisitEntry.safeParse(s.visit) : undefined;
    return entry?.success ? [{ id: s.id, ...entry.data }] : [];
  });
  return {
    evaluationId: evaluation.id,
    plan: planOfCare({ ...own, visits: sources.map(countedVisit), settings, today }),
    entries: entries.sort((a, b) => byText(b.date, a.date)),
  };
}

/** The patient's current plan of care: the one of their latest main evaluation. */
export async function readPatientPlan(
  db: OptolightDb,
  patientId: string,
  settings: PracticeSettings,
  today: string,
): Promise<DevicePlan | null> {
  const evaluations = await db.records.where('parentId').equals(patientId).toArray();
  const dated = await Promise.all(
    evaluations
      .filter((r) => r.kind === 'mainEvaluation' && !r.deleted)
      .map(async (r) => {
        const appointment = await db.sections.get([r.id, 'appointment']);
        return {
          r,
          date: countedVisit({ ...r, kind: 'mainEvaluation', appointment: appointment?.data }).date,
        };
      }),
  );
  const latest = dated.sort((a, b) => byText(a.date, b.date)).at(-1);
  return latest ? readPlan(db, latest.r, settings, today) : null;
}

/** A progress or update note's visit number and reporting period, for its report. */
export async function readReportPlan(
  db: OptolightDb,
  note: LocalRecord,
): Promise<ReportPlanOfCare | undefined> {
  const evaluation = await db.records.get(note.parentId ?? '');
  if (!evaluation || evaluation.kind !== 'mainEvaluation') return undefined;
  const { sources, own } = await readPlanRecords(db, evaluation);
  const period = reportingPeriod(sources.map(countedVisit), note.id);
  return period && { ...period, authorized: own.authorized };
}

/** A note's reporting period as the device holds it; a note not saved yet is dated today. */
export async function readNotePeriod(
  db: OptolightDb,
  evaluationId: string,
  noteId: string | null,
  today: string,
): Promise<ReportingPeriod | undefined> {
  const evaluation = await db.records.get(evaluationId);
  if (!evaluation || evaluation.kind !== 'mainEvaluation') return undefined;
  const { sources } = await readPlanRecords(db, evaluation);
  const visits = sources.map(countedVisit);
  const id = noteId ?? 'unsaved-note';
  if (!noteId) visits.push({ id, kind: 'progressNote', date: today });
  return reportingPeriod(visits, id);
}
