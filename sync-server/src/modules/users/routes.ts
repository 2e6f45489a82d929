import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { fileOf, storeImage } from '../uploads/service';
import { userRepo } from './repo';
import { toUserView } from './view';

export default function userRoutes(app: FastifyInstance) {
  route(app, api.getUser, ({ user }) => toUserView(user, new Date()));

  route(app, api.updateUser, ({ user, body }) => {
    const updated = userRepo.update(app.db, user.id, body);
    return toUserView(updated ?? user, new Date());
  });

  route(app, api.uploadAvatar, async ({ user, request }) => {
    const imageUrl = await storeImage(
      app.db,
      app.config.dataDir,
      await fileOf(request),
      user.id,
      'avatar',
    );
    userRepo.update(app.db, user.id, { imageUrl });
    return { imageUrl };
  });

  route(app, api.uploadSignature, async ({ user, request }) => {
    const imageUrl = await storeImage(
      app.db,
      app.config.dataDir,
      await fileOf(request),
      user.id,
      'signature',
    );
    userRepo.update(app.db, user.id, { signatureUrl: imageUrl });
    return { imageUrl };
  });
}
