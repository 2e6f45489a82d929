import {
  consenualResponseOptions,
  directLightResponseOptions,
  edemaOptions,
  eyeMuscles,
  eyeReflexFields,
  lawsofEyeMovementsOptions,
  oxfordScaleOptions,
  painOptions,
  pupilSizeandShapeOptions,
  reflexOptions,
  romScaleOptions,
  severityOptions,
  visualAcuityOptions,
} from '@optolight/domain';

/** Right eye (OD) first, then left (OS), as clinicians write it; the report follows. */
export const eyes = [
  { key: 'rightObservation', short: 'Right', title: 'Right eye (OD)' },
  { key: 'leftObservation', short: 'Left', title: 'Left eye (OS)' },
] as const;

/** One row of the per-eye observation table: a path inside an eye's object and its control. */
export type EyeRow =
  | { path: string; label: string; type: 'select'; options: readonly string[] }
  | { path: string; label: string; type: 'number' | 'text' };

/** Rows in the order of the ObjectiveObservation schema's per-eye fields; labels come from the
 * domain. */
export function eyeRows(label: (key: string) => string): EyeRow[] {
  const select = (path: string, options: readonly string[], key = path): EyeRow => ({
    path,
    label: label(key),
    type: 'select',
    options,
  });
  const number = (path: string): EyeRow => ({ path, label: label(path), type: 'number' });
  return [
    select('directLightResponse', directLightResponseOptions),
    select('consenualResponse', consenualResponseOptions),
    select('pupilSizeandShape', pupilSizeandShapeOptions),
    select('romScale', romScaleOptions),
    number('romHorizontalRight'),
    number('romHorizontalLeft'),
    number('romVerticalUp'),
    number('romVerticalDown'),
    select('romofEyeMusclesRange', severityOptions),
    ...eyeMuscles.map((m) => select(`eyeMuscleStrength.${m}`, oxfordScaleOptions, m)),
    select('pain', painOptions),
    ...eyeReflexFields.map((r) => select(r, reflexOptions)),
    { path: 'distanceofTwoEyes', label: label('distanceofTwoEyes'), type: 'text' },
    select('lawsofEyeMovements', lawsofEyeMovementsOptions),
    select('visualAcuity', visualAcuityOptions),
    select('edema', edemaOptions),
  ];
}
