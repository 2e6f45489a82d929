import { api, type Patient } from '@optolight/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../http/errors';
import { restSource } from '../../http/rest-source';
import { route } from '../../http/route';
import { listTag, namedBase, versionTag } from '../../http/versions';
import { userRepo } from '../users/repo';
import { splitRegistration } from './registration';
import * as patients from './service';

export default function patientRoutes(app: FastifyInstance) {
  const storage = app.storage;

  /** A patient's ETag is its details' version: what an update's If-Match sends back. */
  const one = (reply: FastifyReply, patient: Patient) => {
    reply.header('etag', versionTag(patient.version));
    return patient;
  };

  route(app, api.listPatients, async ({ user, query, reply }) => {
    const list = await patients.listPatients(storage, user, query.archived === 'include');
    reply.header(
      'etag',
      listTag(list.map((p) => ({ id: p.patientAutoGenId, versions: p.versions ?? {} }))),
    );
    return list;
  });
  route(app, api.findPatient, async ({ user, body, reply }) =>
    one(reply, await patients.findByNumber(storage, user, body.patientId)),
  );
  route(app, api.createPatient, async ({ user, body, reply }) =>
    one(
      reply,
      await patients.createPatient(
        storage,
        user.ownerId,
        splitRegistration(body),
        restSource(user.id),
      ),
    ),
  );
  route(app, api.updatePatient, async ({ user, params, body, request, reply }) => {
    const { baseVersion, ...info } = body;
    const named = namedBase(request.headers['if-match'], baseVersion);
    return one(
      reply,
      await patients.updatePatient(
        storage,
        user.ownerId,
        params.patientAutoGenId,
        info,
        named,
        restSource(user.id),
      ),
    );
  });

  // The registration draft belongs to the signed-in account; another account's id is not found.
  route(app, api.getFormData, ({ user, query }) => {
    if (query.id !== user.id) throw notFound();
    return { user_form_data: user.formData };
  });
  route(app, api.saveFormData, async ({ user, query, body }) => {
    if (query.id !== user.id) throw notFound();
    const formData = JSON.stringify({ patientReg: body.patientReg });
    await storage.write((tx) => userRepo.update(tx, user.id, { formData }));
    return { message: 'Saved Successfully' };
  });
}
