import type { SectionName } from '@optolight/domain';

/** Tab titles of /evaluation and /soapnotes (docs/product.md#record-tabs): what the forms are
 * called where people fill them in, so the record's history names sections the same way. */
export const tabTitles = {
  appointment: 'Appointment',
  evaluationOne: 'Evaluation One',
  evaluationSecond: 'Evaluation Two',
  objectiveObservation: 'Observations',
  binocularVision: 'Binocular Vision',
  shortTermGoals: 'Short Term Goals',
  longTermGoals: 'Long Term Goals',
  noteContent: 'Note',
  dischargePlan: 'Discharge Form',
} as const satisfies Record<SectionName, string>;
