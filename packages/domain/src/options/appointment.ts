/** Appointment services: any of PT, OT, ST, LV (docs/product.md#fields-and-option-lists). */
export const serviceOptions = ['PT', 'OT', 'ST', 'LV'] as const;
/** The registration form offers only PT, OT and ST (docs/product.md#registering-a-patient). */
export const patientRegServiceOptions = ['PT', 'OT', 'ST'] as const;
/** Radio values exactly as stored by the original app (note the case difference). */
export const initialEvaluationOptions = ['yes', 'No'] as const;
export const rxOptions = ['Yes', 'No'] as const;
