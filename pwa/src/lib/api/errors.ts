import { ApiError } from '@optolight/contract';

/** A failed call: the HTTP status (0 when the server could not be reached) and the parsed
 * `{ message, errors?, link? }` body every error answer carries. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
    this.name = 'RequestError';
  }

  get isOffline(): boolean {
    return this.status === 0;
  }
}

export const offlineMessage =
  'You are offline or the server cannot be reached. Check the connection and try again.';

/** Reads an error answer; a body that is not the contract's shape still yields a message. */
export async function toRequestError(response: Response): Promise<RequestError> {
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, say): fall through to the generic message.
  }
  const parsed = ApiError.safeParse(data);
  const body = parsed.success ? parsed.data : { message: 'Something went wrong' };
  return new RequestError(response.status, body);
}

export function messageOf(error: unknown): string {
  if (error instanceof RequestError) return error.body.message;
  return 'Something went wrong';
}
