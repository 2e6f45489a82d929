import { api, importField } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { badRequest } from '../../http/errors';
import { bytesOf, fileOf } from '../uploads/service';
import { importPractice } from './import';
import { exportPractice } from './service';

/** GET /api/export and POST /api/import (docs/export.md#the-whole-practice). */
export default function practiceDataRoutes(app: FastifyInstance) {
  route(app, api.exportPractice, async ({ user, reply }) => {
    const { zip, fileName } = await exportPractice(app.storage, user, new Date());
    // Patient information: never kept by a shared cache or the browser's disk cache.
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });

  route(app, api.importPractice, async ({ user, request }) => {
    const field = importField;
    const file = await fileOf(request, { limits: { fileSize: app.config.IMPORT_MAX_BYTES } });
    if (file?.fieldname !== field)
      throw badRequest(`Choose the practice export (.zip) to import`, { [field]: 'Required' });
    return importPractice(app.storage, user, await bytesOf(file));
  });
}
