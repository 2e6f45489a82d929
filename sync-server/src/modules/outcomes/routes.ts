import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { restSource } from '../../http/rest-source';
import { route } from '../../http/route';
import { saveMyOutcome } from './home-outcome';
import { listOutcomes, saveOutcome } from './service';

/** A patient's questionnaire results (docs/outcome-measures.md). */
export default function outcomeRoutes(app: FastifyInstance) {
  route(app, api.saveOutcome, ({ user, params, body }) =>
    saveOutcome(app.storage, user.ownerId, params.patientAutoGenId, body, restSource(user.id)),
  );
  route(app, api.listOutcomes, ({ user, params }) =>
    listOutcomes(app.storage, user, params.patientAutoGenId),
  );
  route(app, api.saveMyOutcome, ({ user, body }) => saveMyOutcome(app.storage, user, body));
}
