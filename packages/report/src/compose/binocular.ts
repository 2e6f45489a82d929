import {
  ageOn,
  binocularFields,
  binocularVisionLabels as l,
  compareMeasures,
  fieldNorms,
  findingValue,
  flagOf,
  measureText,
  readSectionLeniently,
  binocularNorms,
  type BinocularVision,
  type MeasurePoint,
  type RecordKind,
} from '@optolight/domain';
import type { Block, GridRow } from '../model';

export interface BinocularContext {
  /** The patient's date of birth and the visit's day, for the norms that depend on age. */
  readonly dateOfBirth: string;
  readonly visitDay: string;
  /** The main evaluation's section as stored, for tests read against the first one. */
  readonly baseline?: unknown;
}

const unitOf = (field: (typeof binocularFields)[number]) => {
  const norm = fieldNorms[field];
  return norm ? binocularNorms[norm.measure].unit : 'Δ';
};

/** Each filled finding with its value and its flag against the norm for the patient's age on
 * the visit day (docs/outcome-measures.md#binocular-vision-norms). */
export function binocularBlocks(v: BinocularVision, c: BinocularContext): Block[] {
  const age = c.visitDay ? ageOn(c.dateOfBirth, new Date(`${c.visitDay}T12:00:00`)) : null;
  const baseline =
    c.baseline == null ? null : readSectionLeniently('binocularVision', c.baseline).value;
  const context = { age: age !== null && age >= 0 ? age : null, baseline };
  const rows: GridRow[] = binocularFields.flatMap((field) => {
    const value = findingValue(v, field);
    if (value === null) return [];
    const label = l[field].replace(/ \([^)]*\)$/, '');
    const flag = flagOf(v, field, context);
    return [[label, measureText(field, value, unitOf(field)), flag?.text ?? '']];
  });
  if (!rows.length) return [];
  return [
    {
      type: 'grid',
      caption: 'Findings and norms',
      columns: ['Finding', 'Value', 'Norm'],
      rows,
      widths: [0.38, 0.16, 0.46],
    },
  ];
}

const signed = (n: number) => (n > 0 ? `+${String(n)}` : String(n));

/** Progress and discharge notes: each measure at the main evaluation and now, with the change
 * and the norm now (docs/outcome-measures.md#progress). */
export function measuresBlocks(kind: RecordKind, points: readonly MeasurePoint[]): Block[] {
  if (kind !== 'progressNote' && kind !== 'dischargeNote') return [];
  const rows = compareMeasures(points).map((r): GridRow => {
    const norm = r.withinNorm === null ? '' : `${r.withinNorm ? 'Within' : 'Outside'}: ${r.norm}`;
    return [
      r.label,
      measureText(r.measure, r.baseline, r.unit),
      measureText(r.measure, r.now, r.unit),
      r.change === null ? '' : `${signed(r.change)} ${r.unit === 'errors' ? '' : r.unit}`.trim(),
      norm,
    ];
  });
  if (!rows.length) return [];
  return [
    {
      type: 'grid',
      caption: 'Measures: baseline and now',
      // The grid's first header is its caption: it repeats, '(continued)', on the next page.
      columns: ['Measures: baseline and now', 'Baseline', 'Now', 'Change', 'Norm (latest)'],
      rows,
      widths: [0.4, 0.12, 0.12, 0.1, 0.26],
    },
  ];
}
