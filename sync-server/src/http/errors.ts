import type { ZodError } from 'zod';

/** An answer the caller can act on: status, general message, optional per-field messages. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly link?: string,
  ) {
    super(message);
  }
}

/** A refusal the caller may retry after `retryAfterSeconds` (sent as Retry-After): 429, 503. */
export class RetryLater extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const forbidden = (message: string, link?: string) =>
  new HttpError(403, message, undefined, link);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);

/** Zod issues as `{ 'field.path': 'first message' }`. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'general';
    out[key] ??= issue.message;
  }
  return out;
}
