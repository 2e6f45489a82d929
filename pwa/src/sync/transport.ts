import type { Mutation, PullResponse, PushResponse } from '@optolight/contract';

/** How the engine reaches the server; the app uses HTTP, tests an in-process server. */
export interface SyncTransport {
  registerDevice(deviceId: string): Promise<{ ackedSeq: number }>;
  push(deviceId: string, mutations: Mutation[]): Promise<PushResponse>;
  pull(cursor: number, limit: number): Promise<PullResponse>;
}

/** A failed call: status 0 for no answer at all (offline, timeout, dropped). */
export class TransportError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** Sync rule 8: these are worth retrying; everything else needs a person or a fix. */
export const isRetryable = (status: number) => status === 0 || status === 429 || status >= 500;
