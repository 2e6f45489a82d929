/** Goal and treatment texts (docs/decisions.md#clinical-option-lists). The full text is what is
 * stored. */
export const shortTermGoalOptions = [
  'Patient will improve near point of convergence to 10 cm or closer.',
  'Patient will perform smooth pursuits in all fields of gaze without head movement.',
  'Patient will make accurate saccades between two targets 10 times without losing fixation.',
  'Patient will keep single binocular vision at near for 5 minutes.',
  'Patient will report 50% fewer episodes of double vision.',
  'Patient will improve accommodative facility to 8 cycles per minute.',
  'Patient will read for 15 minutes without headache or eye strain.',
  'Patient will track lines while reading with fewer than 2 line losses per paragraph.',
  'Patient will improve eye-hand coordination accuracy by 25%.',
  'Patient will show full range of motion of the eye muscles in all six cardinal directions.',
  'Patient will improve eye-muscle strength by one grade on the Oxford scale.',
  'Patient will do the home eye-exercise program independently 5 days a week.',
  'Patient will keep standing balance with visual fixation for 30 seconds.',
  'Patient will scan to find targets in the affected visual field.',
  'Patient will reduce dizziness during head movement to 3/10 or less.',
  'Patient will improve fusional vergence ranges to age-expected norms.',
] as const;

export const longTermGoalOptions = [
  'Patient will return to the prior level of visual function in daily activities (reading, driving, work or school) without symptoms.',
  'Patient will manage a home eye-exercise program independently to keep the gains after discharge.',
] as const;

export const treatmentExerciseOptions = [
  'Convergence exercises (Brock string)',
  'Saccadic training',
  'Pursuit training',
  'Accommodative exercises (lens flippers)',
  'Fusional vergence training',
  'Eye-hand coordination training',
  'Visual scanning training',
  'Vestibulo-ocular reflex exercises',
] as const;

export const otherTreatmentModalityOptions = [
  'Prism therapy',
  'Occlusion / patching',
  'Light therapy',
  'Computer-based vision therapy',
  'Balance and gait training',
  'Patient and caregiver education',
  'Home exercise program',
] as const;

export const treatmentModalityOptions = [
  ...treatmentExerciseOptions,
  ...otherTreatmentModalityOptions,
] as const;

export const rehabPotentialOptions = [
  'Poor',
  'Fair',
  'Fair +',
  'Good',
  'Excellent',
  'N/A',
] as const;

/** How a note grades each goal of the plan (docs/product.md#goals-and-their-progress): the
 * statuses a payer reads in a progress report or discharge summary. */
export const goalStatusOptions = [
  'Met',
  'Progressing',
  'Not met',
  'Modified',
  'Discontinued',
] as const;

/** Which part of the plan a goal belongs to. */
export const goalTermOptions = ['short', 'long'] as const;
