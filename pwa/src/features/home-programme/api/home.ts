import { api } from '@optolight/contract';
import { call } from '../../../lib/api';

/** The professional's side of the home programme (docs/product.md#home-programme). */
const of = (patientAutoGenId: string) => ({ params: { patientAutoGenId } });

export const makeInvite = (patientId: string) => call(api.createInvite, of(patientId));
export const unlinkPatient = (patientId: string) => call(api.unlinkPatient, of(patientId));
export const fetchPatientProgram = (patientId: string) => call(api.patientProgram, of(patientId));
export const fetchPatientRounds = (patientId: string) => call(api.patientRounds, of(patientId));
