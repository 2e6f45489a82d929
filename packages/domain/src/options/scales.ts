/** Evaluation Two symptom selects and the ROM range select. */
export const severityOptions = ['None', 'Minimal', 'Moderate', 'Severe'] as const;
export type Severity = (typeof severityOptions)[number];

/** Oxford scale for eye-muscle strength, strongest first. */
export const oxfordScaleOptions = [
  '5/5',
  '4/5',
  '4-/5',
  '3+/5',
  '3/5',
  '3-/5',
  '2+/5',
  '2/5',
  '1/5',
  '0/5',
] as const;

/** Visual analogue scale. */
export const painOptions = [
  '1/10 VAS',
  '2/10 VAS',
  '3/10 VAS',
  '4/10 VAS',
  '5/10 VAS',
  '6/10 VAS',
  '7/10 VAS',
  '8/10 VAS',
  '9/10 VAS',
  '10/10 VAS',
] as const;

export const edemaOptions = ['WNL', 'WFL', 'Minimal', 'Moderate', 'Severe'] as const;

/** Unit of the ROM measurements: degrees or millimetres ('m.m' as stored). */
export const romScaleOptions = ['degree', 'm.m'] as const;
