import {
  EyeObservation,
  oxfordScaleOptions,
  valueAt,
  visualAcuityOptions,
} from '@optolight/domain';
import { expect, it } from 'vitest';
import { eyeRows } from './eye-rows';

const leaves = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, v]: [string, unknown]) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? leaves(v, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

it('has one row per field of an eye, in the schema’s order, with the schema’s controls', () => {
  const rows = eyeRows((key) => key);
  const empty = EyeObservation.parse({});
  expect(rows.map((r) => r.path)).toEqual(leaves(empty));
  for (const row of rows) expect(valueAt(empty, row.path), row.path).not.toBeUndefined();
  const byPath = new Map(rows.map((r) => [r.path, r]));
  expect(byPath.get('visualAcuity')).toMatchObject({
    type: 'select',
    options: visualAcuityOptions,
  });
  expect(byPath.get('eyeMuscleStrength.SO')).toMatchObject({
    label: 'SO',
    options: oxfordScaleOptions,
  });
  expect(byPath.get('romVerticalUp')?.type).toBe('number');
  expect(byPath.get('distanceofTwoEyes')?.type).toBe('text');
});
