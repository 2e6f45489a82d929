import { openApiDocument } from '@optolight/contract/openapi';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sample } from 'openapi-sampler';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { restEvaluation } from '../../../test/rest-records';

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: 'path' | 'query'; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const document = openApiDocument('test') as unknown as Document;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** A 1×1 PNG, for the routes that take an image. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The request an integrator would write from the document alone: every value sampled from its
 * schema, and path parameters naming a real patient or record of the caller where they name one. */
function exampleRequest(path: string, operation: Operation, ids: Record<string, string>) {
  const sampled = (schema: Schema) => sample(schema, { skipReadOnly: true }, document);
  let url = path;
  const query = new URLSearchParams();
  for (const p of operation.parameters ?? []) {
    const value = ids[p.name] ?? String(sampled(p.schema));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    else query.set(p.name, value);
  }
  const search = query.size ? `?${query.toString()}` : '';
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  if (json) return { url: url + search, payload: sampled(json) as object };
  const form = content['multipart/form-data']?.schema;
  if (!form) return { url: url + search };
  const field = Object.keys(form.properties ?? {})[0] ?? 'file';
  const boundary = 'example-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    url: url + search,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** How the answer departs from what the document describes for it; empty when it does not. */
function departures(operation: Operation, status: number, type: string, body: string): string[] {
  // A success is described as itself; a refusal may fall to the described default (ApiError).
  const described =
    operation.responses[String(status)] ??
    (status >= 400 ? operation.responses.default : undefined);
  if (!described) return [`answered ${String(status)}, which is not described`];
  const media = Object.entries(described.content ?? {}).find(([pattern]) =>
    type.startsWith(pattern.replace('*', '')),
  );
  if (!media) return [`answered ${String(status)} as ${type}, described as other types`];
  const schema = media[1].schema;
  if (!/^application\/([\w.-]+\+)?json/.test(type) || !schema) return [];
  const validate = ajv.compile({ ...schema, components: document.components });
  if (validate(JSON.parse(body))) return [];
  return [`answered ${String(status)} ${body.slice(0, 200)}: ${ajv.errorsText(validate.errors)}`];
}

it('answers example requests made from the document as the document describes', async () => {
  const problems: string[] = [];
  const statuses: number[] = [];
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      // Each call by an account of its own, with a patient and an evaluation: a call that ends a
      // session or changes the plan leaves the others as they were.
      const account = await makeAccount(h.app, 'professionalBasic');
      const { patientId, evaluationId } = await restEvaluation(caller(() => h.app, account.auth));
      const ids = { patientAutoGenId: patientId, evaluationId, id: evaluationId, provider: 'test' };
      const request = exampleRequest(path, operation, ids);
      const answer = await h.app.inject({
        method: method.toUpperCase() as 'GET',
        url: request.url,
        headers: { ...account.auth, ...request.headers },
        ...(request.payload ? { payload: request.payload } : {}),
      });
      statuses.push(answer.statusCode);
      const type = String(answer.headers['content-type'] ?? '');
      for (const problem of departures(operation, answer.statusCode, type, answer.body))
        problems.push(`${method.toUpperCase()} ${path}: ${problem}`);
    }
  expect(problems).toEqual([]);
  expect(statuses.every((s) => s < 500)).toBe(true);
  // Sampled values reach the handlers, not only the validation in front of them.
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(statuses.length / 3);
}, 60_000);
