import type {
  autonomicNervousSystemOptions,
  locationofInjuryOptions,
  ponsOptions,
} from './evaluation-one';
import type { treatmentDiagnosisOptions } from './diagnoses';
import type { lawsofEyeMovementsOptions, reflexOptions } from './eye';
import type { insuranceOptions } from './insurance';
import type { romScaleOptions } from './scales';
import type { evaluationTypeOptions } from './evaluation-types';
import type { initialEvaluationOptions } from './appointment';
import type { dischargePlanOptions } from './discharge';

type Stored<T extends readonly string[]> = T[number];
type CorrectedValue =
  | Stored<typeof locationofInjuryOptions>
  | Stored<typeof ponsOptions>
  | Stored<typeof autonomicNervousSystemOptions>
  | Stored<typeof treatmentDiagnosisOptions>
  | Stored<typeof lawsofEyeMovementsOptions>
  | Stored<typeof reflexOptions>
  | Stored<typeof insuranceOptions>
  | Stored<typeof romScaleOptions>
  | Stored<typeof evaluationTypeOptions>
  | Stored<typeof initialEvaluationOptions>
  | Stored<typeof dischargePlanOptions>;

/** Display labels for stored option values whose spelling is wrong or that need a symbol: typos
 * are fixed in what people read, and what is stored is kept
 * (docs/decisions.md#corrected-wording-stored-values-kept). Values not listed here are shown as
 * stored. Keyed by stored value: the lists share no value that needs two labels. */
export const optionLabels = {
  'Cerbral Cortex': 'Cerebral Cortex',
  'Longitudinal Fasiculus': 'Longitudinal Fasciculus',
  'Nucleus Preposition Hypogloss': 'Nucleus Prepositus Hypoglossi',
  'Paramedian Pantine Reticular Formation (PMRF)': 'Paramedian Pontine Reticular Formation (PPRF)',
  'VI Carnial Nerve Nuclei': 'VI Cranial Nerve Nuclei',
  'CN III and Sympathetic Palpibrae': 'CN III and Sympathetic Palpebrae',
  Anosometropia: 'Anisometropia',
  "Doner's Law": "Donders' Law",
  "Hering's": "Hering's Law",
  Sherrington: "Sherrington's Law",
  'MedicAid Waiver': 'Medicaid Waiver',
  others: 'Others',
  // The original stored 'yes' beside 'No'.
  yes: 'Yes',
  positive: '+',
  negative: '-',
  'm.m': 'mm',
  mainEvaluation: 'MAIN EVALUATION',
  'Progress Note': 'PROGRESS NOTE',
  'Update Note': 'UPDATE NOTE',
  'Discharge Note': 'DISCHARGE NOTE',
  // Clinical prose, not Title Case mid-sentence, and the exercises are the patient's, not a brand.
  'Patient will be Discharged when Goals have been Met':
    'Patient will be discharged when the goals have been met',
  'Patient will be Discharged With Home Optolight Exercise Program':
    'Patient will be discharged with a home exercise program',
} as const satisfies Partial<Record<CorrectedValue, string>>;

const corrections: ReadonlyMap<string, string> = new Map(Object.entries(optionLabels));

/** The label to show for a stored option value. */
export function optionLabel(value: string): string {
  return corrections.get(value) ?? value;
}
