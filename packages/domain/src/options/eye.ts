/** Per-eye observation choices (docs/product.md#fields-and-option-lists). */
export const reflexOptions = ['positive', 'negative'] as const;
export type Reflex = (typeof reflexOptions)[number];
/** Reflexes are shown as + or - (docs/decisions.md#corrected-wording-stored-values-kept). */
export const reflexLabels = { positive: '+', negative: '-' } as const satisfies Record<
  Reflex,
  string
>;

export const directLightResponseOptions = ['Brisk', 'Sluggish'] as const;
export const consenualResponseOptions = ['Present', 'Absent'] as const;
export const pupilSizeandShapeOptions = ['Accommodation', 'Non Reactive'] as const;
export const lawsofEyeMovementsOptions = ["Doner's Law", "Hering's", 'Sherrington'] as const;
export const visualAcuityOptions = [
  'Color Sensitivity',
  'Depth Perception',
  'Light Sensitivity',
] as const;

/** Extra-ocular muscles graded for strength, in the order the form shows them. */
export const eyeMuscles = ['LR', 'MR', 'SR', 'IR', 'SO', 'IO'] as const;

/** The per-eye reflex fields (each graded with `reflexOptions`), in the order forms and reports
 * list them. */
export const eyeReflexFields = [
  'pathologicalReflexes',
  'pupillaryDarkReflexes',
  'pupillaryLightReflexes',
  'otherPupilReflexes',
  'ciliospinalReflexs',
  'nearAccommodativeTriad',
  'cornealReflex',
  'vestibuloOcularReflex',
  'palpebralOculogyricReflex',
  'lacrimatoryReflex',
  'optokineticReflex',
  'oculocardiacReflex',
  'oculoRespiratoryReflex',
  'oculoErneticReflex',
] as const;
