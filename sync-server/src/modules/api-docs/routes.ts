import swagger, { type SwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { api } from '@optolight/contract';
import { openApiDocument } from '@optolight/contract/openapi';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import serverPackage from '../../../package.json' with { type: 'json' };

/**
 * The API described (docs/product.md#the-api): the OpenAPI 3.1 document made from the contract at
 * /api/openapi.json, and a page to read it at /api/docs (Swagger UI, served from this server:
 * its files come with the package, so the page works without reaching any other site).
 */
export default async function apiDocsRoutes(app: FastifyInstance) {
  const document = openApiDocument(serverPackage.version);
  route(app, api.openApi, () => document);
  // @fastify/swagger's types know OpenAPI up to 3.0; it serves a 3.1 document as it is.
  const options = { mode: 'static', specification: { document } } as unknown as SwaggerOptions;
  await app.register(swagger, options);
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
