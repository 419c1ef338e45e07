/** The spec's user-facing messages, word for word. */
export const ERROR_MESSAGES = {
  timeout: 'Request timed out. Please try again.',
  network: 'Network Error. Please try again.',
  offline: 'No internet connection. Please try again.',
  generic: 'An error occurred',
} as const;

export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'conflict'
  | 'timeout'
  | 'network'
  | 'offline'
  | 'http'
  | 'schema'
  | 'aborted';

/** One error type for every call; `kind` says what went wrong, `message` is fit to show a user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** For `schema` errors: the dotted path of the first field that did not match. */
  readonly field: string | undefined;
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; field?: string; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.field = options.field;
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A machine word such as `forbidden` or `bad_request`: never a sentence to show when a better one is there. */
const CODE_WORD = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/**
 * The sentence to show for a refused call's body. Reads both error shapes (`errorBodySchema`): the real
 * backend's `{error: <sentence>, code}` and the reference server's `{error: <code>, message}`, where the
 * sentence is `message`; so a toast says the server's reason, never "forbidden". Also the identity
 * service's nested `{error: {reason, message}}`, PostgREST's `{message, code}` and short text bodies.
 */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = typeof record.message === 'string' && record.message.trim() ? record.message : undefined;
    if (typeof record.error === 'string' && record.error.trim()) {
      const isCode = record.code === undefined && CODE_WORD.test(record.error);
      return isCode && message ? message : record.error;
    }
    // The identity service nests its error: {error: {id, code, reason, message}}.
    if (record.error && typeof record.error === 'object') {
      const nested = record.error as Record<string, unknown>;
      if (typeof nested.reason === 'string' && nested.reason.trim()) return nested.reason;
      if (typeof nested.message === 'string' && nested.message.trim()) return nested.message;
    }
    if (message) return message;
  }
  if (typeof body === 'string' && body.trim() && body.length < 500) return body.trim();
  return ERROR_MESSAGES.generic;
}

/**
 * The one error-toast rule (spec §8): the sentence of the response body, else the error's own message,
 * else `fallback`. Every console area calls this; a copy would drift from `messageFromBody`.
 */
export function errorMessageOf(error: unknown, fallback: string = ERROR_MESSAGES.generic): string {
  if (error instanceof ApiError && error.body !== undefined) {
    const fromBody = messageFromBody(error.body);
    if (fromBody !== ERROR_MESSAGES.generic) return fromBody;
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 400 || status === 422) return 'validation';
  return 'http';
}
