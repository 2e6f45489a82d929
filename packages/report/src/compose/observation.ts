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

function eyeTable(title: string, rows: string[][]): Block[] {
  const filled = rows.filter(([, right, left]) => right !== '' || left !== '');
  return filled.length
    ? [{ type: 'grid', columns: [title, 'Right eye (OD)', 'Left eye (OS)'], rows: filled }]
    : [];
}

export function observationBlocks(o: ObjectiveObservation): Block[] {
  const left = o.leftObservation;
  const right = o.rightObservation;
  const general: Block = {
    type: 'fields',
    fields: fields(
      [ob.eyeDominance, option(o.eyeDominance)],
      [ob.visualAcuityDevelopment, option(o.visualAcuityDevelopment)],
      [ob.eyeOpening, option(o.eyeOpening)],
      [ob.orientation, commaList(o.orientation)],
      [ob.pupillaryDistance, text(o.pupillaryDistance)],
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
        g.keys.map((k) => [ob[k], eyeValue(right, k), eyeValue(left, k)]),
      ),
      // Strength sits after range of motion, as on the form.
      ...(i === 1 ? eyeTable(`${ob.eyeMuscleStrength} (Oxford scale)`, muscles) : []),
    ]),
  ];
}
