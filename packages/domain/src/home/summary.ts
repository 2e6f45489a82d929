import { byInstant } from '../primitives';
import { formatDateOfBirth as mmddyyyy } from '../dates';
import { exercises } from '../trainer/exercises';
import { symptomFlags, weeklyAdherence, type RoundOverview } from './adherence';
import type { StoredProgram } from './program';

/** What a note's home-programme summary is made from: the therapist's copy of the programme and
 * the rounds, and the note's reporting period (`from` '' when nothing comes before it). */
export interface HomeSummaryInput {
  period: { from: string; to: string };
  /** Every programme version, newest first. */
  versions: readonly Pick<StoredProgram, 'program' | 'version' | 'prescribedAt'>[];
  /** Whether a patient account is linked to the record now. */
  isLinked: boolean;
  /** The rounds shared while linked, in any order. */
  rounds: readonly RoundOverview[];
}

const dayOf = (iso: string) => iso.slice(0, 10);
const DAY_MS = 86_400_000;
const weekEnd = (start: string) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;
const list = (parts: readonly string[]) =>
  parts.length < 2
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function periodWords({ from, to }: HomeSummaryInput['period']): string {
  return from ? `${mmddyyyy(from)} to ${mmddyyyy(to)}` : `up to ${mmddyyyy(to)}`;
}

/** The programme in force at the end of the period: the newest version prescribed by then. */
function programOf(input: HomeSummaryInput) {
  return input.versions.find((v) => dayOf(v.prescribedAt) <= input.period.to);
}

function programSentence(current: ReturnType<typeof programOf>): string {
  if (!current) return 'No home programme was prescribed by the end of the period.';
  const p = current.program;
  const what = p.exercises.map(
    (e) => `${exercises[e.exercise].title} ${plural(e.amount, e.unit.slice(0, -1))}`,
  );
  return (
    `Programme (version ${String(current.version)}, ${mmddyyyy(p.startDate)} to ` +
    `${mmddyyyy(p.endDate)}): ${list(what)} a session, ${plural(p.sessionsPerWeek, 'session')} a week.`
  );
}

/** Sessions done against prescribed over the programme weeks that overlap the period; a
 * session is a day with a round (`weeklyAdherence`). Empty when no programme week falls in it. */
function adherenceSentence(
  current: NonNullable<ReturnType<typeof programOf>>,
  rounds: readonly RoundOverview[],
  { from, to }: HomeSummaryInput['period'],
): string {
  const weeks = weeklyAdherence(current.program, rounds, to).filter(
    (w) => weekEnd(w.weekStart) >= from,
  );
  if (weeks.length === 0) return '';
  const done = weeks.reduce((n, w) => n + w.done, 0);
  const prescribed = weeks.reduce((n, w) => n + w.prescribed, 0);
  const percent = Math.round((done / prescribed) * 100);
  return (
    `Sessions done: ${String(done)} of ${String(prescribed)} prescribed (${String(percent)}%) ` +
    `over ${plural(weeks.length, 'programme week')}.`
  );
}

/** The final level of each exercise's first and last round in the period, in play order. */
function levelSentence(rounds: readonly RoundOverview[]): string {
  const byExercise = new Map<RoundOverview['exercise'], RoundOverview[]>();
  for (const r of rounds) byExercise.set(r.exercise, [...(byExercise.get(r.exercise) ?? []), r]);
  const parts = [...byExercise].map(([exercise, played]) => {
    const first = played[0]?.finalLevel ?? 0;
    const last = played.at(-1)?.finalLevel ?? 0;
    const change =
      first === last
        ? `stayed at level ${String(last)}`
        : `level ${String(first)} to ${String(last)}`;
    return `${exercises[exercise].title} ${change} (${plural(played.length, 'round')})`;
  });
  return `Level from first to last round: ${list(parts)}.`;
}

function stopSentence(rounds: readonly RoundOverview[]): string {
  const stops = rounds.flatMap((r) => {
    const flags = symptomFlags(r);
    return flags.length
      ? [`${mmddyyyy(dayOf(r.startedAt))} (${flags.map(lowerFirst).join(', ')})`]
      : [];
  });
  if (stops.length === 0) return 'No round was stopped for symptoms.';
  return `Told to stop for the day for symptoms after ${plural(stops.length, 'round')}: ${list(stops)}.`;
}

/**
 * A plain-language paragraph on the home programme over a note's reporting period, for the
 * therapist to insert into the note and edit (docs/product.md#home-programme). Rounds count in the
 * period by their UTC day, from and to both included, as adherence counts days.
 */
export function homeProgramSummary(input: HomeSummaryInput): string {
  const { period } = input;
  const rounds = input.rounds
    .filter((r) => dayOf(r.startedAt) >= period.from && dayOf(r.startedAt) <= period.to)
    .sort((a, b) => byInstant(a.startedAt, b.startedAt));
  const current = programOf(input);
  const sentences = [`Home programme, ${periodWords(period)}.`, programSentence(current)];
  if (rounds.length === 0) {
    sentences.push(
      input.isLinked
        ? 'No rounds were played at home in this period.'
        : 'No patient account is linked, so no home rounds were shared in this period.',
    );
    if (current && input.isLinked) sentences.push(adherenceSentence(current, rounds, period));
    return sentences.filter(Boolean).join(' ');
  }
  if (current) sentences.push(adherenceSentence(current, rounds, period));
  sentences.push(levelSentence(rounds), stopSentence(rounds));
  if (!input.isLinked) sentences.push('The patient account is no longer linked.');
  return sentences.filter(Boolean).join(' ');
}
