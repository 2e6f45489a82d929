import type { BinocularVision } from '../binocular-vision';
import type { FieldLabels } from './field-keys';

/** Each finding with its unit, as the form, the history and the reports name it. */
export const binocularVisionLabels = {
  npcBreak: 'Near point of convergence, break (cm)',
  npcRecovery: 'Near point of convergence, recovery (cm)',
  phoriaDistance: 'Cover test phoria, distance (Δ)',
  phoriaDistanceDirection: 'Phoria at distance, eso or exo',
  phoriaNear: 'Cover test phoria, near (Δ)',
  phoriaNearDirection: 'Phoria at near, eso or exo',
  pfvNearBlur: 'Positive fusional vergence at near, blur (Δ)',
  pfvNearBreak: 'Positive fusional vergence at near, break (Δ)',
  pfvNearRecovery: 'Positive fusional vergence at near, recovery (Δ)',
  nfvNearBlur: 'Negative fusional vergence at near, blur (Δ)',
  nfvNearBreak: 'Negative fusional vergence at near, break (Δ)',
  nfvNearRecovery: 'Negative fusional vergence at near, recovery (Δ)',
  amplitudeRight: 'Amplitude of accommodation, right eye (D)',
  amplitudeLeft: 'Amplitude of accommodation, left eye (D)',
  monocularFacilityRight: 'Monocular accommodative facility, right eye (cpm)',
  monocularFacilityLeft: 'Monocular accommodative facility, left eye (cpm)',
  binocularFacility: 'Binocular accommodative facility (cpm)',
  vergenceFacility: 'Vergence facility (cpm)',
  stereoacuity: 'Stereoacuity (arc seconds)',
  namingTime: 'Timed number naming, time (s)',
  namingErrors: 'Timed number naming, errors',
} as const satisfies FieldLabels<BinocularVision>;
