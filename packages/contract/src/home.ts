import { clinicalRoles, endpoint } from './endpoint';
import {
  InviteResponse,
  LinkedTherapist,
  LinkRequest,
  MyProgramResponse,
  PatientParams,
  PatientProgramResponse,
  PatientRoundsResponse,
  PrescribeRequest,
  UnlinkResponse,
} from './home-schemas';
import { StoredProgram } from '@optolight/domain';

/**
 * The home programme (docs/product.md#home-programme): a professional links a patient account to
 * a patient record with a code, prescribes, and reads the rounds played while linked. The patient
 * account's calls are `signedIn`; the service lets only patient accounts use them.
 */
export const createInvite = endpoint({
  method: 'POST',
  path: '/api/invite/:patientAutoGenId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: PatientParams,
  response: InviteResponse,
});

export const acceptInvite = endpoint({
  method: 'POST',
  path: '/api/link',
  access: 'signedIn',
  body: LinkRequest,
  response: LinkedTherapist,
});

export const unlinkPatient = endpoint({
  method: 'DELETE',
  path: '/api/link/:patientAutoGenId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: PatientParams,
  response: UnlinkResponse,
});

export const unlinkTherapist = endpoint({
  method: 'DELETE',
  path: '/api/link',
  access: 'signedIn',
  response: UnlinkResponse,
});

export const prescribe = endpoint({
  method: 'POST',
  path: '/api/program/:patientAutoGenId',
  access: 'professionalWrite',
  roles: clinicalRoles,
  params: PatientParams,
  body: PrescribeRequest,
  response: StoredProgram,
});

export const patientProgram = endpoint({
  method: 'GET',
  path: '/api/program/:patientAutoGenId',
  access: 'professionalRead',
  roles: clinicalRoles,
  params: PatientParams,
  response: PatientProgramResponse,
});

export const myProgram = endpoint({
  method: 'GET',
  path: '/api/program',
  access: 'signedIn',
  response: MyProgramResponse,
});

export const patientRounds = endpoint({
  method: 'GET',
  path: '/api/patient-rounds/:patientAutoGenId',
  access: 'professionalRead',
  roles: clinicalRoles,
  params: PatientParams,
  response: PatientRoundsResponse,
});
