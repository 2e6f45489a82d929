import { api } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { fileOf, storeImage } from '../uploads/service';
import type { AuthUser } from '../../plugins/auth';
import { practiceRepo } from '../practice/repo';
import { practiceAccount } from '../practice/service';
import { userRepo, type UserRow } from './repo';
import { toUserView } from './view';

export default function userRoutes(app: FastifyInstance) {
  /** The account with the practice it works in (docs/practices.md). */
  const view = async (row: UserRow, user: AuthUser) =>
    toUserView(row, new Date(), {
      owner: await practiceAccount(app.storage.read, user),
      role: user.role,
      canCertify: user.canCertify,
      ...(row.userType === 'professional'
        ? { seats: await practiceRepo.seats(app.storage.read, user.ownerId) }
        : {}),
    });

  route(app, api.getUser, ({ user }) => view(user, user));

  // The practice's settings are its owner's row's: an owner who joined another's practice writes
  // them there; any other member may not change them (docs/practices.md).
  route(app, api.updateUser, async ({ user, body }) => {
    const { progressNoteEveryVisits, progressNoteEveryDays, ...own } = body;
    const settings = { progressNoteEveryVisits, progressNoteEveryDays };
    const changesSettings = Object.values(settings).some((v) => v !== undefined);
    if (changesSettings && user.ownerId !== user.id && user.role !== 'owner')
      throw forbidden('Only the practice owner can change the practice settings.');
    const updated = await app.storage.write(async (tx) => {
      if (changesSettings && user.ownerId !== user.id)
        await userRepo.update(tx, user.ownerId, definedOnly(settings));
      return userRepo.update(tx, user.id, user.ownerId === user.id ? body : own);
    });
    return view(updated ?? user, user);
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

const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
