import { z } from 'zod';
import {
  canaryAboutSchema,
  checkResultSchema,
  checkSummaryResponseSchema,
  graphResponseSchema,
  type CanaryAbout,
  type CheckResult,
  type CheckSummaryRequest,
  type CheckSummaryResponse,
  type GraphResponse,
} from '../schemas/canary';
import { listOrEmpty } from '../schemas/common';
import type { HttpTransport, RequestOptions } from '../transport';

export interface CheckSummaryOptions extends RequestOptions, CheckSummaryRequest {}

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
   * is a POST with a JSON body, because the real backend ignores query parameters on GET.
   */
  summary(options?: CheckSummaryOptions): Promise<CheckSummaryResponse>;
  /** `GET /canary/api/graph`: status buckets, uptime and latency percentiles over a range. */
  graph(params: GraphParams): Promise<GraphResponse>;
  /** `POST /canary/run/check/{id}`: runs one check now; `null` when the run produced no result. */
  runCheck(id: string, options?: RequestOptions): Promise<CheckResult | null>;
  /** `GET /canary/api/details?key=&time=`: the raw details of one status, or `null`. */
  details(params: { key: string; time: string } & RequestOptions): Promise<unknown>;
  /** canary-checker `GET /canary/about`. */
  about(options?: RequestOptions): Promise<CanaryAbout>;
  /** `GET /canary/api/topology` (row-level security applies): components with their summaries. */
  topology(query?: Record<string, string>, options?: RequestOptions): Promise<TopologyResponse>;
}

/** The topology query response; components are kept as sent (their shape is the components table). */
export const topologyResponseSchema = z
  .object({
    components: listOrEmpty(z.record(z.string(), z.unknown())),
    healthStatuses: z.array(z.string()).nullish(),
    teams: z.array(z.string()).nullish(),
    tags: z.record(z.string(), z.array(z.string())).nullish(),
    types: z.array(z.string()).nullish(),
  })
  .loose();
export type TopologyResponse = z.infer<typeof topologyResponseSchema>;

export function createCanaryClient(http: HttpTransport): CanaryClient {
  return {
    summary({ signal, sortBy, labels, deleteFrom } = {}) {
      const filtered = sortBy !== undefined || labels !== undefined || deleteFrom !== undefined;
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
      http.request({ path: '/canary/api/topology', query, signal: options.signal }, topologyResponseSchema),
  };
}
