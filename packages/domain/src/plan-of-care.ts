import type { LongTermGoals } from './long-term-goals';
import { defaultPracticeSettings, type PracticeSettings } from './practice-settings';
import { byText } from './primitives';
import type { StoredKind } from './sections';

/** How many days before its end a certification period shows as due for recertification. */
export const recertificationNoticeDays = 7;
/** How many days before its date a progress note shows as due. */
export const progressNoteNoticeDays = 7;

/** The visits of a plan of care: the main evaluation, its notes and its visit entries. */
export type VisitKind = Exclude<StoredKind, 'patient'>;
export interface CountedVisit {
  id: string;
  kind: VisitKind;
  /** YYYY-MM-DD; a legacy timestamp is read by its first ten characters. */
  date: string;
}

export type DueStatus = 'upcoming' | 'due' | 'overdue';

export interface ProgressNoteDue {
  /** The visit number the progress note must be written at, at the latest. */
  atVisit: number;
  /** The date it must be written by, at the latest. */
  byDate: string;
  status: DueStatus;
  /** Which limit the status comes from: the one reached first. */
  reason: 'visit' | 'date';
}

export interface RecertificationDue {
  endsOn: string;
  /** Days from today to the end of the period; negative once it has passed. */
  daysLeft: number;
  status: DueStatus;
}

export interface PlanOfCare {
  certification: { from: string; to: string };
  /** Visits counted so far: the evaluation, every note and every visit entry. */
  used: number;
  /** From the total visits, else visits a week × weeks; null when the plan names neither. */
  authorized: number | null;
  /** Null once discharged, or before the evaluation has a date. */
  progressNote: ProgressNoteDue | null;
  /** Null once discharged, or while the period has no end date. */
  recertification: RecertificationDue | null;
  isDischarged: boolean;
}

export interface PlanOfCareInput {
  goals: Pick<
    LongTermGoals,
    'frequencyTreatmentWK' | 'frequencyTreatmentWKS' | 'frequencyTreatmenTotalVisit'
  >;
  certification: { from: string; to: string };
  visits: readonly CountedVisit[];
  settings?: PracticeSettings;
  /** Today as YYYY-MM-DD on the clinician's calendar. */
  today: string;
}

const day = (iso: string) => iso.slice(0, 10);
const utc = (date: string) => Date.parse(`${day(date)}T00:00:00Z`);
export function addDays(date: string, days: number): string {
  return new Date(utc(date) + days * 86_400_000).toISOString().slice(0, 10);
}
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The total visits when given, else visits a week × weeks. */
export function authorizedVisits(goals: PlanOfCareInput['goals']): number | null {
  const total = goals.frequencyTreatmenTotalVisit;
  if (total) return total;
  const { frequencyTreatmentWK: perWeek, frequencyTreatmentWKS: weeks } = goals;
  return perWeek && weeks ? perWeek * weeks : null;
}

/** Visits in date order; visits of one day keep the order they were given in. Undated visits
 * still count, after the dated ones. */
export function orderVisits(visits: readonly CountedVisit[]): CountedVisit[] {
  const key = (v: CountedVisit) => (v.date ? day(v.date) : '9999');
  return [...visits].sort((a, b) => byText(key(a), key(b)));
}

const worst = (a: DueStatus, b: DueStatus): DueStatus => {
  const rank = { upcoming: 0, due: 1, overdue: 2 } as const;
  return rank[a] >= rank[b] ? a : b;
};

function byDateStatus(date: string, today: string, noticeDays: number): DueStatus {
  const left = daysBetween(today, date);
  if (left < 0) return 'overdue';
  return left <= noticeDays ? 'due' : 'upcoming';
}

/**
 * The next progress note. An evaluation opens a reporting period that counts its own visit; a
 * progress note closes one, and the next starts with the visit after it. So with notes written
 * on time they fall at visits 10, 20, 30 (every 10th visit), and by date within 30 days of the
 * evaluation or the last progress note.
 */
export function progressNoteDue(
  ordered: readonly CountedVisit[],
  settings: PracticeSettings,
  today: string,
): ProgressNoteDue | null {
  const anchorAt = ordered.findLastIndex(
    (v) => v.kind === 'mainEvaluation' || v.kind === 'progressNote',
  );
  const anchor = ordered[anchorAt];
  if (!anchor?.date) return null;
  const firstOfPeriod = anchor.kind === 'mainEvaluation' ? anchorAt + 1 : anchorAt + 2;
  const atVisit = firstOfPeriod + settings.progressNoteEveryVisits - 1;
  const byDate = addDays(anchor.date, settings.progressNoteEveryDays);
  const used = ordered.length;
  const visitStatus: DueStatus =
    used >= atVisit ? 'overdue' : used + 1 === atVisit ? 'due' : 'upcoming';
  const dateStatus = byDateStatus(byDate, today, progressNoteNoticeDays);
  const status = worst(visitStatus, dateStatus);
  const reason = status === 'upcoming' || visitStatus === status ? 'visit' : 'date';
  return { atVisit, byDate, status, reason };
}

/** Recertification: due in the last days of the certification period, overdue after its end. */
export function recertificationDue(to: string, today: string): RecertificationDue | null {
  if (!to) return null;
  const daysLeft = daysBetween(today, to);
  return { endsOn: to, daysLeft, status: byDateStatus(to, today, recertificationNoticeDays) };
}

/** Everything the patient page and the dashboard say about a plan of care. */
export function planOfCare(input: PlanOfCareInput): PlanOfCare {
  const ordered = orderVisits(input.visits);
  const isDischarged = ordered.some((v) => v.kind === 'dischargeNote');
  const settings = input.settings ?? defaultPracticeSettings;
  return {
    certification: { from: input.certification.from, to: input.certification.to },
    used: ordered.length,
    authorized: authorizedVisits(input.goals),
    progressNote: isDischarged ? null : progressNoteDue(ordered, settings, input.today),
    recertification: isDischarged ? null : recertificationDue(input.certification.to, input.today),
    isDischarged,
  };
}

export interface Urgency {
  status: Exclude<DueStatus, 'upcoming'>;
  /** The date the most urgent flag is due by; today for a progress note due by visits. */
  date: string;
}

/** The most urgent flag of a plan (null when nothing is due), and an order of plans by it:
 * overdue before due, then the earliest date first. */
export function urgencyOf(plan: PlanOfCare, today: string): Urgency | null {
  const flags: Urgency[] = [];
  const note = plan.progressNote;
  if (note && note.status !== 'upcoming')
    flags.push({ status: note.status, date: note.reason === 'date' ? note.byDate : today });
  const recert = plan.recertification;
  if (recert && recert.status !== 'upcoming')
    flags.push({ status: recert.status, date: recert.endsOn });
  return flags.sort(byUrgency)[0] ?? null;
}

export function byUrgency(a: Urgency, b: Urgency): number {
  if (a.status !== b.status) return a.status === 'overdue' ? -1 : 1;
  return byText(a.date, b.date);
}
