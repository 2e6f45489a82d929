import {
  eyeMuscles,
  eyeReflexFields,
  objectiveObservationLabels as ob,
  type EyeObservation,
  type ObjectiveObservation,
} from '@optolight/domain';
import type { Block } from '../model';
import { commaList, fields, option, text } from './values';

type EyeKey = Exclude<keyof EyeObservation, 'eyeMuscleStrength'>;

/** Per-eye findings in clinical groups; each group becomes its own table, right eye (OD) first
 * as clinicians write it and as the form shows it. */
const eyeGroups: { title: string; keys: EyeKey[] }[] = [
  {
    title: 'Pupils',
    keys: ['directLightResponse', 'consenualResponse', 'pupilSizeandShape'],
  },
  {
    title: 'Range of motion',
    keys: [
      'romScale',
      'romHorizontalRight',
      'romHorizontalLeft',
      'romVerticalUp',
      'romVerticalDown',
      'romofEyeMusclesRange',
    ],
  },
  {
    title: 'Reflexes',
    keys: [...eyeReflexFields],
  },
  {
    title: 'Other findings',
    keys: ['pain', 'distanceofTwoEyes', 'lawsofEyeMovements', 'visualAcuity', 'edema'],
  },
];

const romKeys: readonly EyeKey[] = [
  'romHorizontalRight',
  'romHorizontalLeft',
  'romVerticalUp',
  'romVerticalDown',
];

/** A ROM measurement carries its eye's unit: 42° or 3 mm. */
function eyeValue(eye: EyeObservation, key: EyeKey): string {
  const value = option(eye[key]);
  if (value === '' || !romKeys.includes(key)) return value;
  if (eye.romScale === 'degree') return `${value}°`;
  return eye.romScale === 'm.m' ? `${value} mm` : value;
}

/** The per-eye choice is a visual function tested (depth perception, colour or light
 * sensitivity), not an acuity: the row says so. */
const rowLabel = (key: EyeKey) => (key === 'visualAcuity' ? 'Visual function tested' : ob[key]);

/** Millimetres in a typed distance ('62 mm', '6.2 cm', or a bare number of `unit`). */
function millimetres(value: string, unit: 'mm' | 'cm'): number {
  const n = Number.parseFloat(value);
  return (/cm/.test(value) || (!/mm/.test(value) && unit === 'cm') ? 10 : 1) * n;
}

/**
 * The distance between the eyes is one measure of both. Typed alike for each eye it prints once
 * beside the pupillary distance, and not at all when it is that same distance; typed apart
 * (monocular distances) it stays in the eye table.
 */
function distanceBetween(o: ObjectiveObservation): { once: string; perEye: boolean } {
  const right = text(o.rightObservation.distanceofTwoEyes);
  const left = text(o.leftObservation.distanceofTwoEyes);
  if (right !== left) return { once: '', perEye: true };
  const pd = text(o.pupillaryDistance);
  const repeatsPd = pd !== '' && Math.abs(millimetres(right, 'mm') - millimetres(pd, 'cm')) < 0.5;
  return { once: repeatsPd ? '' : right, perEye: false };
}

function eyeTable(title: string, rows: string[][]): Block[] {
  const filled = rows.filter(([, right, left]) => right !== '' || left !== '');
  return filled.length
    ? [{ type: 'grid', columns: [title, 'Right eye (OD)', 'Left eye (OS)'], rows: filled }]
    : [];
}

export function observationBlocks(o: ObjectiveObservation): Block[] {
  const left = o.leftObservation;
  const right = o.rightObservation;
  const distance = distanceBetween(o);
  const keysOf = (keys: EyeKey[]) =>
    distance.perEye ? keys : keys.filter((k) => k !== 'distanceofTwoEyes');
  const general: Block = {
    type: 'fields',
    fields: fields(
      [ob.eyeDominance, option(o.eyeDominance)],
      [ob.visualAcuityDevelopment, option(o.visualAcuityDevelopment)],
      [ob.eyeOpening, option(o.eyeOpening)],
      [ob.orientation, commaList(o.orientation)],
      [ob.pupillaryDistance, text(o.pupillaryDistance)],
      [ob.distanceofTwoEyes, distance.once],
      [ob.mood, commaList(o.mood)],
      [ob.gait, option(o.gait)],
    ),
  };
  const muscles = eyeMuscles.map((m) => [
    ob[m],
    option(right.eyeMuscleStrength[m]),
    option(left.eyeMuscleStrength[m]),
  ]);
  return [
    general,
    ...eyeGroups.flatMap((g, i) => [
      ...eyeTable(
        g.title,
        keysOf(g.keys).map((k) => [rowLabel(k), eyeValue(right, k), eyeValue(left, k)]),
      ),
      // Strength sits after range of motion, as on the form.
      ...(i === 1 ? eyeTable(`${ob.eyeMuscleStrength} (Oxford scale)`, muscles) : []),
    ]),
  ];
}
