/** The insurance list (docs/product.md#fields-and-option-lists). Values are stored as
 * `{ title }`; 'others' reveals `otherInsurance`. */
export const insuranceOptions = [
  'Blue Cross / Blue Shield',
  'Children Medical Service',
  'CIGNA',
  'Freedom 1st',
  'Medicaid',
  'MedicAid Waiver',
  'Medicare',
  'Optimum',
  'PediCare',
  'Self Pay',
  'Staywell',
  'Sunshine',
  'WellCare',
  "Worker's Compensation",
  'others',
] as const;
export type InsuranceOption = (typeof insuranceOptions)[number];

/** Offered only to patients aged 20 or younger (docs/decisions.md#medicaid-up-to-age-20). */
export const medicaidOption = 'Medicaid' satisfies InsuranceOption;
/** The catch-all entry of diagnosis and insurance lists; listings hide it and show the free text. */
export const othersOption = 'others';
