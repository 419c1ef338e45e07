import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorJson, type ErrorCode } from '../errors';

/** PostgREST clients (postgrest-js) read `{code, message}`; the rest of the API answers `{error: <sentence>, code}`. */
const POSTGREST_CODES: Partial<Record<number, string>> = { 413: 'PGRST413', 415: 'PGRST107' };

/** A guard's refusal, in the error shape of the API the request was for. */
export function refuse(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string): Response {
  if (c.req.path.startsWith('/api/db/')) {
    const code = POSTGREST_CODES[status] ?? `HTTP${status}`;
    return c.json({ code, message, details: null, hint: null }, status);
  }
  return errorJson(c, code, message, undefined, status);
}
