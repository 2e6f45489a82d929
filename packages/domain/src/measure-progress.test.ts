import { describe, expect, it } from 'vitest';
import { BinocularVision } from './binocular-vision';
import {
  binocularPoints,
  compareMeasures,
  measuresUpTo,
  measureText,
  type MeasurePoint,
} from './measure-progress';

const bv = (v: Partial<BinocularVision>) => BinocularVision.parse(v);
const dob = '2012-03-01';

describe('measure points and the baseline-versus-now comparison', () => {
  const records = [
    // Out of date order on purpose: the main evaluation is the baseline wherever it sits.
    {
      kind: 'progressNote',
      date: '2026-10-01',
      binocularVision: bv({ npcBreak: 8, amplitudeRight: 11 }),
    },
    {
      kind: 'mainEvaluation',
      date: '2026-09-01',
      binocularVision: bv({ npcBreak: 14, amplitudeRight: 8 }),
    },
    { kind: 'dischargeNote', date: '2026-11-20', binocularVision: bv({ npcBreak: 4 }) },
    { kind: 'updateNote', date: '2026-10-15', binocularVision: null },
  ] as const;

  it('turns each filled finding into a point read against its norm on that day', () => {
    const points = binocularPoints(records, dob);
    expect(points.filter((p) => p.measure === 'amplitudeRight')).toEqual([
      {
        measure: 'amplitudeRight',
        label: 'Amplitude of accommodation, right eye',
        date: '2026-09-01',
        value: 8,
        unit: 'D',
        norm: { expected: 'at least 11.5 D at age 14', flagged: true, limit: 11.5 },
        isBaseline: true,
      },
      {
        measure: 'amplitudeRight',
        label: 'Amplitude of accommodation, right eye',
        date: '2026-10-01',
        value: 11,
        unit: 'D',
        norm: { expected: 'at least 11.5 D at age 14', flagged: true, limit: 11.5 },
      },
    ]);
  });

  it('compares the main evaluation with the latest value', () => {
    const rows = compareMeasures(binocularPoints(records, dob));
    expect(rows.find((r) => r.measure === 'npcBreak')).toEqual({
      measure: 'npcBreak',
      label: 'Near point of convergence, break',
      unit: 'cm',
      baseline: 14,
      now: 4,
      change: -10,
      norm: 'less than 6 cm',
      withinNorm: true,
    });
    expect(rows.find((r) => r.measure === 'amplitudeRight')).toMatchObject({
      baseline: 8,
      now: 11,
      change: 3,
      withinNorm: false,
    });
  });

  it('takes points from elsewhere (a questionnaire score) in the same shape', () => {
    const ciss: MeasurePoint[] = [
      {
        measure: 'ciss',
        label: 'CISS score',
        date: '2026-09-01',
        value: 30,
        unit: 'points',
        isBaseline: true,
      },
      { measure: 'ciss', label: 'CISS score', date: '2026-11-20', value: 12, unit: 'points' },
    ];
    const rows = compareMeasures([...binocularPoints(records, dob), ...ciss]);
    expect(rows.at(-1)).toEqual({
      measure: 'ciss',
      label: 'CISS score',
      unit: 'points',
      baseline: 30,
      now: 12,
      change: -18,
      norm: '',
      withinNorm: null,
    });
  });

  it('has no now and no change with the baseline alone', () => {
    const rows = compareMeasures(binocularPoints([records[1]], dob));
    expect(rows[0]).toMatchObject({ baseline: 14, now: null, change: null });
  });

  it('writes phorias in clinical words', () => {
    expect(measureText('phoriaNear', -6, 'Δ')).toBe('6 Δ exo');
    expect(measureText('amplitudeRight', 11.5, 'D')).toBe('11.5 D');
    expect(measureText('namingErrors', 2, 'errors')).toBe('2');
  });

  it("prints a note's questionnaires up to its visit beside its findings", () => {
    const source = (id: string, kind: 'mainEvaluation' | 'progressNote', date: string) => ({
      id,
      kind,
      createdAt: `${date}T10:00:00Z`,
      appointment: { appointmentDate: date },
      binocularVision: { npcBreak: kind === 'mainEvaluation' ? 14 : 8 },
    });
    const ciss = (takenAt: string, each: number) => ({
      instrument: 'CISS' as const,
      takenAt,
      answers: Array.from({ length: 15 }, () => each),
    });
    const sources = [
      source('e', 'mainEvaluation', '2026-09-01'),
      source('n', 'progressNote', '2026-10-01'),
    ];
    const outcomes = [ciss('2026-09-01', 2), ciss('2026-09-30', 1), ciss('2026-10-02', 0)];
    const rows = compareMeasures(measuresUpTo(sources, 'n', dob, outcomes));
    expect(rows.map((r) => [r.measure, r.baseline, r.now])).toEqual([
      ['npcBreak', 14, 8],
      ['CISS', 30, 15],
    ]);
    // The evaluation's own report knows only what was taken by its visit.
    expect(compareMeasures(measuresUpTo(sources, 'e', dob, outcomes)).at(-1)).toMatchObject({
      measure: 'CISS',
      baseline: 30,
      now: null,
    });
  });
});
