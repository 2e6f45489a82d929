/**
 * Outcome instruments (docs/outcome-measures.md): a questionnaire or screening protocol as data
 * (its items, each item's answer scale, its source) with the published scoring beside it. The
 * device and the server score with the same function, so a score shown on the tablet is the one
 * the server stores; the server ignores any score a client sends.
 */

/** The answers an item takes: whole steps of `step` from `min` to `max`. `labels`, when given,
 * names each value from `min` upwards (a Likert scale); `unit` names a measurement's unit. */
export interface AnswerScale {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly labels?: readonly string[];
  readonly unit?: string;
}

export interface InstrumentItem {
  /** Stable within the instrument: answers are stored by position, items are shown by id. */
  readonly id: string;
  readonly text: string;
  readonly scale: AnswerScale;
  /** A heading the item is shown under (a VOMS component, for example). */
  readonly group?: string;
}

/** One line of a score's breakdown (a component's symptoms, a measurement). */
export interface ScorePart {
  readonly label: string;
  readonly value: number;
  readonly flagged: boolean;
}

export interface OutcomeScore {
  readonly score: number;
  readonly maxScore: number;
  /** At or past the instrument's published cut-off: worth the clinician's attention. */
  readonly flagged: boolean;
  /** One or two sentences a clinician can read aloud or print. */
  readonly interpretation: string;
  readonly parts: readonly ScorePart[];
}

export interface Instrument {
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
  /** Read to the patient before the items. */
  readonly instructions: string;
  /** The publication the items, scoring and cut-offs come from. */
  readonly source: string;
  readonly items: readonly InstrumentItem[];
  /** Scores answers already checked against the items (see answerProblems). `ageYears` is the
   * patient's age on the day the instrument was taken, or null when the birth date is unknown. */
  readonly score: (answers: readonly number[], ageYears: number | null) => OutcomeScore;
}

/** Every value an item's scale allows, lowest first. */
export function scaleValues(scale: AnswerScale): number[] {
  const count = Math.round((scale.max - scale.min) / scale.step) + 1;
  return Array.from({ length: count }, (_, i) => roundStep(scale.min + i * scale.step));
}

/** Keeps 0.5-cm steps exact in binary floating point. */
const roundStep = (v: number) => Math.round(v * 1000) / 1000;

function fitsScale(value: number, scale: AnswerScale): boolean {
  if (!Number.isFinite(value) || value < scale.min || value > scale.max) return false;
  const steps = (value - scale.min) / scale.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** What is wrong with a set of answers, by position: a missing, extra or off-scale answer. */
export function answerProblems(
  instrument: Instrument,
  answers: readonly number[],
): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  const expected = instrument.items.length;
  if (answers.length !== expected) {
    problems.push({
      index: -1,
      message: `The ${instrument.shortName} has ${String(expected)} answers; ${String(answers.length)} were given`,
    });
  }
  instrument.items.forEach((item, index) => {
    const value = answers[index];
    if (value === undefined) return;
    if (!fitsScale(value, item.scale)) {
      const unit = item.scale.unit ? ` ${item.scale.unit}` : '';
      problems.push({
        index,
        message: `Answer with a value from ${String(item.scale.min)} to ${String(item.scale.max)}${unit} in steps of ${String(item.scale.step)}`,
      });
    }
  });
  return problems;
}

export const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
