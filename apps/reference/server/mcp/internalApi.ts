import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Principal } from '../context';

/**
 * Tools call the same HTTP routes the console calls, in process: the same read models, the same
 * validation, the same permission checks and the same error messages.
 */
export type Dispatch = (request: Request) => Response | Promise<Response>;

/**
 * The principal of each in-process request, keyed by the Request object itself: nothing a client
 * sends can put a request in this map, so it cannot be forged the way a header could.
 */
const inProcess = new WeakMap<Request, Principal>();

/** Marks a request as made in process on behalf of `principal`. */
export function asCaller(request: Request, principal: Principal): Request {
  inProcess.set(request, principal);
  return request;
}

/**
 * Wraps the app's principal resolution: an in-process request carries its principal already (an
 * MCP token's owner, whose own rights the tools act with); every other request goes through `resolve`.
 */
export function inProcessCaller(resolve: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = inProcess.get(c.req.raw);
    if (!principal) return resolve(c, next);
    c.set('principal', principal);
    await next();
  };
}

/** An HTTP API error, carrying the API's own status and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface InternalApi {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
}

/** Paths are relative to `/api`; every request acts as `principal`. */
export function internalApi(dispatch: Dispatch, origin: string, principal: Principal): InternalApi {
  const call = async <T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const headers = new Headers({ Accept: 'application/json', ...extra });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await dispatch(
      asCaller(
        new Request(new URL(path, origin), {
          method,
          headers,
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        }),
        principal,
      ),
    );
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    if (!response.ok) throw new ApiError(response.status, errorMessage(parsed, response.status));
    return parsed as T;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body, headers) => call('POST', path, body, headers),
  };
}

/** `{ error, message? }` (the server's shape: a code and the message), a PostgREST error `{ message }`, or text. */
function errorMessage(body: unknown, status: number): string {
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error']) {
      if (typeof record[key] === 'string' && record[key]) return record[key] as string;
    }
  }
  return `request failed with status ${status}`;
}
