import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { dbErrorCode, isConstraintViolation, isDatabaseUnavailable } from '../db/errors';
import { HttpError, RetryLater, fieldErrors } from '../http/errors';

const databaseAway = new RetryLater(
  503,
  'The server cannot reach its database just now. Please try again.',
  5,
);

/** A refusal the routes chose, with Retry-After when it says when to try again. */
function refuse(reply: FastifyReply, error: HttpError) {
  if (error instanceof RetryLater) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.statusCode).send({
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.link ? { link: error.link } : {}),
  });
}

/** Every error leaves as JSON `{ message, errors?, link? }`; never a stack trace. */
export default fp((app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send({ message: 'Please correct the highlighted fields', errors: fieldErrors(error) });
    }
    if (error instanceof HttpError) return refuse(reply, error);
    // A constraint the rules did not foresee is a clash with what is stored, not a server fault:
    // nothing was written (the transaction rolled back), and the caller can correct and retry.
    if (isConstraintViolation(error)) {
      request.log.warn(
        { err: { type: error.name, code: dbErrorCode(error) } },
        'constraint refused a write',
      );
      return reply.status(409).send({ message: 'This change clashes with data already stored' });
    }
    // A database restarting or failing over: nothing was written, and the same request will
    // succeed shortly, which the device's queue and a person retrying both know from a 503.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { type: error.name, code: dbErrorCode(error) } }, 'database away');
      return refuse(reply, databaseAway);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggable(error) }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong' });
    }
    return reply.status(status).send({ message: publicMessage(error, status) });
  });
});

function publicMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'The upload is too large';
  if (status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type';
  if (
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
  )
    return 'The request body is not valid JSON';
  return error.message;
}

/**
 * What a server fault leaves in the log. A failed query's own message and stack spell out the
 * statement and its parameters, which may be a patient's details: only the driver's error (the
 * cause) is logged, with the database's code.
 */
function loggable(error: Error): { type: string; code?: string; message: string; stack?: string } {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    return {
      type: 'DrizzleQueryError',
      code: dbErrorCode(error),
      message: cause?.message ?? 'query failed',
      stack: cause?.stack,
    };
  }
  return { type: error.name, message: error.message, stack: error.stack };
}
