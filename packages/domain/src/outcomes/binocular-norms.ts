/**
 * Norms for binocular vision and accommodation findings, each with the publication it comes from
 * (docs/outcome-measures.md#binocular-vision-norms). A finding is compared with its norm as it is
 * typed; outside the norm it is flagged, never corrected. Prism dioptres (Δ) of a phoria are
 * signed: esophoria positive, exophoria negative.
 */

export interface NormContext {
  /** Age in whole years on the day of the finding, or null when not known. */
  readonly age: number | null;
  /** The near phoria (signed Δ), for Sheard's criterion on the positive fusional vergence. */
  readonly nearPhoria?: number | null;
  /** The same finding at the patient's first (baseline) test, for tests read against it. */
  readonly baseline?: number | null;
}

export interface NormCheck {
  /** The expected value in words, e.g. 'at least 10.0 D at age 20'. */
  readonly expected: string;
  readonly flagged: boolean;
  /** The one value the norm is drawn at on a graph; absent for a range (a phoria's). */
  readonly limit?: number;
}

export interface Norm {
  readonly label: string;
  readonly unit: string;
  readonly source: string;
  /** null where this norm says nothing for the context (no norm at that age, no baseline yet). */
  readonly check: (value: number, context: NormContext) => NormCheck | null;
}

const CITT =
  'Convergence Insufficiency Treatment Trial Study Group. Arch Ophthalmol 2008;126(10):1336-1349';
const MORGAN =
  'Morgan MW. Analysis of clinical data. Am J Optom Arch Am Acad Optom 1944;21:477-491';
const HOFSTETTER =
  'Hofstetter HW. Useful age-amplitude formula. Optom World 1950;38:42-45 (minimum 15 − 0.25 × age)';
const FACILITY =
  'Zellers JA, Alpert TL, Rouse MW. J Am Optom Assoc 1984;55(1):31-37 (13 to 30 years); Scheiman M et al. Am J Optom Physiol Opt 1988;65(2):127-134 (6 to 12 years); ±2.00 D flippers';

const atMost =
  (limit: number, unit: string): Norm['check'] =>
  (value) => ({
    expected: `less than ${String(limit)} ${unit}`,
    flagged: value >= limit,
    limit,
  });
const atLeast =
  (limit: number, unit: string): Norm['check'] =>
  (value) => ({
    expected: `at least ${String(limit)} ${unit}`,
    flagged: value < limit,
    limit,
  });
const within =
  (low: number, high: number): Norm['check'] =>
  (value) => ({
    expected: `${phoriaWords(low)} to ${phoriaWords(high)}`,
    flagged: value < low || value > high,
  });

/** A signed phoria in clinical words: -3 → '3 Δ exo', 1 → '1 Δ eso', 0 → 'ortho'. */
export function phoriaWords(value: number): string {
  if (value === 0) return 'ortho';
  return `${String(Math.abs(value))} Δ ${value < 0 ? 'exo' : 'eso'}`;
}

/** Expected accommodative facility in cycles per minute by age, or null outside 6 to 30 years. */
function facilityNorm(age: number | null, table: readonly [number, number, number][]) {
  if (age === null) return null;
  return table.find(([from, to]) => age >= from && age <= to)?.[2] ?? null;
}
const monocularFacility: readonly [number, number, number][] = [
  [6, 6, 5.5],
  [7, 7, 6.5],
  [8, 12, 7],
  [13, 30, 11],
];
const binocularFacility: readonly [number, number, number][] = [
  [6, 6, 3],
  [7, 7, 3.5],
  [8, 12, 5],
  [13, 30, 8],
];
const facility = (table: readonly [number, number, number][]) => (v: number, c: NormContext) => {
  const norm = facilityNorm(c.age, table);
  return norm === null
    ? null
    : { expected: `at least ${String(norm)} cpm`, flagged: v < norm, limit: norm };
};

/** Hofstetter's minimum amplitude of accommodation for an age, in dioptres. */
export const minimumAmplitude = (age: number) => 15 - 0.25 * age;

export const binocularNorms = {
  npcBreak: {
    label: 'Near point of convergence, break',
    unit: 'cm',
    source: `${CITT} (receded at 6 cm or more)`,
    check: atMost(6, 'cm'),
  },
  npcRecovery: {
    label: 'Near point of convergence, recovery',
    unit: 'cm',
    source:
      'Scheiman M, Gallaway M, Frantz KA, et al. Nearpoint of convergence: test procedure, target selection, and normative data. Optom Vis Sci 2003;80(3):214-225 (7 cm or more with an accommodative target)',
    check: atMost(7, 'cm'),
  },
  phoriaDistance: {
    label: 'Cover test phoria, distance',
    unit: 'Δ',
    source: `${MORGAN} (1 Δ exo ± 2)`,
    check: within(-3, 1),
  },
  phoriaNear: {
    label: 'Cover test phoria, near',
    unit: 'Δ',
    source: `${MORGAN} (3 Δ exo ± 5)`,
    check: within(-8, 2),
  },
  pfvNearBreak: {
    label: 'Positive fusional vergence at near, break',
    unit: 'Δ',
    source: `${CITT} (15 Δ or less, or less than twice the near exophoria: Sheard's criterion)`,
    check: (value, { nearPhoria }) => {
      const sheard = nearPhoria != null && nearPhoria < 0 ? -2 * nearPhoria : 0;
      const limit = Math.max(15, sheard);
      return { expected: `more than ${String(limit)} Δ`, flagged: value <= limit, limit };
    },
  },
  pfvNearBlur: {
    label: 'Positive fusional vergence at near, blur',
    unit: 'Δ',
    source: `${MORGAN} (17 Δ ± 5)`,
    check: atLeast(12, 'Δ'),
  },
  pfvNearRecovery: {
    label: 'Positive fusional vergence at near, recovery',
    unit: 'Δ',
    source: `${MORGAN} (11 Δ ± 7)`,
    check: atLeast(4, 'Δ'),
  },
  nfvNearBlur: {
    label: 'Negative fusional vergence at near, blur',
    unit: 'Δ',
    source: `${MORGAN} (13 Δ ± 4)`,
    check: atLeast(9, 'Δ'),
  },
  nfvNearRecovery: {
    label: 'Negative fusional vergence at near, recovery',
    unit: 'Δ',
    source: `${MORGAN} (13 Δ ± 5)`,
    check: atLeast(8, 'Δ'),
  },
  nfvNearBreak: {
    label: 'Negative fusional vergence at near, break',
    unit: 'Δ',
    source: `${MORGAN} (21 Δ ± 4)`,
    check: atLeast(17, 'Δ'),
  },
  pfvDistanceBreak: {
    label: 'Positive fusional vergence at distance, break',
    unit: 'Δ',
    source: `${MORGAN} (19 Δ ± 8)`,
    check: atLeast(11, 'Δ'),
  },
  nfvDistanceBreak: {
    label: 'Negative fusional vergence at distance, break',
    unit: 'Δ',
    source: `${MORGAN} (7 Δ ± 3)`,
    check: atLeast(4, 'Δ'),
  },
  amplitude: {
    label: 'Amplitude of accommodation',
    unit: 'D',
    source: HOFSTETTER,
    check: (value, { age }) => {
      if (age === null) return null;
      const min = minimumAmplitude(age);
      return {
        expected: `at least ${min.toFixed(1)} D at age ${String(age)}`,
        flagged: value < min,
        limit: min,
      };
    },
  },
  monocularFacility: {
    label: 'Monocular accommodative facility',
    unit: 'cpm',
    source: FACILITY,
    check: facility(monocularFacility),
  },
  binocularFacility: {
    label: 'Binocular accommodative facility',
    unit: 'cpm',
    source: FACILITY,
    check: facility(binocularFacility),
  },
  vergenceFacility: {
    label: 'Vergence facility (3 Δ base-in / 12 Δ base-out, near)',
    unit: 'cpm',
    source:
      'Gall R, Wick B, Bedell H. Vergence facility: establishing clinical utility. Optom Vis Sci 1998;75(10):731-742 (fewer than 15 cpm)',
    check: atLeast(15, 'cpm'),
  },
  stereoacuity: {
    label: 'Stereoacuity',
    unit: 'arc seconds',
    source:
      'Scheiman M, Wick B. Clinical Management of Binocular Vision, 5th ed., 2019 (40 seconds of arc or better from 7 years, Randot)',
    check: (value, { age }) =>
      age === null || age < 7
        ? null
        : { expected: 'at most 40 arc seconds', flagged: value > 40, limit: 40 },
  },
  namingTime: {
    label: 'Timed number naming, time',
    unit: 's',
    source:
      'Galetta KM, Barrett J, Allen M, et al. The King-Devick test as a determinant of head trauma and concussion in boxers and MMA fighters. Neurology 2011;76(17):1456-1462 (any worsening from the baseline)',
    check: (value, { baseline }) =>
      baseline == null
        ? null
        : {
            expected: `no slower than the baseline, ${String(baseline)} s`,
            flagged: value > baseline,
            limit: baseline,
          },
  },
  namingErrors: {
    label: 'Timed number naming, errors',
    unit: 'errors',
    source: 'Galetta KM et al. Neurology 2011;76(17):1456-1462 (any worsening from the baseline)',
    check: (value, { baseline }) =>
      baseline == null
        ? null
        : {
            expected: `no more than the baseline, ${String(baseline)}`,
            flagged: value > baseline,
            limit: baseline,
          },
  },
} as const satisfies Record<string, Norm>;

export type BinocularMeasure = keyof typeof binocularNorms;
