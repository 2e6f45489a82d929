import { pathOf, type BodyOf, type Endpoint, type ResponseOf } from '@optolight/contract';
import ky, { type KyInstance, type Options } from 'ky';
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

interface SendInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  signal?: AbortSignal;
  token?: string;
}

/** A request that got no answer: a cancel stays a cancel, anything else reads as offline. */
function unanswered(error: unknown): never {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  throw new RequestError(0, { message: offlineMessage });
}

/** Sends a call and answers its response when it succeeded; a failure becomes a RequestError. */
async function fetchOk(
  endpoint: Endpoint,
  input: SendInput,
  options: { json?: unknown; body?: FormData } & Pick<Options, 'onDownloadProgress' | 'timeout'>,
): Promise<Response> {
  // Absolute, so the same client works in the browser and in tests (Node's Request needs it).
  const url = new URL(pathOf(endpoint.path, input.params), window.location.origin);
  let response: Response;
  try {
    response = await http(url, {
      method: endpoint.method,
      ...(input.query ? { searchParams: input.query } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
      ...(input.token ? { headers: { authorization: `Bearer ${input.token}` } } : {}),
      ...options,
    });
  } catch (error) {
    unanswered(error);
  }
  if (!response.ok) throw await failed(endpoint, response, input.token);
  return response;
}

async function failed(endpoint: Endpoint, response: Response, token?: string) {
  // A rejected token ends the session; the signed-in layout then sends the person to /login.
  if (response.status === 401 && endpoint.access !== 'public' && !token) signOut('rejected');
  return toRequestError(response);
}

async function send(
  endpoint: Endpoint,
  input: SendInput,
  payload: { json?: unknown; body?: FormData },
): Promise<unknown> {
  return (await fetchOk(endpoint, input, payload)).json();
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

/** Bytes moved so far; `total` is null when the other side did not say. */
export interface Transfer {
  loaded: number;
  total: number | null;
}

/**
 * Downloads a file answer (the practice's export) with its progress. No time limit: the server
 * gathers a large practice before the first byte.
 */
export async function download(
  endpoint: Endpoint,
  input: { signal?: AbortSignal; onProgress?: (transfer: Transfer) => void } = {},
): Promise<{ blob: Blob; name: string | null }> {
  const { onProgress } = input;
  const response = await fetchOk(
    endpoint,
    { ...(input.signal ? { signal: input.signal } : {}) },
    {
      timeout: false,
      ...(onProgress
        ? {
            onDownloadProgress: (progress) => {
              onProgress({
                loaded: progress.transferredBytes,
                total: progress.totalBytes || null,
              });
            },
          }
        : {}),
    },
  );
  const blob = await response.blob().catch(unanswered);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob, name: name?.[1] ?? null };
}

/**
 * A multipart upload of one large file with its progress (the practice's import), through
 * XMLHttpRequest: fetch reports an upload's progress only by streaming its body, which browsers
 * send over HTTP/2 alone. `onSent` tells when the last byte left, while the server still works.
 */
export function uploadWithProgress<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  field: string,
  input: { signal?: AbortSignal; onProgress?: (transfer: Transfer) => void; onSent?: () => void },
): Promise<ResponseOf<E>> {
  const url = new URL(pathOf(endpoint.path), window.location.origin);
  const form = new FormData();
  form.append(field, file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, url);
    const auth = authorizationHeader();
    if (auth) xhr.setRequestHeader('authorization', auth);
    xhr.upload.addEventListener('progress', (event) => {
      input.onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : null,
      });
    });
    xhr.upload.addEventListener('load', () => input.onSent?.());
    xhr.addEventListener('load', () => {
      const response = new Response(xhr.responseText, { status: xhr.status });
      if (xhr.status < 200 || xhr.status > 299) {
        void failed(endpoint, response).then(reject);
        return;
      }
      void response.json().then((data: unknown) => {
        resolve(endpoint.response.parse(data) as ResponseOf<E>);
      }, reject);
    });
    xhr.addEventListener('error', () => {
      reject(new RequestError(0, { message: offlineMessage }));
    });
    xhr.addEventListener('abort', () => {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    input.signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(form);
  });
}
