import { api, type Endpoint, type Mutation } from '@optolight/contract';
import type { z } from 'zod';
import { deviceNameOf } from './device-name';
import { answerError, checkedAnswer, TransportError, type SyncTransport } from './transport';

/**
 * The sync transport over fetch. It reports a 401 to the engine (which pauses and keeps the
 * queue) instead of signing out here: the session layer decides about sign-out.
 */
export function httpTransport(
  baseUrl: string,
  token: () => string | undefined,
  timeoutMs = 30_000,
): SyncTransport {
  const call = async <S extends z.ZodType>(
    method: Endpoint['method'],
    path: string,
    answer: S,
    body?: unknown,
  ): Promise<z.output<S>> => {
    const auth = token();
    if (!auth) throw new TransportError(401, 'Signed out');
    let res: Response;
    try {
      res = await fetch(new URL(path, baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${auth}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TransportError(0, error instanceof Error ? error.message : 'network error');
    }
    if (!res.ok) {
      const body: unknown = await res.json().catch(() => null);
      throw answerError(res.status, body, `${method} ${path}: HTTP ${res.status}`);
    }
    // Not JSON at all (a proxy's page at 200) fails the schema like any other wrong shape.
    const data: unknown = await res.json().catch(() => undefined);
    return checkedAnswer(answer, data, `${method} ${path}`);
  };
  const name = deviceNameOf(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return {
    ...(name ? { deviceName: name } : {}),
    registerDevice: (deviceId) =>
      call(api.registerDevice.method, api.registerDevice.path, api.registerDevice.response, {
        deviceId,
        ...(name ? { name } : {}),
      }),
    push: (deviceId: string, mutations: Mutation[]) =>
      call(api.push.method, api.push.path, api.push.response, { deviceId, mutations }),
    pull: (cursor, limit) =>
      call(api.pull.method, `${api.pull.path}?cursor=${cursor}&limit=${limit}`, api.pull.response),
  };
}
