import { signedPhoria, type BinocularVision } from './binocular-vision';
import {
  binocularNorms,
  minimumAmplitude,
  type BinocularMeasure,
  type NormContext,
} from './outcomes';
import { suggestDiagnoses, type DiagnosisSuggestion } from './outcomes';

/** The numeric findings of the section, each with the norm it is read against. */
export const binocularFields = [
  'npcBreak',
  'npcRecovery',
  'phoriaDistance',
  'phoriaNear',
  'pfvNearBlur',
  'pfvNearBreak',
  'pfvNearRecovery',
  'nfvNearBlur',
  'nfvNearBreak',
  'nfvNearRecovery',
  'amplitudeRight',
  'amplitudeLeft',
  'monocularFacilityRight',
  'monocularFacilityLeft',
  'binocularFacility',
  'vergenceFacility',
  'stereoacuity',
  'namingTime',
  'namingErrors',
] as const;
export type BinocularField = (typeof binocularFields)[number];

interface FieldNorm {
  readonly measure: BinocularMeasure;
  /** What a flagged value is, in the words a clinician reads first. */
  readonly whenFlagged: 'Below norm' | 'Above norm' | 'Outside norm' | 'Worse than baseline';
  /** The source in a word or two; the full citation is in docs/outcome-measures.md. */
  readonly cite: string;
}

/** Which published norm each finding is read against. Fusional vergences other than the near
 * positive break are read against Morgan's mean less one standard deviation. */
export const fieldNorms: Partial<Record<BinocularField, FieldNorm>> = {
  npcBreak: { measure: 'npcBreak', whenFlagged: 'Above norm', cite: 'CITT' },
  npcRecovery: { measure: 'npcRecovery', whenFlagged: 'Above norm', cite: 'Scheiman 2003' },
  phoriaDistance: { measure: 'phoriaDistance', whenFlagged: 'Outside norm', cite: 'Morgan' },
  phoriaNear: { measure: 'phoriaNear', whenFlagged: 'Outside norm', cite: 'Morgan' },
  pfvNearBreak: { measure: 'pfvNearBreak', whenFlagged: 'Below norm', cite: 'CITT, Sheard' },
  pfvNearBlur: { measure: 'pfvNearBlur', whenFlagged: 'Below norm', cite: 'Morgan' },
  pfvNearRecovery: { measure: 'pfvNearRecovery', whenFlagged: 'Below norm', cite: 'Morgan' },
  nfvNearBlur: { measure: 'nfvNearBlur', whenFlagged: 'Below norm', cite: 'Morgan' },
  nfvNearBreak: { measure: 'nfvNearBreak', whenFlagged: 'Below norm', cite: 'Morgan' },
  nfvNearRecovery: { measure: 'nfvNearRecovery', whenFlagged: 'Below norm', cite: 'Morgan' },
  amplitudeRight: { measure: 'amplitude', whenFlagged: 'Below norm', cite: 'Hofstetter' },
  amplitudeLeft: { measure: 'amplitude', whenFlagged: 'Below norm', cite: 'Hofstetter' },
  monocularFacilityRight: {
    measure: 'monocularFacility',
    whenFlagged: 'Below norm',
    cite: 'Zellers; Scheiman',
  },
  monocularFacilityLeft: {
    measure: 'monocularFacility',
    whenFlagged: 'Below norm',
    cite: 'Zellers; Scheiman',
  },
  binocularFacility: {
    measure: 'binocularFacility',
    whenFlagged: 'Below norm',
    cite: 'Zellers; Scheiman',
  },
  vergenceFacility: { measure: 'vergenceFacility', whenFlagged: 'Below norm', cite: 'Gall' },
  stereoacuity: { measure: 'stereoacuity', whenFlagged: 'Above norm', cite: 'Scheiman & Wick' },
  namingTime: { measure: 'namingTime', whenFlagged: 'Worse than baseline', cite: 'Galetta' },
  namingErrors: { measure: 'namingErrors', whenFlagged: 'Worse than baseline', cite: 'Galetta' },
};

export interface FieldFlag {
  readonly flagged: boolean;
  /** 'Below norm: expected at least 11.5 D at age 14 (Hofstetter)', or 'Within norm: …'. */
  readonly text: string;
  readonly expected: string;
  /** Where the norm's line is drawn on a graph; absent for a range. */
  readonly limit?: number;
}

/** A finding as the norms read it: phorias signed (eso +, exo −), others as typed. */
export function findingValue(v: BinocularVision, field: BinocularField): number | null {
  if (field === 'phoriaDistance') return signedPhoria(v.phoriaDistance, v.phoriaDistanceDirection);
  if (field === 'phoriaNear') return signedPhoria(v.phoriaNear, v.phoriaNearDirection);
  return v[field];
}

export interface FlagContext {
  /** Age in whole years on the record's date, or null when the birth date is not known. */
  readonly age: number | null;
  /** The main evaluation's findings, for tests read against the first one (naming test). */
  readonly baseline?: BinocularVision | null;
}

/** One finding against its norm: null when it has no value, no norm, or the norm says nothing
 * for this patient (no norm at that age, no baseline yet). */
export function flagOf(
  v: BinocularVision,
  field: BinocularField,
  c: FlagContext,
): FieldFlag | null {
  const value = findingValue(v, field);
  const norm = fieldNorms[field];
  if (value === null || !norm) return null;
  // Past 60 Hofstetter's minimum is 0 D or less: no amplitude falls below it, so none is read.
  if (norm.measure === 'amplitude' && c.age !== null && minimumAmplitude(c.age) <= 0) return null;
  const context: NormContext = {
    age: c.age,
    nearPhoria: findingValue(v, 'phoriaNear'),
    baseline: c.baseline ? findingValue(c.baseline, field) : null,
  };
  const check = binocularNorms[norm.measure].check(value, context);
  if (!check) return null;
  const word = check.flagged ? norm.whenFlagged : 'Within norm';
  return {
    flagged: check.flagged,
    expected: check.expected,
    text: `${word}: expected ${check.expected} (${norm.cite})`,
    ...(check.limit === undefined ? {} : { limit: check.limit }),
  };
}

/** Every finding's flag, by field. */
export function binocularFlags(v: BinocularVision, c: FlagContext) {
  return Object.fromEntries(binocularFields.map((f) => [f, flagOf(v, f, c)])) as Record<
    BinocularField,
    FieldFlag | null
  >;
}

/** The codes the findings support (never chosen for the clinician). */
export function suggestedCodes(v: BinocularVision, age: number | null): DiagnosisSuggestion[] {
  return suggestDiagnoses(
    {
      npcBreak: v.npcBreak,
      phoriaDistance: findingValue(v, 'phoriaDistance'),
      phoriaNear: findingValue(v, 'phoriaNear'),
      pfvNearBreak: v.pfvNearBreak,
      amplitudeRight: v.amplitudeRight,
      amplitudeLeft: v.amplitudeLeft,
    },
    age,
  );
}
