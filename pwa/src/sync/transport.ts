import { ApiError, type Mutation, type PullResponse, type PushResponse } from '@optolight/contract';
import type { z } from 'zod';

/** How the engine reaches the server; the app uses HTTP, tests an in-process server. */
export interface SyncTransport {
  /** How this device introduces itself when it registers ('Chrome on iPad'), if known. */
  readonly deviceName?: string;
  registerDevice(deviceId: string): Promise<{ ackedSeq: number }>;
  push(deviceId: string, mutations: Mutation[]): Promise<PushResponse>;
  pull(cursor: number, limit: number): Promise<PullResponse>;
}

/** A failed call: status 0 for no answer at all (offline, timeout, dropped). */
export class TransportError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Per-field messages of the server's answer, when it gave any. */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/**
 * An error answer as a TransportError with the server's own words (`{ message, errors? }`);
 * a body of another shape (a proxy's page) keeps `fallback`.
 */
export function answerError(status: number, body: unknown, fallback: string): TransportError {
  const parsed = ApiError.safeParse(body);
  if (!parsed.success) return new TransportError(status, fallback);
  return new TransportError(status, parsed.data.message, parsed.data.errors);
}

/**
 * A 200 answer checked against the contract's schema. One of another shape (a captive portal's
 * page, a cut-off body, a server that drifted from the contract) is a failed call, a bad gateway
 * (502) and so retried later: none of it reaches the device's database, and a push's entries
 * stay queued until a round reads the server's acknowledgement.
 */
export function checkedAnswer<S extends z.ZodType>(
  schema: S,
  body: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new TransportError(502, `${what}: the answer is not the contract's`);
  return parsed.data;
}

/** These are worth retrying (docs/sync-protocol.md#rule-8-errors-never-drop-data); everything else
 * needs a person or a fix. */
export const isRetryable = (status: number) =>
  status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * A push the server could not take as sent (too large, malformed): something in the batch is at
 * fault, not the device or the account. 401 (sign in), 403 (plan) and 404 (device unknown) are
 * about who asks, so splitting the batch could not help.
 */
export const isRefusedRequest = (status: number) =>
  status >= 400 && status < 500 && ![401, 403, 404, 408, 429].includes(status);
