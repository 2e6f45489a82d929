import {
  api,
  type ListTrainerRoundsResponse,
  type OutcomeSaved,
  type TrainerRoundResult,
} from '@optolight/contract';
import type { HomeOutcome, TrainerRound } from '@optolight/domain';

export interface TrainerTransport {
  push(rounds: TrainerRound[]): Promise<{ results: TrainerRoundResult[]; total: number }>;
  list(since: number, limit: number): Promise<ListTrainerRoundsResponse>;
  sendOutcome(outcome: HomeOutcome): Promise<OutcomeSaved>;
}

/** A refused or failed call; status 0 when there was no answer at all (offline, timeout). */
export class TrainerSyncError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly link?: string,
  ) {
    super(message);
    this.name = 'TrainerSyncError';
  }
}

export type Send = (
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) => Promise<{ status: number; body: unknown }>;

const messageOf = (body: unknown) => {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    message: typeof b.message === 'string' ? b.message : 'Something went wrong',
    link: typeof b.link === 'string' ? b.link : undefined,
  };
};

/** The trainer's calls over any `Send`; answers are checked against the contract's schemas. */
export function sendTransport(send: Send): TrainerTransport {
  const ok = async (p: ReturnType<Send>) => {
    const res = await p;
    if (res.status !== 200) {
      const { message, link } = messageOf(res.body);
      throw new TrainerSyncError(res.status, message, link);
    }
    return res.body;
  };
  return {
    push: async (rounds) =>
      api.pushTrainerRounds.response.parse(
        await ok(send('POST', api.pushTrainerRounds.path, { rounds })),
      ),
    list: async (since, limit) =>
      api.listTrainerRounds.response.parse(
        await ok(send('GET', `${api.listTrainerRounds.path}?since=${since}&limit=${limit}`)),
      ),
    sendOutcome: async (outcome) =>
      api.saveMyOutcome.response.parse(await ok(send('POST', api.saveMyOutcome.path, outcome))),
  };
}

/**
 * Over fetch, with the session's token. A 401 is reported, not acted on: the session layer
 * decides about signing out, and the queue simply waits
 * (docs/sync-protocol.md#rule-8-errors-never-drop-data).
 */
export function fetchSend(token: () => string | undefined): Send {
  return async (method, path, body) => {
    const auth = token();
    if (!auth) return { status: 401, body: { message: 'Sign in again to sync your rounds.' } };
    let res: Response;
    try {
      res = await fetch(new URL(path, window.location.origin), {
        method,
        headers: {
          authorization: auth,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      return {
        status: 0,
        body: { message: 'Offline: your rounds will sync when you are back online.' },
      };
    }
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: res.status, body: { message: text } };
    }
  };
}
