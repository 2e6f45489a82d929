/** Discharge Form choices (docs/product.md#discharge-form-by-record-type). */
export const certificationDisciplineOptions = [
  'Low vision rehab',
  'Occupational',
  'Physical',
  'Speech therapy',
] as const;

/** Not offered on Progress Notes (docs/product.md#discharge-form-by-record-type). */
export const dischargePlanOptions = [
  'Patient will be Discharged when Goals have been Met',
  'Patient will be Discharged With Home Optolight Exercise Program',
  'N/A',
] as const;

/** Offered on Progress Notes only. */
export const treatmentPlanOptions = ['Continue treatment as per the plan of care'] as const;
