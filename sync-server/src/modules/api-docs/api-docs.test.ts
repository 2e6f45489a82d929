import { Validator } from '@seriousme/openapi-schema-validator';
import { openApiPath } from '@optolight/contract/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };
type Operation = { 'x-access': string; responses: Record<string, unknown>; security?: unknown[] };

const documentOf = async () => (await h.app.inject('/api/openapi.json')).json<Document>();

/** Every method and path the server answers, read from Fastify's own route tree: each line is
 * a node, its depth the column of its branch, its path its ancestors' segments and its own. */
function registeredRoutes(): string[] {
  const tree = h.app.printRoutes({ commonPrefix: false });
  const segments: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const found = /── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!found?.[1]) return [];
    const depth = (line.indexOf('── ') - 1) / 4;
    segments.length = depth;
    segments.push(found[1]);
    const path = segments.join('');
    return (found[2] ?? '')
      .split(', ')
      .filter((method) => method && method !== 'HEAD')
      .map((method) => `${method} ${path}`);
  });
}

describe('the API described', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every route the server answers, and nothing it does not', async () => {
    const document = await documentOf();
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const served = registeredRoutes()
      .map((route) => route.replace(/ (.*)$/, (_, path: string) => ` ${openApiPath(path)}`))
      // The reference page and its own files are not API calls.
      .filter((route) => !/ \/api\/docs\b/.test(route));
    expect(served.length).toBeGreaterThan(50);
    expect([...new Set(served)].sort()).toEqual([...new Set(described)].sort());
  });

  it('says who may call each route, and the server keeps to it', async () => {
    const document = await documentOf();
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        expect(['public', 'signedIn', 'professionalRead', 'professionalWrite']).toContain(
          operation['x-access'],
        );
        if (operation['x-access'] === 'public') continue;
        // Without a session, a route that needs one refuses as described, whatever is sent.
        const url = path.replace(/\{[^}]+\}/g, 'x');
        const answer = await h.app.inject({ method: method.toUpperCase() as 'GET', url });
        expect(answer.statusCode, `${method} ${path}`).toBe(401);
        expect(Object.keys(operation.responses)).toContain('401');
      }
  });

  it('shows the reference page from this server', async () => {
    const page = await h.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    // Its scripts are this server's own, so the content policy lets them run.
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const file = await h.app.inject(new URL(src, 'http://x/api/docs/').pathname);
      expect(file.statusCode, src).toBe(200);
    }
  });
});
