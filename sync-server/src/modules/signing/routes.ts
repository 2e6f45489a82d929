import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { restSource } from '../../http/rest-source';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { addAddendum, certifyPlan, signRecord } from './service';

/** Signing and addenda over REST (docs/product.md#signed-records); sync sends the same as
 * queued changes (sync/apply.ts). */
export default function signingRoutes(app: FastifyInstance) {
  const context = (user: AuthUser) => ({
    ownerId: user.ownerId,
    memberId: user.id,
    at: new Date().toISOString(),
    source: restSource(user.id),
  });

  route(app, api.signRecord, ({ user, params, body }) =>
    app.storage.write((tx) =>
      signRecord(
        tx,
        context(user),
        params.id,
        body?.versions ? { kind: 'versions', versions: body.versions } : { kind: 'served' },
      ),
    ),
  );
  route(app, api.addAddendum, ({ user, params, body }) =>
    app.storage.write((tx) =>
      addAddendum(tx, context(user), params.id, { id: body.id ?? uuidv7(), text: body.text }),
    ),
  );
  route(app, api.certifyPlan, ({ user, params }) =>
    app.storage.write((tx) => certifyPlan(tx, context(user), params.id)),
  );
}
