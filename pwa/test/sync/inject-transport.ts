import { api, type Mutation } from '@optolight/contract';
import type { z } from 'zod';
import {
  answerError,
  checkedAnswer,
  TransportError,
  type SyncTransport,
} from '../../src/sync/transport';

export interface RawResponse {
  status: number;
  body: unknown;
}

/** One request as the transport sends it; tests wrap this to drop, delay or duplicate it. */
export type Send = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<RawResponse>;

/** The part of a Fastify instance this needs (the server's own type stays on its side). */
export interface Injectable {
  inject(options: {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    headers: Record<string, string>;
    payload?: object;
  }): Promise<{ statusCode: number; body: string; json: () => unknown }>;
}

/** Calls the real server in-process (no sockets), with the account's token. */
export function injectSend(app: () => Injectable, token: () => string): Send {
  return async (method, url, payload) => {
    const res = await app().inject({
      method,
      url,
      headers: { authorization: `Bearer ${token()}` },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : res.body };
  };
}

/** An error answer's body as JSON when it is JSON text, as HTTP would read it. */
function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

/** The sync transport over any `Send`: the same code path as HTTP, minus the socket. */
export function sendTransport(send: Send, deviceName?: string): SyncTransport {
  const ok = async <S extends z.ZodType>(
    answer: S,
    p: Promise<RawResponse>,
  ): Promise<z.output<S>> => {
    let res: RawResponse;
    try {
      res = await p;
    } catch (error) {
      throw new TransportError(0, error instanceof Error ? error.message : 'network error');
    }
    if (res.status !== 200) throw answerError(res.status, jsonOf(res.body), `HTTP ${res.status}`);
    return checkedAnswer(answer, res.body, `HTTP ${res.status}`);
  };
  return {
    ...(deviceName ? { deviceName } : {}),
    registerDevice: (deviceId) =>
      ok(
        api.registerDevice.response,
        send('POST', '/api/sync/devices', {
          deviceId,
          ...(deviceName ? { name: deviceName } : {}),
        }),
      ),
    push: (deviceId: string, mutations: Mutation[]) =>
      ok(api.push.response, send('POST', '/api/sync/push', { deviceId, mutations })),
    pull: (cursor, limit) =>
      ok(api.pull.response, send('GET', `/api/sync/pull?cursor=${cursor}&limit=${limit}`)),
  };
}
