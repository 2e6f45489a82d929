/** Evaluation One choosers (docs/product.md#fields-and-option-lists). Stored values keep the
 * original's spelling; corrected display labels live in display-labels.ts. */
export const locationofInjuryOptions = [
  'Cerbral Cortex',
  'Frontal Lobe',
  'III and IV Cranial Nerves',
  'Occipital Lobe',
  'Parietal Lobe Midbrain',
  'Premotor Nuclei in the Reticular Formation',
  'Pretectal Area',
  'Superior Colliculus',
  'Visual Cortex',
] as const;

export const ponsOptions = [
  'Longitudinal Fasiculus',
  'Nucleus Preposition Hypogloss',
  'Paramedian Pantine Reticular Formation (PMRF)',
  'VI Carnial Nerve Nuclei',
] as const;

export const autonomicNervousSystemOptions = [
  'CN III and Sympathetic Palpibrae',
  'Eye Muscles',
  'Focusing the Lens',
  'Levator Superior',
  'Long Ciliary Muscles',
  'Short Ciliary Muscles',
] as const;
