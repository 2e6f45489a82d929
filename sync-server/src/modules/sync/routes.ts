import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { route } from '../../http/route';
import { feedViewOf } from '../practice/front-desk';
import { applyMutation } from './apply';
import { pull } from './pull';
import { syncRepo, toConflict } from './repo';
import { push, registerDevice } from './service';
import { notFound } from '../../http/errors';

/**
 * A batch holds up to 500 entries; a section save carries the section and its base, a few KB
 * each (500 full objective-observation saves are about 2.3 MB). The largest single entry, a
 * discharge plan with a drawn signature in both, is under 1 MB. A device halves a batch the
 * server refuses as too large, so the limit only has to fit one entry with room to spare.
 */
const PUSH_BODY_LIMIT = 4 * 1024 * 1024;

export default function syncRoutes(app: FastifyInstance) {
  const storage = app.storage;
  route(app, api.registerDevice, ({ user, body }) =>
    registerDevice(storage, user.id, body.deviceId, body.name),
  );
  const log = (error: unknown) => {
    app.log.error(
      { err: { type: error instanceof Error ? error.name : typeof error } },
      'a sync mutation failed and was refused',
    );
  };
  const versions = app.sectionVersions;
  route(
    app,
    api.push,
    ({ user, body }) =>
      push(
        storage,
        { ownerId: user.ownerId, memberId: user.id, role: user.role },
        body.deviceId,
        body.mutations,
        {
          log,
          versions,
        },
      ),
    {
      bodyLimit: PUSH_BODY_LIMIT,
    },
  );
  route(app, api.pull, ({ user, query }) =>
    pull(storage, user.ownerId, feedViewOf(user), query.cursor, query.limit),
  );
  route(app, api.resolveConflict, ({ user, params, body }) => {
    const at = new Date().toISOString();
    return storage.write(async (tx) => {
      const result = await applyMutation(
        tx,
        {
          ownerId: user.ownerId,
          memberId: user.id,
          role: user.role,
          deviceId: 'api',
          at,
          versions,
        },
        {
          type: 'resolveConflict',
          seq: 1,
          mutationId: uuidv7(),
          conflictId: params.conflictId,
          data: body.data,
          base: body.base,
        },
      );
      const conflict = await syncRepo.conflict(tx, user.ownerId, params.conflictId);
      if (!conflict) throw notFound('Conflict not found');
      return { version: result.version ?? 0, conflict: toConflict(conflict) };
    });
  });
}
