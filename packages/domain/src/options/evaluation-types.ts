/** The stored `evaluationType` / `eval_type` values, as the original app wrote them
 * (docs/product.md#records-and-sections). */
export const evaluationTypeOptions = [
  'mainEvaluation',
  'Progress Note',
  'Update Note',
  'Discharge Note',
] as const;

/** Our record kinds: identifier-friendly names for the same four types. */
export const recordKindOptions = [
  'mainEvaluation',
  'progressNote',
  'updateNote',
  'dischargeNote',
] as const;
