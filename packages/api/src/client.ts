import type { z } from 'zod';
import { ApiError, ERROR_MESSAGES, kindForStatus, messageFromBody } from './errors';
import { checkSummaryResponseSchema, type CheckSummaryResponse } from './schemas/canary';

/**
 * proxy: same-origin `/api/...` paths with the session cookie (self-hosted).
 * direct: un-prefixed paths on an organisation backend with `Authorization: Bearer`.
 */
export type TransportMode = 'proxy' | 'direct';

export interface ClientConfig {
  /** Fixed base address; ignored when `getBaseUrl` is given. Defaults to '' (same origin). */
  baseUrl?: string;
  /** Resolved on every request, so a host can switch organisations without a new client. */
  getBaseUrl?: () => string;
  /** @default 'proxy' */
  mode?: TransportMode;
  /** Resolved on every request, so a host can rotate tokens. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: typeof fetch;
  /** Milliseconds before a request fails with 'Request timed out. Please try again.' @default 30000 */
  timeoutMs?: number;
  /** Called on HTTP 401 with the address to come back to after signing in. */
  onUnauthorized?: (returnTo: string) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

interface HttpRequest {
  method?: string;
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpTransport {
  request<T>(req: HttpRequest, schema: z.ZodType<T>): Promise<T>;
  url(path: string): string;
}

function currentReturnTo(): string {
  const loc = (globalThis as { location?: Location }).location;
  return loc ? `${loc.pathname}${loc.search}` : '/';
}

function firstIssuePath(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.path.map(String).join('.') || '(root)' : '(root)';
}

export function createTransport(config: ClientConfig): HttpTransport {
  const mode = config.mode ?? 'proxy';
  const timeoutMs = config.timeoutMs ?? 30_000;

  const url = (path: string) => {
    const base = (config.getBaseUrl?.() ?? config.baseUrl ?? '').replace(/\/+$/, '');
    const prefix = mode === 'proxy' ? '/api' : '';
    return `${base}${prefix}${path.startsWith('/') ? path : `/${path}`}`;
  };

  async function request<T>(req: HttpRequest, schema: z.ZodType<T>): Promise<T> {
    const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
    const token = await config.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    let target = url(req.path);
    const params = Object.entries(req.query ?? {}).filter(([, v]) => v !== undefined && v !== null);
    if (params.length) {
      target += `?${new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString()}`;
    }

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, timeout.signal]) : timeout.signal;
    let response: Response;
    try {
      response = await doFetch(target, {
        method: req.method ?? 'GET',
        headers,
        body,
        signal,
        credentials: mode === 'proxy' ? 'same-origin' : 'omit',
      });
    } catch (cause) {
      if (req.signal?.aborted) throw new ApiError('aborted', 'Request was cancelled.', { cause });
      if (timeout.signal.aborted) throw new ApiError('timeout', ERROR_MESSAGES.timeout, { cause });
      const nav = (globalThis as { navigator?: Navigator }).navigator;
      if (nav && nav.onLine === false) throw new ApiError('offline', ERROR_MESSAGES.offline, { cause });
      throw new ApiError('network', ERROR_MESSAGES.network, { cause });
    } finally {
      clearTimeout(timer);
    }

    const text = await response.text();
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!response.ok) {
      if (response.status === 401) config.onUnauthorized?.(currentReturnTo());
      throw new ApiError(kindForStatus(response.status), messageFromBody(parsed), {
        status: response.status,
        body: parsed,
      });
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      const field = firstIssuePath(result.error);
      throw new ApiError('schema', `Unexpected response from ${req.path}: field '${field}' did not match.`, {
        field,
        body: parsed,
        cause: result.error,
      });
    }
    return result.data;
  }

  return { request, url };
}

export interface CanaryClient {
  /** `GET /canary/api/summary`: every check with uptime and latency over the last hour. */
  summary(options?: RequestOptions): Promise<CheckSummaryResponse>;
}

export interface MissionControlClient {
  readonly canary: CanaryClient;
  /** Absolute or same-origin address for a backend path, e.g. for downloads. */
  url(path: string): string;
}

/** A client per configuration; nothing is kept in module state. */
export function createClient(config: ClientConfig = {}): MissionControlClient {
  const http = createTransport(config);
  return {
    url: http.url,
    canary: {
      summary: (options = {}) =>
        http.request({ path: '/canary/api/summary', signal: options.signal }, checkSummaryResponseSchema),
    },
  };
}
