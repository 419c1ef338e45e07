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

/** The response's `error` field, else its `message`, else 'An error occurred'. */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.error === 'string' && record.error.trim()) return record.error;
    // The identity service nests its error: {error: {id, code, reason, message}}.
    if (record.error && typeof record.error === 'object') {
      const nested = record.error as Record<string, unknown>;
      if (typeof nested.reason === 'string' && nested.reason.trim()) return nested.reason;
      if (typeof nested.message === 'string' && nested.message.trim()) return nested.message;
    }
    if (typeof record.message === 'string' && record.message.trim()) return record.message;
  }
  if (typeof body === 'string' && body.trim() && body.length < 500) return body.trim();
  return ERROR_MESSAGES.generic;
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 400 || status === 422) return 'validation';
  return 'http';
}
