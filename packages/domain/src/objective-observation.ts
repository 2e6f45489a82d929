import { z } from 'zod';
import { sectionVersions } from './migrations';
import { EyeObservation } from './eye-observation';
import { msg } from './messages';
import {
  eyeDominanceOptions,
  eyeOpeningOptions,
  gaitOptions,
  moodOptions,
  orientationOptions,
  visualAcuityDevelopmentOptions,
} from './options';
import { choice, choices, OptionalNumber } from './primitives';

/** Pupillary distance in centimetres: adults measure about 6, so anything outside (0, 20) is a
 * typo (most often millimetres typed into the cm field). */
const PupillaryDistance = OptionalNumber.refine(
  (v) => v === null || (v > 0 && v < 20),
  msg.pupillaryDistance,
);

/** Objectives of Observation (docs/product.md#fields-and-option-lists): whole-patient findings plus
 * one column per eye. */
export const ObjectiveObservation = z.strictObject({
  eyeDominance: choice(eyeDominanceOptions).default(''),
  visualAcuityDevelopment: choice(visualAcuityDevelopmentOptions).default(''),
  eyeOpening: choice(eyeOpeningOptions).default(''),
  orientation: choices(orientationOptions).default([]),
  pupillaryDistance: PupillaryDistance.default(null),
  mood: choices(moodOptions).default([]),
  gait: choice(gaitOptions).default(''),
  leftObservation: EyeObservation.default(() => EyeObservation.parse({})),
  rightObservation: EyeObservation.default(() => EyeObservation.parse({})),
});
export type ObjectiveObservation = z.output<typeof ObjectiveObservation>;
/** Versions of stored ObjectiveObservation content (./migrations.ts): version 1, no steps yet. A change of
 * shape adds a step here, with a test beside this file, and never edits an old one. */
export const ObjectiveObservationVersions = sectionVersions([]);
export type ObjectiveObservationInput = z.input<typeof ObjectiveObservation>;
