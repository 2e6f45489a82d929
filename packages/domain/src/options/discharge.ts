/** Discharge Form choices (spec §3). */
export const certificationDisciplineOptions = [
  'Low vision rehab',
  'Occupational',
  'Physical',
  'Speech therapy',
] as const;

/** Not offered on Progress Notes (spec §2 Discharge Form). */
export const dischargePlanOptions = [
  'Patient will be Discharged when Goals have been Met',
  'Patient will be Discharged With Home Optolight Exercise Program',
  'N/A',
] as const;

/** Offered on Progress Notes only. */
export const treatmentPlanOptions = ['Continue treatment as per the plan of care'] as const;
