/** Objective Observation choices shared by both eyes (docs/product.md#fields-and-option-lists,
 * docs/decisions.md#clinical-option-lists). */
export const eyeDominanceOptions = ['Right', 'Left'] as const;
export const visualAcuityDevelopmentOptions = [
  'Under One Month 20/800-20/200',
  'Two Month 20/150',
  'Four Month 20/60',
  'Six Month 20/20',
] as const;
export const eyeOpeningOptions = ['Symmetry', 'Asymmetry'] as const;
export const moodOptions = ['Alert', 'Cooperation', 'Motivation'] as const;
export const orientationOptions = ['Person', 'Place', 'Time'] as const;

export const gaitOptions = [
  'Normal',
  'Antalgic',
  'Ataxic',
  'Festinating',
  'Hemiplegic',
  'Diplegic (scissoring)',
  'Steppage',
  'Waddling',
  'Choreiform',
  'Trendelenburg',
  'Vestibular (veering)',
  'Sensory ataxic',
  'Apraxic',
  'Propulsive',
  'Spastic',
] as const;
