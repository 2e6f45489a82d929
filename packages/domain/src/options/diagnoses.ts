/** The medical primary diagnoses that apps before version 2 of the appointment stored as
 * `{ title }` (docs/decisions.md#clinical-option-lists), 'others' last. Diagnoses are ICD-10-CM
 * codes now (./icd10-cm.ts); these stay for the step that codes what was stored
 * (../diagnosis-v2.ts). */
export const primaryDiagnosisOptions = [
  'Astigmatism',
  'Amblyopia',
  'Blurred vision',
  'Cataract',
  'Concussion / post-concussion syndrome',
  'Convergence insufficiency',
  'Cranial nerve palsy (III, IV or VI)',
  'Diabetic retinopathy',
  'Diplopia',
  'Dry eye syndrome',
  'Glaucoma',
  'Hemianopia',
  'Hyperopia',
  'Macular degeneration',
  'Migraine with visual aura',
  'Multiple sclerosis',
  'Myopia',
  'Nystagmus',
  'Optic neuritis',
  'Presbyopia',
  'Ptosis',
  'Retinal detachment',
  'Strabismus',
  'Stroke (CVA)',
  'Traumatic brain injury',
  'Vision changes',
  'others',
] as const;
export type PrimaryDiagnosisOption = (typeof primaryDiagnosisOptions)[number];

/** The rehab treatment diagnoses older apps stored, as above, 'others' last.
 * 'Anosometropia' is the value the original app stored; it is displayed as 'Anisometropia' (see
 * display-labels.ts and docs/decisions.md#corrected-wording-stored-values-kept). */
export const treatmentDiagnosisOptions = [
  'Accommodative insufficiency',
  'Accommodative infacility',
  'Amblyopia',
  'Anosometropia',
  'Binocular vision dysfunction',
  'Convergence excess',
  'Convergence Insufficiency',
  'Divergence insufficiency',
  'Double Vision',
  'Dyslexia',
  'Nystagmus',
  'Oculomotor dysfunction',
  'Post-trauma vision syndrome',
  'Strabismus',
  'Visual field loss',
  'Visual midline shift syndrome',
  'Visual perceptual deficit',
  'others',
] as const;
export type TreatmentDiagnosisOption = (typeof treatmentDiagnosisOptions)[number];
