import { z } from 'zod';
import {
  consenualResponseOptions,
  directLightResponseOptions,
  edemaOptions,
  lawsofEyeMovementsOptions,
  oxfordScaleOptions,
  painOptions,
  pupilSizeandShapeOptions,
  reflexOptions,
  romScaleOptions,
  severityOptions,
  visualAcuityOptions,
} from './options';
import { choice, OptionalNumber, ShortText } from './primitives';

const oxford = () => choice(oxfordScaleOptions).default('');
const reflex = () => choice(reflexOptions).default('');

/** Oxford-scale strength of the six extra-ocular muscles. */
export const EyeMuscleStrength = z.strictObject({
  LR: oxford(),
  MR: oxford(),
  SR: oxford(),
  IR: oxford(),
  SO: oxford(),
  IO: oxford(),
});
export type EyeMuscleStrength = z.output<typeof EyeMuscleStrength>;

/** One eye's column of the Objectives of Observation table
 * (docs/product.md#fields-and-option-lists). */
export const EyeObservation = z.strictObject({
  directLightResponse: choice(directLightResponseOptions).default(''),
  consenualResponse: choice(consenualResponseOptions).default(''),
  pupilSizeandShape: choice(pupilSizeandShapeOptions).default(''),
  romScale: choice(romScaleOptions).default(''),
  romHorizontalRight: OptionalNumber.default(null),
  romHorizontalLeft: OptionalNumber.default(null),
  romVerticalUp: OptionalNumber.default(null),
  romVerticalDown: OptionalNumber.default(null),
  romofEyeMusclesRange: choice(severityOptions).default(''),
  eyeMuscleStrength: EyeMuscleStrength.default(() => EyeMuscleStrength.parse({})),
  pain: choice(painOptions).default(''),
  pathologicalReflexes: reflex(),
  pupillaryDarkReflexes: reflex(),
  pupillaryLightReflexes: reflex(),
  otherPupilReflexes: reflex(),
  ciliospinalReflexs: reflex(),
  nearAccommodativeTriad: reflex(),
  cornealReflex: reflex(),
  vestibuloOcularReflex: reflex(),
  palpebralOculogyricReflex: reflex(),
  lacrimatoryReflex: reflex(),
  optokineticReflex: reflex(),
  oculocardiacReflex: reflex(),
  oculoRespiratoryReflex: reflex(),
  oculoErneticReflex: reflex(),
  distanceofTwoEyes: ShortText.default(''),
  lawsofEyeMovements: choice(lawsofEyeMovementsOptions).default(''),
  visualAcuity: choice(visualAcuityOptions).default(''),
  edema: choice(edemaOptions).default(''),
});
export type EyeObservation = z.output<typeof EyeObservation>;
export type EyeObservationInput = z.input<typeof EyeObservation>;

/**
 * What "within normal limits" records for one eye: brisk direct and present consensual pupil
 * responses that accommodate, no limitation of range, full (5/5) strength in every muscle, the
 * physiological reflexes present (+), the pathological ones absent (−), no exaggerated vagal
 * response to pressure on the eye (oculo-cardiac, -respiratory, -emetic −), no edema. Findings
 * without a single normal (pain, the unit, measurements, other pupil reflexes, laws of
 * movement, acuity) stay for the clinician.
 */
export const eyeWithinNormalLimits = {
  directLightResponse: 'Brisk',
  consenualResponse: 'Present',
  pupilSizeandShape: 'Accommodation',
  romofEyeMusclesRange: 'None',
  eyeMuscleStrength: { LR: '5/5', MR: '5/5', SR: '5/5', IR: '5/5', SO: '5/5', IO: '5/5' },
  pathologicalReflexes: 'negative',
  pupillaryDarkReflexes: 'positive',
  pupillaryLightReflexes: 'positive',
  ciliospinalReflexs: 'positive',
  nearAccommodativeTriad: 'positive',
  cornealReflex: 'positive',
  vestibuloOcularReflex: 'positive',
  palpebralOculogyricReflex: 'positive',
  lacrimatoryReflex: 'positive',
  optokineticReflex: 'positive',
  oculocardiacReflex: 'negative',
  oculoRespiratoryReflex: 'negative',
  oculoErneticReflex: 'negative',
  edema: 'WNL',
} as const satisfies z.input<typeof EyeObservation>;
