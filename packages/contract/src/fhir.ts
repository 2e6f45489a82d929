import { z } from 'zod';
import { clinicalRoles, endpoint } from './endpoint';
import { FhirBundle } from './fhir-schemas';

/** The patient's whole chart, as the FHIR operation of that name gives it. */
export const patientEverything = endpoint({
  method: 'GET',
  path: '/api/fhir/Patient/:patientAutoGenId/$everything',
  access: 'professionalRead',
  roles: clinicalRoles,
  params: z.strictObject({ patientAutoGenId: z.string().min(1).max(100) }),
  response: FhirBundle,
});
