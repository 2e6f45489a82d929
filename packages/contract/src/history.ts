import { z } from 'zod';
import { clinicalRoles, endpoint } from './endpoint';
import { RecordHistory } from './history-schemas';

/** A patient, evaluation or note, by the id every other call names it by (patientAutoGenId,
 * evaluationId, progressNoteId, ...): a UUID, made where the record was created. */
const RecordId = z.uuid(
  'Not a record id: a record id is a UUID, such as 0193a4b2-7c1e-7d2a-9f3b-00000000beef',
);

export const recordHistory = endpoint({
  method: 'GET',
  path: '/api/history/:id',
  access: 'professionalRead',
  roles: clinicalRoles,
  params: z.strictObject({ id: RecordId }),
  response: RecordHistory,
});
