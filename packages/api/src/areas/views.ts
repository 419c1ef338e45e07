/** Views and their data: `/view` (reference console-areas §4.2). */
import { z } from 'zod';
import { validateBody } from './auth';
import { seg } from './shared';
import type { HttpTransport, RequestOptions } from '../transport';

// The schemas read what the console shows and let every other field through (`loose`): a newer server may add
// fields, and upstream's ViewResult carries some (`row_attributes`, cards) the console does not read yet.

// A column's `type` is kept as text: the spec's types (`VIEW_SPEC_COLUMN_TYPES` in rules/viewSpecSchema.ts) plus
// `row_attributes`, which the server appends; the console reads an unknown type as text.

/** A gauge's scale and colour steps (`thresholds[].value` absolute or `percent` of the range). */
export const viewGaugeSchema = z
  .object({
    min: z.number().nullish(),
    max: z.union([z.number(), z.string()]).nullish(),
    precision: z.number().nullish(),
    unit: z.string().nullish(),
    thresholds: z
      .array(
        z.object({ value: z.number().nullish(), percent: z.number().nullish(), color: z.string().nullish() }).loose(),
      )
      .nullish(),
  })
  .loose();
export type ViewGauge = z.infer<typeof viewGaugeSchema>;

export const viewColumnSchema = z
  .object({
    name: z.string(),
    type: z.string().default('string'),
    description: z.string().nullish(),
    hidden: z.boolean().nullish(),
    primaryKey: z.boolean().nullish(),
    unit: z.string().nullish(),
    gauge: viewGaugeSchema.nullish(),
    filter: z.object({ type: z.string() }).loose().nullish(),
    url: z.unknown().optional(),
    icon: z.string().nullish(),
    for: z.string().nullish(),
  })
  .loose();
export type ViewColumn = z.infer<typeof viewColumnSchema>;

export const viewPanelSchema = z
  .object({
    name: z.string(),
    description: z.string().nullish(),
    type: z.string(),
    rows: z
      .array(z.record(z.string(), z.unknown()))
      .nullish()
      .transform((rows) => rows ?? []),
    piechart: z
      .object({ showLabels: z.boolean().nullish(), colors: z.record(z.string(), z.string()).nullish() })
      .loose()
      .nullish(),
    number: z.object({ unit: z.string().nullish(), precision: z.number().nullish() }).loose().nullish(),
    gauge: viewGaugeSchema.nullish(),
    text: z.unknown().optional(),
  })
  .loose();
export type ViewPanel = z.infer<typeof viewPanelSchema>;

export const viewVariableSchema = z
  .object({
    key: z.string(),
    label: z.string().nullish(),
    type: z.string().nullish(),
    options: z
      .array(z.unknown())
      .nullish()
      .transform((options) => (options ?? []).map((option) => String(option))),
    default: z.unknown().optional(),
    value: z.unknown().optional(),
  })
  .loose();
export type ViewVariable = z.infer<typeof viewVariableSchema>;

/** `POST /view/{id}`: the view's metadata, the requested page of its table, its panels and its variables. */
export const viewResultSchema = z
  .object({
    id: z.string().nullish(),
    namespace: z.string().nullish(),
    name: z.string().nullish(),
    title: z.string().nullish(),
    icon: z.string().nullish(),
    description: z.string().nullish(),
    lastRefreshedAt: z.string().nullish(),
    /** Why the last refresh failed while older data is shown (upstream hides it). */
    refreshError: z.string().nullish(),
    stale: z.boolean().nullish(),
    columns: z
      .array(viewColumnSchema)
      .nullish()
      .transform((columns) => columns ?? []),
    rows: z
      .array(z.array(z.unknown()))
      .nullish()
      .transform((rows) => rows ?? []),
    total: z.number().nullish(),
    panels: z
      .array(viewPanelSchema)
      .nullish()
      .transform((panels) => panels ?? []),
    columnOptions: z
      .record(
        z.string(),
        z.array(z.unknown()).transform((values) => values.map((value) => String(value))),
      )
      .nullish()
      .transform((options) => options ?? {}),
    variables: z
      .array(viewVariableSchema)
      .nullish()
      .transform((variables) => variables ?? []),
    requestFingerprint: z.string().nullish(),
  })
  .loose();
export type ViewResult = z.infer<typeof viewResultSchema>;

/** What `POST /view/{id}` takes: variables, the page, the sort (`col` or `-col`) and multiselect filters. */
export const viewRequestSchema = z.object({
  variables: z.record(z.string(), z.string()).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  offset: z.number().int().min(0).optional(),
  sort: z.string().max(200).optional(),
  filters: z.record(z.string(), z.array(z.string())).optional(),
});
export type ViewRequest = z.infer<typeof viewRequestSchema>;

/** One view that applies to a catalog item (`GET /view/list?config_id=`): a tab on the item's page. */
export const viewListItemSchema = z
  .object({
    id: z.string().min(1),
    namespace: z.string().nullish(),
    name: z.string(),
    title: z.string().nullish(),
    icon: z.string().nullish(),
    ordinal: z.number().nullish(),
  })
  .loose();
export type ViewListItem = z.infer<typeof viewListItemSchema>;
export const viewListSchema = z
  .array(viewListItemSchema)
  .nullish()
  .transform((views) => views ?? []);

export interface ViewRunOptions extends RequestOptions {
  /** Asks the server to run the view now rather than answer from its cache (`Cache-Control: max-age=1`). */
  refresh?: boolean;
}

export interface ViewsClient {
  /** `POST /view/{id}`: the view's data for these variables, one page of its table. */
  run(id: string, request?: ViewRequest, options?: ViewRunOptions): Promise<ViewResult>;
  /** `GET /view/list?config_id=`: the views whose config-tab selector matches a catalog item. */
  list(configId: string, options?: RequestOptions): Promise<ViewListItem[]>;
}

export function createViewsClient(http: HttpTransport): ViewsClient {
  return {
    async run(id, request = {}, options = {}) {
      const body = validateBody(viewRequestSchema, request);
      return http.request(
        {
          method: 'POST',
          path: `/view/${seg(id)}`,
          body,
          headers: options.refresh ? { 'Cache-Control': 'max-age=1' } : undefined,
          signal: options.signal,
        },
        viewResultSchema,
      );
    },
    list: (configId, options = {}) =>
      http.request({ path: '/view/list', query: { config_id: configId }, signal: options.signal }, viewListSchema),
  };
}
