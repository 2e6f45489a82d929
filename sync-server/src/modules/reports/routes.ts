import type { FastifyInstance } from 'fastify';
import { route, type Ctx } from '../../http/route';
import { api } from '@optolight/contract';
import { buildReport, logPrint, reportInput } from './service';

/** POST /api/report and /api/soapnote (docs/product.md#reports): both print whichever record the id
 * names. */
export default function reportRoutes(app: FastifyInstance) {
  const handler = async ({ user, body, reply }: Ctx<typeof api.report>) => {
    const input = await reportInput(app.storage.read, user, body, {
      publicUrl: app.config.PUBLIC_URL.replace(/\/$/, ''),
      now: new Date(),
    });
    await logPrint(app.storage, user, body);
    const { pdf, fileName } = await buildReport(input);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      // Patient information: never kept by a shared cache or the browser's disk cache.
      .header('cache-control', 'no-store');
    return pdf;
  };
  route(app, api.report, handler);
  route(app, api.soapnote, handler);
}
