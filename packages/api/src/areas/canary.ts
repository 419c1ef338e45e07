import { z } from '../schemas/zod';
import {
  canaryAboutSchema,
  checkResultSchema,
  checkSummaryResponseSchema,
  graphResponseSchema,
  type CanaryAbout,
  type CheckResult,
  type CheckSummaryRequest,
  type GraphResponse,
} from '../schemas/canary';
import type { HttpTransport, RequestOptions } from '../transport';
import { topologyRequest, topologyResponseSchema, type TopologyQuery, type TopologyResponse } from './topology';

export interface CheckSummaryOptions extends RequestOptions, CheckSummaryRequest {
  /**
   * Only what changed since this `version` of a previous answer (`''`: everything, with its version); without
   * filters only (a GET). See `checkSummaryVersionedSchema` for how to merge the answer.
   */
  since?: string;
}

/**
 * An answer to `GET /canary/api/summary?since=<version>`, this server's delta protocol (#25). With `since` it is a
 * delta: `checks_summary` holds only the checks whose items changed since that version, each to replace the held
 * item of the same id in place (the list itself has not changed). Without `since` it is the whole summary, with
 * its `version` to send next time. A backend that does not know the protocol (the upstream one) ignores the
 * parameter and answers the whole summary without a `version`.
 */
export const checkSummaryVersionedSchema = z.extend(checkSummaryResponseSchema, {
  version: z.optional(z.string()),
  since: z.optional(z.string()),
});
export type CheckSummaryVersioned = z.infer<typeof checkSummaryVersionedSchema>;

export interface GraphParams extends RequestOptions {
  check: string;
  /** A duration ago (`1h`, `7d`) or an RFC3339 time. @default '1h' on the server */
  start?: string;
  /** A duration ago or an RFC3339 time. @default now on the server */
  end?: string;
}

export interface CanaryClient {
  /**
   * Every check with uptime and latency over the last hour. With `sortBy`, `labels` or `deleteFrom` this
   * is a POST with a JSON body, because the real backend ignores query parameters on GET. With `since` (and no
   * filters), only the checks changed since that version: polling a large summary without downloading all of it
   * on every change.
   */
  summary(options?: CheckSummaryOptions): Promise<CheckSummaryVersioned>;
  /** `GET /canary/api/graph`: status buckets, uptime and latency percentiles over a range. */
  graph(params: GraphParams): Promise<GraphResponse>;
  /** `POST /canary/run/check/{id}`: runs one check now; `null` when the run produced no result. */
  runCheck(id: string, options?: RequestOptions): Promise<CheckResult | null>;
  /** `GET /canary/api/details?key=&time=`: the raw details of one status, or `null`. */
  details(params: { key: string; time: string } & RequestOptions): Promise<unknown>;
  /** canary-checker `GET /canary/about`. */
  about(options?: RequestOptions): Promise<CanaryAbout>;
  /**
   * `GET /canary/api/topology`: the component tree with health, status and summary rolled up on read, and the
   * filter bar's options; guests see the components in their scope (areas/topology.ts).
   */
  topology(query?: TopologyQuery, options?: RequestOptions): Promise<TopologyResponse>;
}

// The topology's schemas live in areas/topology.ts; re-exported here for callers that found them in this area.
export { topologyResponseSchema, type TopologyResponse };

export function createCanaryClient(http: HttpTransport): CanaryClient {
  return {
    summary({ signal, sortBy, labels, deleteFrom, since } = {}) {
      const filtered = sortBy !== undefined || labels !== undefined || deleteFrom !== undefined;
      if (since !== undefined && !filtered) {
        return http.request({ path: '/canary/api/summary', query: { since }, signal }, checkSummaryVersionedSchema);
      }
      return http.request(
        filtered
          ? { method: 'POST', path: '/canary/api/summary', body: { sortBy, labels, deleteFrom }, signal }
          : { path: '/canary/api/summary', signal },
        checkSummaryResponseSchema,
      );
    },
    graph: ({ check, start, end, signal }) =>
      http.request({ path: '/canary/api/graph', query: { check, start, end }, signal }, graphResponseSchema),
    runCheck: (id, options = {}) =>
      http.request(
        { method: 'POST', path: `/canary/run/check/${encodeURIComponent(id)}`, signal: options.signal },
        checkResultSchema,
      ),
    details: ({ key, time, signal }) =>
      http.request({ path: '/canary/api/details', query: { key, time }, signal }, z.unknown()),
    about: (options = {}) => http.request({ path: '/canary/about', signal: options.signal }, canaryAboutSchema),
    topology: (query = {}, options = {}) =>
      http.request(topologyRequest(query, options.signal), topologyResponseSchema),
  };
}
