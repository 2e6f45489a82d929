import { z } from 'zod';
import * as audit from './audit';
import * as auth from './auth';
import * as fhir from './fhir';
import * as history from './history';
import * as home from './home';
import * as outcomes from './outcomes';
import * as patients from './patients';
import * as payments from './payments';
import * as practice from './practice';
import * as practiceData from './practice-data';
import * as records from './records';
import * as reports from './reports';
import * as service from './service';
import * as signing from './signing';
import * as sync from './sync';
import * as trainer from './trainer';
import type { Access, Endpoint } from './endpoint';
import { ApiError } from './errors';

/** What each access level lets through, as the server's `authorize` decides it. */
const accessRules: Record<Access, string> = {
  public: 'Anyone: no sign-in.',
  signedIn: 'Any signed-in account (a bearer token from /api/login).',
  professionalRead:
    'A professional account. An expired plan keeps read access (docs/decisions.md#expired-plans-keep-read-access).',
  professionalWrite: 'A professional account with an active plan.',
};

type JsonSchema = Record<string, unknown>;

/** The wire shape of a schema: what is sent (zod's input), as JSON Schema 2020-12, which
 * OpenAPI 3.1 uses as is. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const shape: JsonSchema = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  // The document says which JSON Schema it speaks once, for all its schemas.
  delete shape.$schema;
  return shape;
}

/** Path and query fields as OpenAPI parameters. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** An answer's content: JSON, JSON of another media type (FHIR's), or the bytes of a file,
 * where the schema names its media type. */
function content(schema: z.ZodType) {
  const { contentMediaType: media, ...shape } = jsonSchema(schema);
  if (typeof media !== 'string') return { 'application/json': { schema: shape } };
  if (shape.type === 'object') return { [media]: { schema: shape } };
  return { [media]: { schema: { type: 'string', contentMediaType: media } } };
}

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

function operation(name: string, group: string, e: Endpoint) {
  const responses: Record<string, unknown> = {
    '200': { description: 'Done.', content: content(e.response) },
  };
  if (e.params || e.query || e.body || e.multipart)
    responses['400'] = refusal('The request is malformed: `errors` names each field at fault.');
  if (e.access !== 'public') {
    responses['401'] = refusal('No valid session: sign in again.');
    responses['403'] = refusal(
      'The account may not do this (its kind, its role in the practice, or an expired plan).',
    );
  }
  if (e.params) responses['404'] = refusal('No such record for this account.');
  for (const [status, answer] of Object.entries(e.answers ?? {}))
    if (answer)
      responses[status] = answer.body
        ? { description: answer.description, content: content(answer.body) }
        : refusal(answer.description);
  responses.default = refusal('Refused: the message says why (e.g. 409, 429).');
  return {
    operationId: name,
    summary: spoken(name),
    tags: [group],
    description: `Access: ${accessRules[e.access]}${e.roles ? ` Practice roles: ${e.roles.join(', ')}.` : ''}`,
    'x-access': e.access,
    ...(e.roles ? { 'x-roles': e.roles } : {}),
    ...(e.access === 'public' ? { security: [] } : {}),
    parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(e.body) } },
          },
        }
      : {}),
    ...(e.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    [e.multipart.field]: { type: 'string', contentMediaType: e.multipart.media },
                  },
                  required: [e.multipart.field],
                },
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The contract's files, each a group of the reference (api.ts exports them all). */
const groups = {
  'Accounts and sign-in': auth,
  Practice: practice,
  Plans: payments,
  Patients: patients,
  'Evaluations and notes': records,
  Signing: signing,
  Reports: reports,
  'FHIR export': fhir,
  'Practice data': practiceData,
  History: history,
  'Access log': audit,
  'Home programme': home,
  'Eye trainer': trainer,
  'Outcome measures': outcomes,
  Sync: sync,
  Service: service,
};

/** Every endpoint of the contract: its name, its group and itself. */
export const endpoints: { name: string; group: string; endpoint: Endpoint }[] = Object.entries(
  groups,
).flatMap(([group, module]) =>
  Object.entries(module).flatMap(([name, value]) =>
    typeof value === 'object' && 'path' in value
      ? [{ name, group, endpoint: value as Endpoint }]
      : [],
  ),
);

/** `addDischargeNote` as a reader would say it: 'Add discharge note'. */
const spoken = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `/api/patient/:patientAutoGenId` as OpenAPI writes it: `/api/patient/{patientAutoGenId}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

let paths: Record<string, Record<string, unknown>> | undefined;

/** Every route's description, made once per process: converting the schemas takes 75-175 ms,
 * and the server suite and the chaos run start the server many times in one process. */
function allPaths() {
  if (paths) return paths;
  paths = {};
  for (const { name, group, endpoint: e } of endpoints) {
    const path = openApiPath(e.path);
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(name, group, e) };
  }
  return paths;
}

/**
 * The API described as OpenAPI 3.1, made from the contract's endpoints and zod schemas: the one
 * source the server validates with and the app calls with, so the description cannot drift.
 */
export function openApiDocument(version: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Optolight API',
      version,
      description:
        'Clinical records for vision therapy: accounts, patients, evaluations and notes, signing, reports, the home programme and the sync feed the offline app uses.',
    },
    servers: [{ url: '/' }],
    tags: Object.keys(groups).map((name) => ({ name })),
    security: [{ bearer: [] }],
    paths: allPaths(),
    components: {
      schemas: { ApiError: jsonSchema(ApiError) },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
