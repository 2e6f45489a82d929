import type { Mutation, PullResponse, PushResponse } from '@optolight/contract';
import { api } from '@optolight/contract';
import { deviceNameOf } from './device-name';
import { answerError, TransportError, type SyncTransport } from './transport';

/**
 * The sync transport over fetch. It reports a 401 to the engine (which pauses and keeps the
 * queue) instead of signing out here: the session layer decides about sign-out.
 */
export function httpTransport(
  baseUrl: string,
  token: () => string | undefined,
  timeoutMs = 30_000,
): SyncTransport {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
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
    return (await res.json()) as T;
  };
  const name = deviceNameOf(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return {
    ...(name ? { deviceName: name } : {}),
    registerDevice: (deviceId) =>
      call(api.registerDevice.method, api.registerDevice.path, {
        deviceId,
        ...(name ? { name } : {}),
      }),
    push: (deviceId: string, mutations: Mutation[]) =>
      call<PushResponse>(api.push.method, api.push.path, { deviceId, mutations }),
    pull: (cursor, limit) =>
      call<PullResponse>(api.pull.method, `${api.pull.path}?cursor=${cursor}&limit=${limit}`),
  };
}
