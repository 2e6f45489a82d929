import { pathOf, type BodyOf, type Endpoint, type ResponseOf } from '@optolight/contract';
import ky, { type KyInstance } from 'ky';
import { authorizationHeader, signOut } from '../session/session';
import { offlineMessage, RequestError, toRequestError } from './errors';

const http: KyInstance = ky.create({
  retry: 0,
  timeout: 30_000,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        const auth = authorizationHeader();
        if (auth && !request.headers.has('authorization'))
          request.headers.set('authorization', auth);
      },
    ],
  },
});

export interface CallInput<E extends Endpoint> {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  /** Sends this token instead of the session's (checking a new sign-in before keeping it). */
  token?: string;
}

async function send(
  endpoint: Endpoint,
  input: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    signal?: AbortSignal;
    token?: string;
  },
  payload: { json?: unknown; body?: FormData },
): Promise<unknown> {
  // Absolute, so the same client works in the browser and in tests (Node's Request needs it).
  const url = new URL(pathOf(endpoint.path, input.params), window.location.origin);
  let response: Response;
  try {
    response = await http(url, {
      method: endpoint.method,
      ...(input.query ? { searchParams: input.query } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
      ...(input.token ? { headers: { authorization: `Bearer ${input.token}` } } : {}),
      ...payload,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new RequestError(0, { message: offlineMessage });
  }
  if (!response.ok) {
    // A rejected token ends the session; the signed-in layout then sends the person to /login.
    if (response.status === 401 && endpoint.access !== 'public' && !input.token)
      signOut('rejected');
    throw await toRequestError(response);
  }
  return response.json();
}

/**
 * Calls a contract endpoint: path parameters filled, JSON body sent, the answer checked
 * against the endpoint's response schema (so contract drift fails loudly, not deep in a screen).
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<ResponseOf<E>> {
  const data = await send(endpoint, input, input.body === undefined ? {} : { json: input.body });
  return endpoint.response.parse(data) as ResponseOf<E>;
}

/** A multipart upload (avatar, signature): one file under `field`. */
export async function upload<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  field = 'image',
): Promise<ResponseOf<E>> {
  const form = new FormData();
  form.append(field, file);
  const data = await send(endpoint, {}, { body: form });
  return endpoint.response.parse(data) as ResponseOf<E>;
}
