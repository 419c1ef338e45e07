/** Log search: `/logs` (reference console-areas §4.1; our server's own store behind upstream's contract). */
import { z } from '../schemas/zod';
import { validateBody } from './auth';
import type { HttpTransport, RequestOptions } from '../transport';

/**
 * `POST /logs`: upstream's `{id, name, query}` (a component's id, or ours: a catalog item's, whose selectors are its
 * properties of type `logs`, and one of its log selectors by name; without both,
 * every log the caller may read; `name` alone names a logging backend or the server's own `checks`, `playbooks`,
 * `scrapers`, `notifications` or `server`), plus `start` and `end` as date math (`now-1h`, ISO), which upstream's
 * console keeps in the URL but never sends, and `limit`. In `query`, words are searched in the message and
 * `key=value` terms match labels.
 */
export const logSearchRequestSchema = z.object({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  query: z.optional(z.string().check(z.maxLength(500, { error: 'The search may be at most 500 characters' }))),
  start: z.optional(z.string()),
  end: z.optional(z.string()),
  limit: z.optional(z.int().check(z.gte(1))),
});
export type LogSearchRequest = z.infer<typeof logSearchRequestSchema>;

/** One line (upstream's `count`, `firstObserved` and `lastObserved` are let through when a backend sends them). */
export const logResultSchema = z.looseObject({
  timestamp: z.string(),
  message: z.string(),
  labels: z.nullish(z.record(z.string(), z.unknown())),
  count: z.nullish(z.number()),
  firstObserved: z.nullish(z.string()),
  lastObserved: z.nullish(z.string()),
});
export type LogResult = z.infer<typeof logResultSchema>;

export const logSearchResponseSchema = z.object({
  total: z.number(),
  results: z.array(logResultSchema),
});
export type LogSearchResponse = z.infer<typeof logSearchResponseSchema>;

export interface LogsClient {
  /** `POST /logs`: the newest matching lines first, with how many match. */
  query(request: LogSearchRequest, options?: RequestOptions): Promise<LogSearchResponse>;
  /** `GET /logs/names`: what `name` may be without a component (the server's own logs, then every backend). */
  names(options?: RequestOptions): Promise<string[]>;
}

export function createLogsClient(http: HttpTransport): LogsClient {
  return {
    async query(request, options = {}) {
      const body = validateBody(logSearchRequestSchema, request);
      return http.request({ method: 'POST', path: '/logs', body, signal: options.signal }, logSearchResponseSchema);
    },
    async names(options = {}) {
      return http.request({ method: 'GET', path: '/logs/names', signal: options.signal }, z.array(z.string()));
    },
  };
}
