import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../../db/schema';
import { notFound } from '../../http/errors';

const noSuchImage = () => notFound('No image at that address');

/**
 * Uploaded images by their unguessable names. An avatar is public and never changes under its
 * name, so it is cached for a year. A signature is part of the clinical record: it is sent
 * only to the signed-in clinicians of its practice (not the front desk, who never sees clinical
 * content: docs/practices.md) and never cached; to anyone else it does not exist.
 */
export default function uploadRoutes(app: FastifyInstance) {
  app.get<{ Params: { fileName: string } }>('/uploads/:fileName', async (request, reply) => {
    const [upload] = await app.storage.read
      .select()
      .from(uploads)
      .where(eq(uploads.fileName, request.params.fileName));
    if (!upload) throw noSuchImage();
    if (upload.kind === 'signature') {
      const caller = await app.authenticate(request).catch(() => null);
      if (!caller || caller.ownerId !== upload.ownerId || caller.role === 'frontDesk')
        throw noSuchImage();
      reply.header('cache-control', 'private, no-store');
    } else {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    }
    if (!upload.data) throw noSuchImage();
    return reply.type(upload.mime).send(upload.data);
  });
}
