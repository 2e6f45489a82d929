import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { createRecord, listChildren, saveSection } from './service';

/** Spec §7 evaluation and note calls: thin bindings of the generic record service. */
export default function recordRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.listEvaluations, ({ user, params }) =>
    listChildren(db, user.id, params.uniqueId, 'mainEvaluation'),
  );
  route(app, api.listProgressNotes, ({ user, params }) =>
    listChildren(db, user.id, params.evaluationId, 'progressNote'),
  );
  route(app, api.listUpdateNotes, ({ user, params }) =>
    listChildren(db, user.id, params.evaluationId, 'updateNote'),
  );
  route(app, api.listDischargeNotes, ({ user, params }) =>
    listChildren(db, user.id, params.evaluationId, 'dischargeNote'),
  );

  route(app, api.createEvaluation, ({ user, params, body }) => {
    const record = createRecord(
      db,
      user.id,
      'mainEvaluation',
      params.patientAutoGenId,
      body,
      'api',
    );
    return { appointmentId: record.id, record };
  });
  route(app, api.createProgressNote, ({ user, params, body }) => {
    const record = createRecord(db, user.id, 'progressNote', params.evaluationId, body, 'api');
    return { progAppointmentId: record.id, record };
  });
  route(app, api.createUpdateNote, ({ user, params, body }) => {
    const record = createRecord(db, user.id, 'updateNote', params.evaluationId, body, 'api');
    return { updateNoteAppointId: record.id, record };
  });
  route(app, api.createDischargeNote, ({ user, params, body }) => {
    const record = createRecord(db, user.id, 'dischargeNote', params.evaluationId, body, 'api');
    return { dischargeNoteId: record.id, record };
  });

  route(app, api.saveEvaluationSection, ({ user, params, body }) =>
    saveSection(db, user.id, 'mainEvaluation', params.evaluationId, body, 'api'),
  );
  route(app, api.saveProgressNoteSection, ({ user, params, body }) =>
    saveSection(db, user.id, 'progressNote', params.progressNoteId, body, 'api'),
  );
  route(app, api.saveUpdateNoteSection, ({ user, params, body }) =>
    saveSection(db, user.id, 'updateNote', params.updateNoteId, body, 'api'),
  );
  route(app, api.saveDischargeNoteSection, ({ user, params, body }) =>
    saveSection(db, user.id, 'dischargeNote', params.dischargeNoteId, body, 'api'),
  );
}
