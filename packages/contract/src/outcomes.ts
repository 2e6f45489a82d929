import { OutcomeAnswers } from '@optolight/domain';
import { endpoint } from './endpoint';
import { PatientParams } from './home-schemas';
import { OutcomeList, OutcomeSaved } from './outcome-schemas';

/**
 * A patient's questionnaire results (docs/outcome-measures.md). The server scores the answers
 * with the patient's date of birth; a score sent with them is refused, as any unknown field is.
 */
export const saveOutcome = endpoint({
  method: 'POST',
  path: '/api/outcomes/:patientAutoGenId',
  access: 'professionalWrite',
  params: PatientParams,
  body: OutcomeAnswers,
  response: OutcomeSaved,
});

/** Newest first. */
export const listOutcomes = endpoint({
  method: 'GET',
  path: '/api/outcomes/:patientAutoGenId',
  access: 'professionalRead',
  params: PatientParams,
  response: OutcomeList,
});
