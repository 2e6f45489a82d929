import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { userRepo } from '../users/repo';
import * as patients from './service';

export default function patientRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.listPatients, ({ user }) => patients.listPatients(db, user.id));
  route(app, api.findPatient, ({ user, body }) =>
    patients.findByNumber(db, user.id, body.patientId),
  );
  route(app, api.createPatient, ({ user, body }) => {
    const { id, emergencyContactPerson, patientReg, ...info } = body;
    return patients.createPatient(
      db,
      user.id,
      {
        id,
        info: {
          ...info,
          emPerson: info.emPerson === '' ? (emergencyContactPerson ?? '') : info.emPerson,
        },
        patientReg,
      },
      'api',
    );
  });
  route(app, api.updatePatient, ({ user, params, body }) =>
    patients.updatePatient(db, user.id, params.patientAutoGenId, body, 'api'),
  );

  // The registration draft belongs to the signed-in account; another account's id is not found.
  route(app, api.getFormData, ({ user, query }) => {
    if (query.id !== user.id) throw notFound();
    return { user_form_data: user.formData };
  });
  route(app, api.saveFormData, ({ user, query, body }) => {
    if (query.id !== user.id) throw notFound();
    userRepo.update(db, user.id, { formData: JSON.stringify({ patientReg: body.patientReg }) });
    return { message: 'Saved Successfully' };
  });
}
