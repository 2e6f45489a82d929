import { api, FhirBundle } from '@optolight/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { exportPatient } from './service';

/** GET /api/fhir/Patient/:patientAutoGenId/$everything (docs/export.md). */
export default function fhirRoutes(app: FastifyInstance) {
  route(app, api.patientEverything, async ({ user, params, reply }) => {
    const bundle = await exportPatient(app.storage, user, params.patientAutoGenId, {
      publicUrl: app.config.PUBLIC_URL.replace(/\/$/, ''),
      now: new Date(),
    });
    // Patient information: never kept by a shared cache or the browser's disk cache.
    reply
      .header('content-type', 'application/fhir+json; charset=utf-8')
      .header('cache-control', 'no-store');
    // The envelope as the contract describes it (its resources are the export's own business).
    return FhirBundle.parse(bundle);
  });
}
