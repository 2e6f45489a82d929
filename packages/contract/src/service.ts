import { z } from 'zod';
import { endpoint } from './endpoint';

/** The API's own description (docs/product.md#the-api): OpenAPI 3.1, made from this contract. */
export const openApi = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
});

/** The process answers (a load balancer's liveness check). */
export const health = endpoint({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  response: z.object({ status: z.literal('ok') }),
});

/** The database answers too (readiness); 503 with `not ready` otherwise. */
export const ready = endpoint({
  method: 'GET',
  path: '/readyz',
  access: 'public',
  response: z.object({ status: z.literal('ready') }),
  answers: {
    503: {
      description: 'Not ready: the database does not answer, or lacks a migration.',
      body: z.object({ status: z.literal('not ready') }),
    },
  },
});

/** An uploaded image by its unguessable name: an avatar is public; a signature is sent only to
 * its owner's signed-in requests and does not exist (404) for anyone else. */
export const uploadedFile = endpoint({
  method: 'GET',
  path: '/uploads/:fileName',
  access: 'public',
  params: z.strictObject({ fileName: z.string().min(1) }),
  response: z
    .instanceof(Uint8Array)
    .meta({ description: 'The image (PNG or JPEG).', contentMediaType: 'image/*' }),
});
