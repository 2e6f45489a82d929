import { z } from 'zod';
import { endpoint } from './endpoint';
import { unversioned } from './forms';
import { Patient, PatientCreate, PatientRegDraft, PatientUpdate } from './clinical';

const UserIdQuery = z.strictObject({ id: z.string().min(1).max(100) });
const PatientKey = z.strictObject({ patientAutoGenId: z.string().min(1).max(100) });

export const getFormData = endpoint({
  method: 'GET',
  path: '/api/user/get-form-data',
  access: 'professionalRead',
  query: UserIdQuery,
  response: z.object({ user_form_data: z.string() }),
});
export const saveFormData = endpoint({
  method: 'POST',
  path: '/api/user/form-data',
  access: 'professionalWrite',
  query: UserIdQuery,
  body: z.strictObject({ patientReg: unversioned('patientReg', PatientRegDraft) }),
  response: z.object({ message: z.string() }),
});
/** Archived patients are left out unless `archived=include` asks for them too. */
export const listPatients = endpoint({
  method: 'GET',
  path: '/api/patients',
  access: 'professionalRead',
  query: z.strictObject({ archived: z.enum(['include']).optional() }),
  response: z.array(Patient),
});
export const createPatient = endpoint({
  method: 'POST',
  path: '/api/patient',
  access: 'professionalWrite',
  body: PatientCreate,
  response: Patient,
});
export const findPatient = endpoint({
  method: 'POST',
  path: '/api/patientinfo',
  access: 'professionalRead',
  body: z.strictObject({ patientId: z.string().trim().min(1, 'Must not be empty').max(50) }),
  response: Patient,
});
export const updatePatient = endpoint({
  method: 'POST',
  path: '/api/patientinfo/:patientAutoGenId',
  access: 'professionalWrite',
  params: PatientKey,
  body: PatientUpdate,
  response: Patient,
  answers: {
    409: {
      description: 'Not saved: the details changed elsewhere since they were read.',
    },
  },
});
