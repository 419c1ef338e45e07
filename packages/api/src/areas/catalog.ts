/**
 * The catalog (reference §1): `POST /catalog/summary`, `POST /catalog/changes`, Run now on a scraper, and
 * the PostgREST reads of the list pages (`configs`, `config_types`, `config_labels`, `config_tags`,
 * `config_statuses`, `config_scrapers_with_status`) with their row schemas.
 */
import { z } from '../schemas/zod';
import { mapped, optionalTimestamp } from '../schemas/common';
import {
  type CatalogSummaryGroup,
  catalogSummaryGroupsSchema,
  catalogSummaryRequestSchema,
  type CatalogSummaryRequestBody,
} from '../schemas/catalog';
import {
  type CatalogChangesRequest,
  catalogChangesRequestSchema,
  type CatalogChangesResponse,
  catalogChangesResponseSchema,
  jobHistorySchema,
  type JobHistory,
} from '../schemas/resources';
import { validateBody } from './auth';
import type { HttpTransport, RequestOptions } from '../transport';

// The list pages' query builders and filter helpers, which need no schema, are in catalogQueries.ts: a page
// that builds a query loads its row schemas (and zod) with the request, not before its first paint (#26).
export * from './catalogQueries';

const ts = optionalTimestamp;
const counts = z.nullish(z.record(z.string(), z.number()));

/** `null` (no item matches) reads as no rows. */
const summaryResponseSchema = mapped(catalogSummaryGroupsSchema, (rows) => rows ?? []);

/** A `configs` view row as the item list selects it. */
export const catalogItemRowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.nullish(z.string()),
  type: z.nullish(z.string()),
  config_class: z.nullish(z.string()),
  status: z.nullish(z.string()),
  health: z.nullish(z.string()),
  labels: z.nullish(z.record(z.string(), z.string())),
  tags: z.nullish(z.record(z.string(), z.string())),
  changes: z.nullish(z.number()),
  analysis: counts,
  cost_total_1d: z.nullish(z.number()),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
});
export type CatalogItemRow = z.infer<typeof catalogItemRowSchema>;

export const configTypeRowSchema = z.object({ type: z.string() });
export const configKeyValueRowSchema = z.object({ key: z.string(), value: z.nullish(z.string()) });
export type ConfigKeyValueRow = z.infer<typeof configKeyValueRowSchema>;
export const configStatusRowSchema = z.object({ status: z.nullish(z.string()) });

/** A `config_scrapers_with_status` row: the scraper and its latest job (reference §1.6). */
export const scraperWithStatusSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  namespace: z.nullish(z.string()),
  description: z.nullish(z.string()),
  source: z.nullish(z.string()),
  spec: z.optional(z.unknown()),
  created_at: ts,
  updated_at: ts,
  deleted_at: ts,
  job_status: z.nullish(z.string()),
  job_success_count: z.nullish(z.number()),
  job_error_count: z.nullish(z.number()),
  job_details: z.optional(z.unknown()),
  job_time_start: ts,
  job_time_end: ts,
  job_duration_millis: z.nullish(z.number()),
  job_last_failed: ts,
});
export type ScraperWithStatus = z.infer<typeof scraperWithStatusSchema>;

/** `POST /catalog/scrapers/{id}/run` answers when the run has finished, with its job-history row. */
export const scraperRunResultSchema = z.union([
  jobHistorySchema,
  mapped(z.object({ job: jobHistorySchema }), (body) => body.job),
]);

export interface CatalogClient {
  /** `POST /catalog/summary`: counts per type (or tag keys); an empty catalog is `[]`. The body is checked first. */
  summary(request: CatalogSummaryRequestBody, options?: RequestOptions): Promise<CatalogSummaryGroup[]>;
  /** `POST /catalog/changes`. */
  changes(request: CatalogChangesRequest, options?: RequestOptions): Promise<CatalogChangesResponse>;
  /** `POST /catalog/scrapers/{id}/run`: runs the scraper now and answers with the finished run's job row. */
  runScraper(scraperId: string, options?: RequestOptions): Promise<JobHistory>;
}

export function createCatalogClient(http: HttpTransport): CatalogClient {
  return {
    async summary(request, options = {}) {
      const body = validateBody(catalogSummaryRequestSchema, request);
      return http.request(
        { method: 'POST', path: '/catalog/summary', body, signal: options.signal },
        summaryResponseSchema,
      );
    },
    async changes(request, options = {}) {
      const body = validateBody(catalogChangesRequestSchema, request);
      return http.request(
        { method: 'POST', path: '/catalog/changes', body, signal: options.signal },
        catalogChangesResponseSchema,
      );
    },
    runScraper: (scraperId, options = {}) =>
      http.request(
        {
          method: 'POST',
          path: `/catalog/scrapers/${encodeURIComponent(scraperId)}/run`,
          signal: options.signal,
        },
        scraperRunResultSchema,
      ),
  };
}
