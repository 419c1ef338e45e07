import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '@mission-control/api/schemas';

/** The machine codes the server answers with; `code` in the JSON body. */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'misdirected_request'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'internal'
  | 'service_unavailable';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  misdirected_request: 421,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  service_unavailable: 503,
};

/** The sentence a refusal carries when the thrower gave none: `error` is always something a person can read. */
const SENTENCES: Record<ErrorCode, string> = {
  bad_request: 'The request is not valid.',
  unauthorized: 'Sign in, or send an access token, to use this API.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Not found.',
  conflict: 'This conflicts with what is already there.',
  misdirected_request: 'This request is for another server.',
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'Request bodies must be application/json.',
  too_many_requests: 'Too many requests; try again in a moment.',
  internal: 'Something went wrong on the server.',
  service_unavailable: 'The server cannot answer right now; try again.',
};

/**
 * The body of every refusal the API writes (outside /api/db, which speaks PostgREST's `{code, message}`, and the
 * Kratos identity endpoints): as the real backend, `error` is the human sentence and `code` the machine word.
 * Typed by api's `errorBodySchema`, the shape the clients read.
 */
export function errorBody(code: ErrorCode, sentence?: string): ErrorBody {
  return { error: sentence || SENTENCES[code], code };
}

/** A refusal written straight from a middleware or guard (no throw), in the one error shape. */
export function errorJson(
  c: Context,
  code: ErrorCode,
  sentence?: string,
  headers?: Record<string, string>,
  status: ContentfulStatusCode = STATUS[code],
): Response {
  return c.json(errorBody(code, sentence), status, headers);
}

/**
 * The one error a handler throws to answer with a 4xx/5xx (a static check in config/ keeps it the only one). The
 * body is always `{error: <sentence>, code}` JSON, so every client reads failures the same way.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    status?: ContentfulStatusCode,
    /** Sent with the answer (`Retry-After` on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message || SENTENCES[code]);
    this.status = status ?? STATUS[code];
  }

  toJSON(): ErrorBody {
    return errorBody(this.code, this.message);
  }
}

export const unauthorized = (message: string) => new HttpError('unauthorized', message);
export const forbidden = (message: string) => new HttpError('forbidden', message);
export const badRequest = (message: string) => new HttpError('bad_request', message);
export const notFound = (message: string) => new HttpError('not_found', message);
export const conflict = (message: string) => new HttpError('conflict', message);

export function errorResponse(c: Context, error: HttpError): Response {
  return c.json(error.toJSON(), error.status, error.headers);
}

/** `app.onError`: HttpErrors keep their status; anything else is logged and becomes a bare 500. */
export function onError(error: Error, c: Context): Response {
  if (error instanceof HttpError) return errorResponse(c, error);
  console.error(error);
  return errorJson(c, 'internal');
}
