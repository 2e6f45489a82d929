import { HomeOutcome, OutcomeAnswers } from '@optolight/domain';
import { clinicalRoles, endpoint } from './endpoint';
import { PatientParams } from './home-schemas';
import { OutcomeList, OutcomeSaved } from './outcome-schemas';

/**
 * A patient's questionnaire results (docs/outcome-measures.md). The server scores the answers
 * with the patient's date of birth; a score sent with them is ignored, an unknown field refused.
 */
export const saveOutcome = endpoint({
  method: 'POST',
  path: '/api/outcomes/:patientAutoGenId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: PatientParams,
  body: OutcomeAnswers,
  response: OutcomeSaved,
});

/** Newest first. */
export const listOutcomes = endpoint({
  method: 'GET',
  path: '/api/outcomes/:patientAutoGenId',
  access: 'professionalRead',
  roles: clinicalRoles,
  params: PatientParams,
  response: OutcomeList,
});

/**
 * A linked patient account sends a questionnaire filled at home; it is stored under the linked
 * patient record, owned by the linking professional, and scored by the server. The service lets
 * only patient accounts call it; a repeat of the same id and answers is answered as the first.
 */
export const saveMyOutcome = endpoint({
  method: 'POST',
  path: '/api/my-outcomes',
  access: 'signedIn',
  body: HomeOutcome,
  response: OutcomeSaved,
});
