import { binocularFields, fieldNorms, findingValue, flagOf } from './binocular-flags';
import type { BinocularField } from './binocular-flags';
import type { BinocularVision } from './binocular-vision';
import { ageOn } from './dates';
import { binocularVisionLabels } from './labels/binocular-vision';
import { binocularNorms, outcomeMeasurePoints, phoriaWords, type OutcomeAnswers } from './outcomes';
import { byText } from './primitives';
import { readSectionLeniently } from './read-section';
import type { RecordKind } from './sections';
import { countedVisit } from './visit-count';

/** One measured value on one day. Questionnaire scores (a CISS total, say) come in the same
 * shape, so a patient's graphs and comparison rows take points from any source. */
export interface MeasurePoint {
  /** A stable key: the finding's field ('amplitudeRight') or an instrument's id. */
  readonly measure: string;
  readonly label: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly value: number;
  readonly unit: string;
  /** The norm the value was read against on that day, where one applies. */
  readonly norm?: { readonly expected: string; readonly flagged: boolean; readonly limit?: number };
  /** True for the main evaluation's value: the baseline every later one is compared with. */
  readonly isBaseline?: boolean;
}

/** A record's findings as the progress reads them: its kind, its visit day, its section. */
export interface MeasuredRecord {
  readonly kind: RecordKind;
  readonly date: string;
  readonly binocularVision: BinocularVision | null;
}

/** A finding's label without its unit in brackets: the unit prints beside each value. */
const labelOf = (field: BinocularField) => binocularVisionLabels[field].replace(/ \([^)]*\)$/, '');
const unitOf = (field: BinocularField) => {
  const norm = fieldNorms[field];
  return norm ? binocularNorms[norm.measure].unit : 'Δ';
};

/** The binocular findings of a patient's records as points, oldest first: the main evaluation
 * is the baseline, then each note and the discharge note, each read against its norm at the
 * patient's age on that day (docs/outcome-measures.md#progress). */
export function binocularPoints(records: readonly MeasuredRecord[], dateOfBirth: string) {
  const main = records.find((r) => r.kind === 'mainEvaluation')?.binocularVision ?? null;
  const sorted = [...records].sort(
    (a, b) =>
      Number(b.kind === 'mainEvaluation') - Number(a.kind === 'mainEvaluation') ||
      byText(a.date, b.date),
  );
  return sorted.flatMap((r) => {
    const v = r.binocularVision;
    if (!v) return [];
    const age = ageOn(dateOfBirth, new Date(`${r.date}T12:00:00`));
    const context = { age: age !== null && age >= 0 ? age : null, baseline: main };
    return binocularFields.flatMap((field): MeasurePoint[] => {
      const value = findingValue(v, field);
      if (value === null) return [];
      const flag = flagOf(v, field, context);
      return [
        {
          measure: field,
          label: labelOf(field),
          date: r.date,
          value,
          unit: unitOf(field),
          ...(flag
            ? { norm: { expected: flag.expected, flagged: flag.flagged, limit: flag.limit } }
            : {}),
          ...(r.kind === 'mainEvaluation' ? { isBaseline: true } : {}),
        },
      ];
    });
  });
}

export interface MeasureComparison {
  readonly measure: string;
  readonly label: string;
  readonly unit: string;
  readonly baseline: number | null;
  /** The latest value after the baseline, or null when there is none yet. */
  readonly now: number | null;
  readonly change: number | null;
  /** The norm the latest value was read against, in words; '' where none applies. */
  readonly norm: string;
  /** Whether the latest value meets its norm; null without a norm. */
  readonly withinNorm: boolean | null;
}

/** Baseline against now, a row per measure in the order the points first name them. */
export function compareMeasures(points: readonly MeasurePoint[]): MeasureComparison[] {
  const byMeasure = new Map<string, MeasurePoint[]>();
  for (const p of points) byMeasure.set(p.measure, [...(byMeasure.get(p.measure) ?? []), p]);
  return [...byMeasure.values()].map((list) => {
    const first = list.find((p) => p.isBaseline) ?? list[0];
    const later = list.filter((p) => p !== first).sort((a, b) => byText(a.date, b.date));
    const last = later.at(-1);
    const latest = last ?? first;
    const change = first && last ? Math.round((last.value - first.value) * 100) / 100 : null;
    return {
      measure: latest?.measure ?? '',
      label: latest?.label ?? '',
      unit: latest?.unit ?? '',
      baseline: first?.value ?? null,
      now: last?.value ?? null,
      change,
      norm: latest?.norm?.expected ?? '',
      withinNorm: latest?.norm ? !latest.norm.flagged : null,
    };
  });
}

/** A value with its unit as a clinician writes it: '3 Δ exo', '11.5 D', '40 arc seconds'. */
export function measureText(measure: string, value: number | null, unit: string): string {
  if (value === null) return '';
  if (measure === 'phoriaDistance' || measure === 'phoriaNear') return phoriaWords(value);
  return unit === 'errors' ? String(value) : `${String(value)} ${unit}`;
}

/** A record as stored (its appointment dates it), for the points of a report or a graph. */
export interface MeasuredSource {
  readonly id: string;
  readonly kind: RecordKind;
  readonly createdAt: string;
  readonly appointment?: unknown;
  readonly binocularVision?: unknown;
}

/** A stored record as the progress reads it: dated by its visit, its findings read leniently. */
export function measuredRecord(s: MeasuredSource): MeasuredRecord & { id: string } {
  return {
    id: s.id,
    kind: s.kind,
    date: countedVisit(s).date,
    binocularVision:
      s.binocularVision == null
        ? null
        : readSectionLeniently('binocularVision', s.binocularVision).value,
  };
}

/** A questionnaire result as a report reads it. */
export type MeasuredOutcome = Pick<OutcomeAnswers, 'instrument' | 'takenAt' | 'answers'>;

/** The points of a main evaluation and its notes, and of the patient's questionnaires, as a
 * report of `recordId` prints them: what was dated up to that record's visit, so an old note's
 * report shows what was known then. */
export function measuresUpTo(
  sources: readonly MeasuredSource[],
  recordId: string,
  dateOfBirth: string,
  outcomes: readonly MeasuredOutcome[] = [],
): MeasurePoint[] {
  const records = sources.map(measuredRecord);
  const until = records.find((r) => r.id === recordId)?.date;
  if (until === undefined) return [];
  return [
    ...binocularPoints(
      records.filter((r) => r.date <= until),
      dateOfBirth,
    ),
    ...outcomeMeasurePoints(
      outcomes.filter((o) => o.takenAt <= until),
      dateOfBirth,
    ),
  ];
}
