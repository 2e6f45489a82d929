import { api, type EvaluationRecord, type RecordCreate } from '@optolight/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { restSource } from '../../http/rest-source';
import { route, type Ctx } from '../../http/route';
import { listTag, namedBase, versionTag } from '../../http/versions';
import type { AuthUser } from '../../plugins/auth';
import { createRecord, listChildren, saveClinicalSection, type ClinicalKind } from './service';

type SaveCtx = Pick<Ctx<typeof api.saveEvaluationSection>, 'user' | 'body' | 'request' | 'reply'>;

/** The evaluation and note calls (docs/product.md#the-api): thin bindings of the generic record
 * service. */
export default function recordRoutes(app: FastifyInstance) {
  const storage = app.storage;

  const list = (reply: FastifyReply, records: EvaluationRecord[]) => {
    reply.header('etag', listTag(records));
    return records;
  };
  const create = async (
    { user, body, reply }: { user: AuthUser; body: RecordCreate; reply: FastifyReply },
    kind: ClinicalKind,
    parentId: string,
  ) => {
    const record = await createRecord(
      storage,
      user.ownerId,
      kind,
      parentId,
      body,
      restSource(user.id),
    );
    reply.header('etag', versionTag(record.versions.appointment ?? 0));
    return record;
  };
  const save = async ({ user, body, request, reply }: SaveCtx, kind: ClinicalKind, id: string) => {
    const named = namedBase(request.headers['if-match'], body.baseVersion);
    const saved = await saveClinicalSection(
      storage,
      user.ownerId,
      kind,
      id,
      body,
      named,
      restSource(user.id),
    );
    reply.header('etag', versionTag(saved.version));
    return saved;
  };

  route(app, api.listEvaluations, async ({ user, params, reply }) =>
    list(reply, await listChildren(storage, user, params.uniqueId, 'mainEvaluation')),
  );
  route(app, api.listProgressNotes, async ({ user, params, reply }) =>
    list(reply, await listChildren(storage, user, params.evaluationId, 'progressNote')),
  );
  route(app, api.listUpdateNotes, async ({ user, params, reply }) =>
    list(reply, await listChildren(storage, user, params.evaluationId, 'updateNote')),
  );
  route(app, api.listDischargeNotes, async ({ user, params, reply }) =>
    list(reply, await listChildren(storage, user, params.evaluationId, 'dischargeNote')),
  );

  route(app, api.createEvaluation, async (ctx) => {
    const record = await create(ctx, 'mainEvaluation', ctx.params.patientAutoGenId);
    return { appointmentId: record.id, record };
  });
  route(app, api.createProgressNote, async (ctx) => {
    const record = await create(ctx, 'progressNote', ctx.params.evaluationId);
    return { progAppointmentId: record.id, record };
  });
  route(app, api.createUpdateNote, async (ctx) => {
    const record = await create(ctx, 'updateNote', ctx.params.evaluationId);
    return { updateNoteAppointId: record.id, record };
  });
  route(app, api.createDischargeNote, async (ctx) => {
    const record = await create(ctx, 'dischargeNote', ctx.params.evaluationId);
    return { dischargeNoteId: record.id, record };
  });

  route(app, api.saveEvaluationSection, (ctx) =>
    save(ctx, 'mainEvaluation', ctx.params.evaluationId),
  );
  route(app, api.saveProgressNoteSection, (ctx) =>
    save(ctx, 'progressNote', ctx.params.progressNoteId),
  );
  route(app, api.saveUpdateNoteSection, (ctx) => save(ctx, 'updateNote', ctx.params.updateNoteId));
  route(app, api.saveDischargeNoteSection, (ctx) =>
    save(ctx, 'dischargeNote', ctx.params.dischargeNoteId),
  );
}
