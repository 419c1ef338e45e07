import type * as z from 'zod/mini';
import { ApiError, ERROR_MESSAGES, kindForStatus, messageFromBody } from './errors';
import { tokenAuthorization } from './mcp';

/**
 * A schema of either zod build: classic `zod` or `zod/mini`, which share zod's core. api's own are written with
 * `zod/mini` (schemas/zod.ts); a caller's may be either.
 */
export type Schema<T = unknown> = z.core.$ZodType<T>;

/**
 * proxy: same-origin `/api/...` paths with the session cookie (self-hosted).
 * direct: un-prefixed paths on an organisation backend with `Authorization: Bearer`.
 */
export type TransportMode = 'proxy' | 'direct';

/**
 * How a token from `getToken()` is sent. The real backend accepts both:
 * `Authorization: Bearer <tok>` or HTTP Basic with the user name `token`.
 */
export type TokenScheme = 'bearer' | 'basic';

export interface ClientConfig {
  /** Fixed base address; ignored when `getBaseUrl` is given. @default '' (same origin) */
  baseUrl?: string;
  /** Resolved on every request, so a host can switch organisations without a new client. */
  getBaseUrl?: () => string;
  /** @default 'proxy' */
  mode?: TransportMode;
  /** Resolved on every request, so a host can rotate tokens. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** @default 'bearer' */
  tokenScheme?: TokenScheme;
  fetch?: typeof fetch;
  /** Milliseconds before a request fails with 'Request timed out. Please try again.' @default 30000 */
  timeoutMs?: number;
  /** Called on HTTP 401 with the address to come back to after signing in. */
  onUnauthorized?: (returnTo: string) => void;
  /** The return address given to `onUnauthorized`. @default the current path and query */
  getReturnTo?: () => string;
  /** Where the identity service's self-service API is mounted. @default '/kratos' */
  identityPath?: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export type QueryValue = string | number | boolean | undefined | null;

/** Pairs keep order and allow a key to repeat (PostgREST ANDs repeated filters). */
export type Query = Record<string, QueryValue> | ReadonlyArray<readonly [string, string]>;

export interface HttpRequest {
  method?: string;
  path: string;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Identity flows answer 401 as part of signing in; they must not trigger `onUnauthorized`. */
  skipUnauthorizedHandler?: boolean;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface HttpTransport {
  request<T>(req: HttpRequest, schema: Schema<T>): Promise<T>;
  /** Like `request`, but also returns the status and headers (PostgREST counts live in `Content-Range`). */
  send<T>(req: HttpRequest, schema: Schema<T>): Promise<HttpResponse<T>>;
  url(path: string, query?: Query): string;
}

function currentReturnTo(): string {
  const loc = (globalThis as { location?: Location }).location;
  return loc ? `${loc.pathname}${loc.search}` : '/';
}

/** The issues of a failed parse, as zod's errors and Standard Schema results both carry them. */
export interface ParseIssues {
  readonly issues: ReadonlyArray<{ readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> }>;
}

/** The dotted path of the first field that did not match, e.g. `checks_summary.0.uptime.passed`. */
export function firstIssuePath(error: z.core.$ZodError | ParseIssues): string {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  return issue ? path.map((key) => String(typeof key === 'object' ? key.key : key)).join('.') || '(root)' : '(root)';
}

/**
 * A parse through the schema's Standard Schema surface (`~standard.validate`, which every zod schema has), so
 * the transport itself needs no zod code: the first paint's module graph leaves zod out (#26), and it loads with
 * the schemas that use it.
 */
function validate<T>(schema: Schema<T>, value: unknown) {
  return schema['~standard'].validate(value);
}

type Validated<T> = Exclude<ReturnType<typeof validate<T>>, Promise<unknown>>;

function parsedOrThrow<T>(result: Validated<T>, value: unknown, what: string): T {
  if (!result.issues) return result.value;
  const field = firstIssuePath(result);
  throw new ApiError('schema', `Unexpected response from ${what}: field '${field}' did not match.`, {
    field,
    body: value,
    cause: result,
  });
}

/** Parses with a schema, turning a mismatch into an `ApiError` of kind `schema` that names the field. */
export function parseWith<T>(schema: Schema<T>, value: unknown, what: string): T {
  const result = validate(schema, value);
  if (result instanceof Promise) {
    // As zod's own synchronous parse: a schema that needs to wait (an async refinement) cannot answer here.
    result.catch(() => undefined);
    throw new Error(`The schema for ${what} is asynchronous; it cannot be parsed synchronously.`);
  }
  return parsedOrThrow(result, value, what);
}

export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const pairs: [string, string][] = Array.isArray(query)
    ? (query as ReadonlyArray<readonly [string, string]>).map(([k, v]) => [k, v])
    : Object.entries(query as Record<string, QueryValue>)
        .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
        .map(([k, v]) => [k, String(v)]);
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

/** `AbortSignal.any`, with a fallback for browsers that predate it (Safari < 17.4). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

export function createTransport(config: ClientConfig): HttpTransport {
  const mode = config.mode ?? 'proxy';
  const timeoutMs = config.timeoutMs ?? 30_000;

  const url = (path: string, query?: Query) => {
    const base = (config.getBaseUrl?.() ?? config.baseUrl ?? '').replace(/\/+$/, '');
    const prefix = mode === 'proxy' ? '/api' : '';
    return `${base}${prefix}${path.startsWith('/') ? path : `/${path}`}${encodeQuery(query)}`;
  };

  async function send<T>(req: HttpRequest, schema: Schema<T>): Promise<HttpResponse<T>> {
    const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
    const token = await config.getToken?.();
    if (token) headers.Authorization = tokenAuthorization(token, config.tokenScheme);
    let body: string | undefined;
    if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    const target = url(req.path, req.query);

    if (req.signal?.aborted) throw new ApiError('aborted', 'Request was cancelled.', { cause: req.signal.reason });
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = req.signal ? anySignal([req.signal, timeout.signal]) : timeout.signal;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(target, {
        method: req.method ?? 'GET',
        headers,
        body,
        signal,
        credentials: mode === 'proxy' ? 'same-origin' : 'omit',
      });
      // Reading the body is part of the request: a stalled body must also time out.
      text = await response.text();
    } catch (cause) {
      if (req.signal?.aborted) throw new ApiError('aborted', 'Request was cancelled.', { cause });
      if (timeout.signal.aborted) throw new ApiError('timeout', ERROR_MESSAGES.timeout, { cause });
      const nav = (globalThis as { navigator?: Navigator }).navigator;
      if (nav && nav.onLine === false) throw new ApiError('offline', ERROR_MESSAGES.offline, { cause });
      throw new ApiError('network', ERROR_MESSAGES.network, { cause });
    } finally {
      clearTimeout(timer);
    }

    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!response.ok) {
      if (response.status === 401 && !req.skipUnauthorizedHandler)
        config.onUnauthorized?.((config.getReturnTo ?? currentReturnTo)());
      throw new ApiError(kindForStatus(response.status), messageFromBody(parsed), {
        status: response.status,
        body: parsed,
      });
    }
    // A schema that waits (an async refinement) is awaited here; the usual synchronous one answers at once.
    const result = validate(schema, parsed);
    const data = parsedOrThrow(result instanceof Promise ? await result : result, parsed, req.path);
    return { data, status: response.status, headers: response.headers };
  }

  return {
    send,
    request: async (req, schema) => (await send(req, schema)).data,
    url,
  };
}
