import {
  byText,
  byUrgency,
  countedVisit,
  planOfCare,
  patientArchiveSection,
  planOfEvaluation,
  urgencyOf,
  VisitEntry,
  visitEntrySection,
  type CountedVisit,
  type PlanOfCare,
  type PlanOfCareInput,
  type PracticeSettings,
  type Urgency,
  type VisitKind,
} from '@optolight/domain';
import type { LocalRecord } from '../../../db/schema';

/** What one record adds to its patient's plan of care, read once from its stored sections. */
export interface RecordFacts {
  id: string;
  kind: LocalRecord['kind'];
  parentId: string | null;
  deleted: boolean;
  /** An evaluation's, note's or visit entry's date, as the plan counts it. */
  date?: string;
  /** A main evaluation's visit counts and certification period. */
  own?: Omit<ReturnType<typeof planOfEvaluation>, 'goals'> & { goals: PlanOfCareInput['goals'] };
  /** A patient's name and number as the lists show them, and whether they are archived. */
  name?: string;
  number?: string;
  archived?: boolean;
}

/** The section a record's facts come from, by kind (besides a patient's info and archive). */
export const datingSection = (kind: LocalRecord['kind']) =>
  kind === 'visitEntry' ? visitEntrySection : 'appointment';

const isVisitKind = (kind: LocalRecord['kind']): kind is VisitKind => kind !== 'patient';

/** A visit's facts are a counted visit as they stand: a patient's plan lists them, not copies. */
const isCounted = (r: RecordFacts): r is RecordFacts & CountedVisit =>
  isVisitKind(r.kind) && typeof r.date === 'string';

/** A visit's date as the plan counts it; `data` is its dating section (visit entry or
 * appointment), possibly not on the device yet. */
export function visitDate(record: LocalRecord, data: unknown): string {
  const kind = record.kind as VisitKind;
  if (kind === 'visitEntry') {
    const entry = VisitEntry.safeParse(data);
    return entry.success ? entry.data.date : record.createdAt.slice(0, 10);
  }
  return countedVisit({ id: record.id, kind, createdAt: record.createdAt, appointment: data }).date;
}

/** One record's facts from its stored sections, looked up by name. */
export function recordFacts(
  record: LocalRecord,
  section: (name: string) => unknown,
  patient: (info: unknown, archive: unknown) => Pick<RecordFacts, 'name' | 'number' | 'archived'>,
): RecordFacts {
  const base = {
    id: record.id,
    kind: record.kind,
    parentId: record.parentId,
    deleted: record.deleted,
  };
  if (record.kind === 'patient')
    return { ...base, ...patient(section('info'), section(patientArchiveSection)) };
  if (!isVisitKind(record.kind)) return base;
  const date = visitDate(record, section(datingSection(record.kind)));
  if (record.kind !== 'mainEvaluation') return { ...base, date };
  const { goals, ...plan } = planOfEvaluation({
    longTermGoals: section('longTermGoals'),
    dischargePlan: section('dischargePlan'),
  });
  // Only the counts the plan of care works with: the goals' texts, kept for every evaluation of
  // a practice, were most of the index's memory, and its collection long pauses on the page.
  const counts = {
    frequencyTreatmentWK: goals.frequencyTreatmentWK,
    frequencyTreatmentWKS: goals.frequencyTreatmentWKS,
    frequencyTreatmenTotalVisit: goals.frequencyTreatmenTotalVisit,
  };
  return { ...base, date, own: { ...plan, goals: counts } };
}

/** The sections `recordFacts` reads, for a bulk read. */
export const factSections = [
  'info',
  patientArchiveSection,
  'appointment',
  visitEntrySection,
  'longTermGoals',
  'dischargePlan',
] as const;

/** What the due list knows of one patient: who they are and their current plan's inputs. */
export interface PatientFacts {
  patientId: string;
  name: string;
  number: string;
  /** Archived or deleted: set aside, due for nothing. */
  setAside: boolean;
  /** The latest main evaluation's goals, period and counted visits; null with none. */
  plan: {
    goals: NonNullable<RecordFacts['own']>['goals'];
    certification: { from: string; to: string };
    visits: CountedVisit[];
  } | null;
}

/** In id order, as the device's index lists a record's children (the plan's order of a day). */
const byId = (records: RecordFacts[]) => records.sort((a, b) => byText(a.id, b.id));

/**
 * A patient's facts from the facts of their records: the current plan is the one of the latest
 * main evaluation by date (of one day, the last stored), counting it and every live record under
 * it, as the patient page reads it (readPatientPlan).
 */
export function patientFacts(
  patient: RecordFacts,
  childrenOf: (id: string) => readonly RecordFacts[],
): PatientFacts {
  const evaluations = byId(
    childrenOf(patient.id).filter((r) => r.kind === 'mainEvaluation' && !r.deleted),
  ).sort((a, b) => byText(a.date ?? '', b.date ?? ''));
  const latest = evaluations.at(-1);
  const visits = latest
    ? [latest, ...byId(childrenOf(latest.id).filter((r) => !r.deleted))].filter(isCounted)
    : [];
  return {
    patientId: patient.id,
    name: patient.name ?? '',
    number: patient.number ?? '',
    setAside: patient.deleted || patient.archived === true,
    plan: latest?.own
      ? {
          goals: latest.own.goals,
          certification: latest.own.certification,
          visits,
        }
      : null,
  };
}

export interface DuePatient {
  patientId: string;
  name: string;
  number: string;
  plan: PlanOfCare;
  urgency: Urgency;
}

/** What an answer depends on besides a patient's facts: the practice's rhythm and the day. */
export const answerKey = (settings: PracticeSettings, today: string) =>
  `${String(settings.progressNoteEveryVisits)}/${String(settings.progressNoteEveryDays)}/${today}`;

/** Each patient's answer, kept while their facts, the practice's rhythm and the day stay. */
const answers = new WeakMap<PatientFacts, { key: string; due: DuePatient | null }>();

/** The patient's answer for this basis (`key` is its answerKey), worked out only when unknown. */
function answerOf(f: PatientFacts, key: string, settings: PracticeSettings, today: string) {
  let answer = answers.get(f);
  if (answer?.key !== key) {
    answer = { key, due: dueOf(f, settings, today) };
    answers.set(f, answer);
  }
  return answer.due;
}

/**
 * Every patient with a progress note or recertification due or overdue, most urgent first. Only
 * patients whose facts changed since the last call are worked out again. Measured as
 * `optolight:due-list` (scripts/bench-initial-sync.ts reads it).
 */
export function dueList(
  facts: Iterable<PatientFacts>,
  settings: PracticeSettings,
  today: string,
): DuePatient[] {
  const key = answerKey(settings, today);
  const start = performance.now();
  const due: DuePatient[] = [];
  for (const f of facts) {
    const answer = answerOf(f, key, settings, today);
    if (answer) due.push(answer);
  }
  due.sort((a, b) => byUrgency(a.urgency, b.urgency));
  performance.measure('optolight:due-list', { start, end: performance.now() });
  return due;
}

/** What each patient's answer is worked out for: the practice's rhythm and the day. */
export interface AnswerBasis {
  settings: PracticeSettings;
  today: string;
}

/**
 * Works out every patient's answer ahead, giving way between slices (the due index's build
 * does), so the list's first reading finds them all: at 10,000 patients working them out at once
 * took 53-72 ms in one task, the list from them 4-7 ms.
 */
export async function answerAhead(
  facts: Iterable<PatientFacts>,
  { settings, today }: AnswerBasis,
  pause: () => Promise<void>,
): Promise<void> {
  const key = answerKey(settings, today);
  for (const f of facts) {
    answerOf(f, key, settings, today);
    await pause();
  }
}

function dueOf(f: PatientFacts, settings: PracticeSettings, today: string): DuePatient | null {
  if (f.setAside || !f.plan) return null;
  const plan = planOfCare({ ...f.plan, settings, today });
  const urgency = urgencyOf(plan, today);
  return urgency && { patientId: f.patientId, name: f.name, number: f.number, plan, urgency };
}
