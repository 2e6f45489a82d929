import { pathOf, type api, type Endpoint } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import type { FastifyInstance } from 'fastify';
import type { Account } from './accounts';

export type Req = { params?: Record<string, string>; query?: string; payload?: object };
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/**
 * A request to each endpoint of the contract that reaches professional A's records, named in `ids`
 * (its user, patient, evaluation, notes, sync device and conflict). A new endpoint without a
 * request here fails the type check.
 */
export const requestsFor = (ids: Record<string, string>): Record<keyof typeof api, Req> => ({
  login: { payload: { email: 'x@example.test', password: 'whatever1' } },
  logout: {},
  signup: { payload: {} },
  resetPassword: { payload: { email: 'x@example.test' } },
  checkResetToken: { params: { token: 'x'.repeat(43) } },
  setNewPassword: {
    params: { token: 'x'.repeat(43) },
    payload: { password: 'abcdefgh1', confirmPassword: 'abcdefgh1' },
  },
  getUser: {},
  getPractice: {},
  createPracticeInvitation: { payload: { role: 'clinician' } },
  joinPractice: { payload: { code: 'AAAA-BBBB-CCCC' } },
  changePracticeMember: { params: { memberId: ids.userA ?? '' }, payload: { canCertify: true } },
  removePracticeMember: { params: { memberId: ids.userA ?? '' } },
  updateUser: { payload: { city: 'Miami' } },
  uploadAvatar: {},
  uploadSignature: {},
  listPlans: {},
  clientToken: { params: { provider: 'test' } },
  checkout: {
    params: { provider: 'test' },
    payload: { selectedPlan: 'patientBasic', userType: 'user', nonce: 'bad-nonce' },
  },
  getFormData: { query: `?id=${ids.userA}` },
  saveFormData: { query: `?id=${ids.userA}`, payload: { patientReg: { firstName: 'Z' } } },
  listPatients: {},
  createPatient: { payload: { ...fixturePatients.tobias } },
  findPatient: { payload: { patientId: fixturePatients.maria.patientId } },
  updatePatient: {
    params: { patientAutoGenId: ids.patient ?? '' },
    payload: { ...fixturePatients.maria, city: 'Hacked' },
  },
  listEvaluations: { params: { uniqueId: ids.patient ?? '' } },
  listProgressNotes: { params: { evaluationId: ids.evaluation ?? '' } },
  listUpdateNotes: { params: { evaluationId: ids.evaluation ?? '' } },
  listDischargeNotes: { params: { evaluationId: ids.evaluation ?? '' } },
  createEvaluation: {
    params: { patientAutoGenId: ids.patient ?? '' },
    payload: { appointment: fullMainEvaluation.appointment },
  },
  createProgressNote: {
    params: { evaluationId: ids.evaluation ?? '' },
    payload: { appointment: fullProgressNote.appointment },
  },
  createUpdateNote: {
    params: { evaluationId: ids.evaluation ?? '' },
    payload: { appointment: fullProgressNote.appointment },
  },
  createDischargeNote: {
    params: { evaluationId: ids.evaluation ?? '' },
    payload: { appointment: fullProgressNote.appointment },
  },
  saveEvaluationSection: {
    params: { evaluationId: ids.evaluation ?? '' },
    payload: { evaluationOne: { pastMedicalHistory: 'Hacked' } },
  },
  saveProgressNoteSection: {
    params: { progressNoteId: ids.progressNote ?? '' },
    payload: { dischargePlan: { additionalPlans: 'Hacked' } },
  },
  saveUpdateNoteSection: {
    params: { updateNoteId: ids.updateNote ?? '' },
    payload: { dischargePlan: { additionalPlans: 'Hacked' } },
  },
  report: {
    payload: {
      selectedEvaluation: { id: ids.evaluation },
      patientData: { patientAutoGenId: ids.patient },
      userData: {},
    },
  },
  soapnote: {
    payload: {
      selectedEvaluation: { id: ids.progressNote },
      patientData: { patientAutoGenId: ids.patient },
      userData: {},
    },
  },
  registerDevice: { payload: { deviceId: '0193a4b2-7c1e-7d2a-9f3b-00000000beef' } },
  push: {
    payload: {
      deviceId: ids.deviceA,
      mutations: [
        {
          type: 'deleteRecord',
          seq: 3,
          mutationId: '0193a4b2-7c1e-7d2a-9f3b-000000000003',
          recordId: ids.patient,
        },
      ],
    },
  },
  pull: {},
  resolveConflict: {
    params: { conflictId: ids.conflict ?? '' },
    payload: { data: { pastMedicalHistory: 'Hacked' }, base: {} },
  },
  saveDischargeNoteSection: {
    params: { dischargeNoteId: ids.dischargeNote ?? '' },
    payload: { dischargePlan: { additionalPlans: 'Hacked' } },
  },
  signRecord: { params: { id: ids.evaluation ?? '' }, payload: { versions: { appointment: 1 } } },
  addAddendum: { params: { id: ids.progressNote ?? '' }, payload: { text: 'Hacked' } },
  certifyPlan: { params: { id: ids.evaluation ?? '' } },
  pushTrainerRounds: { payload: { rounds: [{ id: '0193a4b2-7c1e-7d2a-9f3b-00000000face' }] } },
  listTrainerRounds: {},
  recordHistory: { params: { id: ids.evaluation ?? '' } },
  getAccessLog: { query: `?patientId=${ids.patient ?? ''}` },
  patientEverything: { params: { patientAutoGenId: ids.patient ?? '' } },
  postAccessEvents: {
    payload: {
      events: [
        {
          id: '0193a4b2-7c1e-7d2a-9f3b-00000000a0d1',
          recordId: ids.patient,
          action: 'view',
          at: '2026-01-05T10:00:00.000Z',
        },
      ],
    },
  },
  createInvite: { params: { patientAutoGenId: ids.patient ?? '' } },
  acceptInvite: { payload: { code: 'ABCD-EFGH-JKMN' } },
  unlinkPatient: { params: { patientAutoGenId: ids.patient ?? '' } },
  unlinkTherapist: {},
  prescribe: {
    params: { patientAutoGenId: ids.patient ?? '' },
    payload: {
      exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
      startLevel: 0,
      sessionsPerWeek: 3,
      startDate: '2026-03-02',
      endDate: '2026-04-02',
      note: 'Hacked',
    },
  },
  patientProgram: { params: { patientAutoGenId: ids.patient ?? '' } },
  myProgram: {},
  patientRounds: { params: { patientAutoGenId: ids.patient ?? '' } },
  saveOutcome: {
    params: { patientAutoGenId: ids.patient ?? '' },
    payload: { instrument: 'CISS', takenAt: '2026-03-02', answers: Array(15).fill(4) },
  },
  listOutcomes: { params: { patientAutoGenId: ids.patient ?? '' } },
  saveMyOutcome: {
    payload: {
      id: '0193a4b2-7c1e-7d2a-9f3b-00000000c155',
      instrument: 'CISS',
      takenAt: '2026-03-02',
      answers: Array(15).fill(4),
    },
  },
  openApi: {},
  health: {},
  ready: {},
  uploadedFile: { params: { fileName: 'no-such-image.png' } },
  exportPractice: {},
  importPractice: {},
});

/** Calls `endpoint` with `req` as `account` (or signed out); multipart endpoints get a small PNG. */
export async function callEndpoint(
  app: FastifyInstance,
  endpoint: Endpoint,
  req: Req,
  account?: Account,
) {
  const url = pathOf(endpoint.path, req.params) + (req.query ?? '');
  const headers: Record<string, string> = { ...(account?.auth ?? {}) };
  if (endpoint.multipart) {
    const boundary = 'matrixboundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${endpoint.multipart.field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  }
  return app.inject({
    method: endpoint.method,
    url,
    headers,
    ...(req.payload ? { payload: req.payload } : {}),
  });
}
