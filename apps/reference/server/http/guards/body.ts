import type { Context, MiddlewareHandler } from 'hono';
import type { GuardConfig } from './config';
import { refuse } from './refuse';

/** `application/json`, `application/merge-patch+json`, `application/vnd.pgrst.object+json`, ... */
export function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

export function hasBody(c: Context): boolean {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return false;
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  if (c.req.header('transfer-encoding') !== undefined) return true;
  // On the wire (HTTP/1.1) a message with neither header has no body; a Request built in code may still carry one.
  const fromNode = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
  return !fromNode && c.req.raw.body !== null;
}

/**
 * A cross-site HTML form can send `text/plain`, `multipart/form-data` and
 * urlencoded bodies without a preflight; the API takes JSON only, so such a
 * body never reaches a handler.
 */
export function jsonBodyGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (hasBody(c) && !isJsonType(c.req.header('content-type')) && !isSameOriginFlowForm(c)) {
      const given = c.req.header('content-type') ?? 'none';
      return refuse(c, 415, 'unsupported_media_type', `Request bodies must be application/json (got ${given})`);
    }
    await next();
  };
}

/** Where the identity service takes Kratos-style HTML form posts of its browser flows. */
const FLOW_SUBMIT = /^\/api\/kratos\/self-service\/(login|registration|recovery|verification|settings)$/;

/**
 * The one exception to JSON only: Kratos' browser flows also take plain HTML forms
 * (`application/x-www-form-urlencoded` or `multipart/form-data`), so sign-in works without
 * script. Only on a flow's submit path and only when the browser says the form is this origin's
 * own (`sameOriginGuard` has already refused other origins; here a form must also say where it
 * is from), and the flow's CSRF token, bound to its cookie, is checked by the identity service.
 */
function isSameOriginFlowForm(c: Context): boolean {
  if (c.req.method !== 'POST' || !FLOW_SUBMIT.test(c.req.path)) return false;
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return false;
  return c.req.header('sec-fetch-site') === 'same-origin' || c.req.header('origin') !== undefined;
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body too large (at most ${limit} bytes)`);
  }
}

const tooLarge = (c: Context, limit: number) =>
  refuse(c, 413, 'payload_too_large', `Request body too large (at most ${limit} bytes)`);

/**
 * Bodies above `maxBodyBytes` get 413 without being read whole: a declared
 * Content-Length is refused up front; a chunked body is counted as it streams
 * and the read fails at the first byte over the limit.
 */
export function bodyLimitGuard(config: Pick<GuardConfig, 'maxBodyBytes'>): MiddlewareHandler {
  const limit = config.maxBodyBytes;
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined) {
      if (Number(declared) > limit) return tooLarge(c, limit);
      return next();
    }
    let seen = 0;
    let exceeded = false;
    const reader = raw.body.getReader();
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        seen += value.byteLength;
        if (seen > limit) {
          exceeded = true;
          await reader.cancel().catch(() => undefined);
          controller.error(new BodyTooLargeError(limit));
          return;
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    // Handlers may catch the read error and answer otherwise; the limit wins.
    if (exceeded || c.error instanceof BodyTooLargeError) {
      c.error = undefined;
      c.res = undefined as unknown as Response;
      c.res = tooLarge(c, limit);
    }
  };
}
