import { z } from 'zod';
import { clinicalRoles, endpoint } from './endpoint';
import { EvaluationRecord, RecordCreate, SectionSave, SectionSaved } from './clinical';

const RecordKey = z.string().min(1).max(100);
const params = {
  uniqueId: z.strictObject({ uniqueId: RecordKey }),
  patientAutoGenId: z.strictObject({ patientAutoGenId: RecordKey }),
  evaluationId: z.strictObject({ evaluationId: RecordKey }),
  progressNoteId: z.strictObject({ progressNoteId: RecordKey }),
  updateNoteId: z.strictObject({ updateNoteId: RecordKey }),
  dischargeNoteId: z.strictObject({ dischargeNoteId: RecordKey }),
};
const Records = z.array(EvaluationRecord);

export const listEvaluations = endpoint({
  method: 'GET',
  path: '/api/evaluations/:uniqueId',
  access: 'professionalRead',
  roles: clinicalRoles,
  params: params.uniqueId,
  response: Records,
});
export const listProgressNotes = endpoint({
  method: 'GET',
  path: '/api/prognote/:evaluationId',
  access: 'professionalRead',
  roles: clinicalRoles,
  params: params.evaluationId,
  response: Records,
});
export const listUpdateNotes = endpoint({
  method: 'GET',
  path: '/api/updateNotes/:evaluationId',
  access: 'professionalRead',
  roles: clinicalRoles,
  params: params.evaluationId,
  response: Records,
});
export const listDischargeNotes = endpoint({
  method: 'GET',
  path: '/api/dischargeNote/:evaluationId',
  access: 'professionalRead',
  roles: clinicalRoles,
  params: params.evaluationId,
  response: Records,
});

export const createEvaluation = endpoint({
  method: 'POST',
  path: '/api/patient/:patientAutoGenId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: params.patientAutoGenId,
  body: RecordCreate,
  response: z.object({ appointmentId: z.string(), record: EvaluationRecord }),
});
export const createProgressNote = endpoint({
  method: 'POST',
  path: '/api/addprognote/:evaluationId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: params.evaluationId,
  body: RecordCreate,
  response: z.object({ progAppointmentId: z.string(), record: EvaluationRecord }),
});
export const createUpdateNote = endpoint({
  method: 'POST',
  path: '/api/addUpdateNote/:evaluationId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: params.evaluationId,
  body: RecordCreate,
  response: z.object({ updateNoteAppointId: z.string(), record: EvaluationRecord }),
});
export const createDischargeNote = endpoint({
  method: 'POST',
  path: '/api/addDischargeNote/:evaluationId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: params.evaluationId,
  body: RecordCreate,
  response: z.object({ dischargeNoteId: z.string(), record: EvaluationRecord }),
});

export const saveEvaluationSection = endpoint({
  method: 'POST',
  path: '/api/evaluation/:evaluationId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: params.evaluationId,
  body: SectionSave,
  response: SectionSaved,
});
export const saveProgressNoteSection = endpoint({
  method: 'POST',
  path: '/api/updateprognote/:progressNoteId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: params.progressNoteId,
  body: SectionSave,
  response: SectionSaved,
});
export const saveUpdateNoteSection = endpoint({
  method: 'POST',
  path: '/api/updateUpdateNote/:updateNoteId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: params.updateNoteId,
  body: SectionSave,
  response: SectionSaved,
});
export const saveDischargeNoteSection = endpoint({
  method: 'POST',
  path: '/api/updateDischargeNote/:dischargeNoteId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: params.dischargeNoteId,
  body: SectionSave,
  response: SectionSaved,
});
