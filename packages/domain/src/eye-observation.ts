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

/** One eye's column of the Objectives of Observation table (spec §3, per eye). */
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
