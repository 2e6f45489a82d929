import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { fileOf, storeImage } from '../uploads/service';
import { userRepo } from './repo';
import { toUserView } from './view';

export default function userRoutes(app: FastifyInstance) {
  route(app, api.getUser, ({ user }) => toUserView(user, new Date()));

  route(app, api.updateUser, async ({ user, body }) => {
    const updated = await app.storage.write((tx) => userRepo.update(tx, user.id, body));
    return toUserView(updated ?? user, new Date());
  });

  route(app, api.uploadAvatar, async ({ user, request }) => {
    const imageUrl = await storeImage(app.storage, await fileOf(request), user.id, 'avatar');
    await app.storage.write((tx) => userRepo.update(tx, user.id, { imageUrl }));
    return { imageUrl };
  });

  route(app, api.uploadSignature, async ({ user, request }) => {
    const imageUrl = await storeImage(
      app.storage,
      await fileOf(request),
      user.ownerId,
      'signature',
    );
    await app.storage.write((tx) => userRepo.update(tx, user.id, { signatureUrl: imageUrl }));
    return { imageUrl };
  });
}
