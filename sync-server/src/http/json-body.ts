import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** Far deeper than any form or sync batch; deep enough nesting overflows the stack in zod. */
const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects in JSON text, stopping once past `limit`. */
function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/**
 * Every JSON body passes one depth check before parsing, so a body nested thousands deep is a
 * 400 here instead of a stack overflow (500) in validation or merging. Parsing itself stays
 * Fastify's own (with its prototype-poisoning guards).
 */
export default fp((app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, 'The request body is nested too deeply'), undefined);
      return;
    }
    void parse(request, text, done);
  });
});
