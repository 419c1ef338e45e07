import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The error codes the server answers with; `error` in the JSON body. */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'internal'
  | 'service_unavailable';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal: 500,
  service_unavailable: 503,
};

/**
 * The one error a handler throws to answer with a 4xx/5xx. The body is always
 * `{error, message?}` JSON, so every client reads failures the same way.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    status?: ContentfulStatusCode,
  ) {
    super(message ?? code);
    this.status = status ?? STATUS[code];
  }

  toJSON(): { error: string; message?: string } {
    return this.message && this.message !== this.code
      ? { error: this.code, message: this.message }
      : { error: this.code };
  }
}

export const unauthorized = (message: string) => new HttpError('unauthorized', message);
export const forbidden = (message: string) => new HttpError('forbidden', message);
export const badRequest = (message: string) => new HttpError('bad_request', message);
export const notFound = (message: string) => new HttpError('not_found', message);

export function errorResponse(c: Context, error: HttpError): Response {
  return c.json(error.toJSON(), error.status);
}

/** `app.onError`: HttpErrors keep their status; anything else is logged and becomes a bare 500. */
export function onError(error: Error, c: Context): Response {
  if (error instanceof HttpError) return errorResponse(c, error);
  console.error(error);
  return c.json({ error: 'internal server error' }, 500);
}

/** Reads a JSON object body, or answers 400 with what was wrong. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('request body must be JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
