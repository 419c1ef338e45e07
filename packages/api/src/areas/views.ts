/** Views and their data: `/view` (reference console-areas §4.2). */
import { z } from '../schemas/zod';
import { mapped } from '../schemas/common';
import { validateBody } from './auth';
import { seg } from './shared';
import type { HttpTransport, RequestOptions } from '../transport';

// The schemas read what the console shows and let every other field through (`loose`): a newer server may add
// fields, and upstream's ViewResult carries some (`row_attributes`, cards) the console does not read yet.

// A column's `type` is kept as text: the spec's types (`VIEW_SPEC_COLUMN_TYPES` in rules/viewSpecSchema.ts) plus
// `row_attributes`, which the server appends; the console reads an unknown type as text.

/** A gauge's scale and colour steps (`thresholds[].value` absolute or `percent` of the range). */
export const viewGaugeSchema = z.looseObject({
  min: z.nullish(z.number()),
  max: z.nullish(z.union([z.number(), z.string()])),
  precision: z.nullish(z.number()),
  unit: z.nullish(z.string()),
  thresholds: z.nullish(
    z.array(
      z.looseObject({ value: z.nullish(z.number()), percent: z.nullish(z.number()), color: z.nullish(z.string()) }),
    ),
  ),
});
export type ViewGauge = z.infer<typeof viewGaugeSchema>;

export const viewColumnSchema = z.looseObject({
  name: z.string(),
  type: z._default(z.string(), 'string'),
  description: z.nullish(z.string()),
  hidden: z.nullish(z.boolean()),
  primaryKey: z.nullish(z.boolean()),
  unit: z.nullish(z.string()),
  gauge: z.nullish(viewGaugeSchema),
  filter: z.nullish(z.looseObject({ type: z.string() })),
  url: z.optional(z.unknown()),
  icon: z.nullish(z.string()),
  for: z.nullish(z.string()),
});
export type ViewColumn = z.infer<typeof viewColumnSchema>;

export const viewPanelSchema = z.looseObject({
  name: z.string(),
  description: z.nullish(z.string()),
  type: z.string(),
  rows: mapped(z.nullish(z.array(z.record(z.string(), z.unknown()))), (rows) => rows ?? []),
  piechart: z.nullish(
    z.looseObject({ showLabels: z.nullish(z.boolean()), colors: z.nullish(z.record(z.string(), z.string())) }),
  ),
  number: z.nullish(z.looseObject({ unit: z.nullish(z.string()), precision: z.nullish(z.number()) })),
  gauge: z.nullish(viewGaugeSchema),
  text: z.optional(z.unknown()),
});
export type ViewPanel = z.infer<typeof viewPanelSchema>;

export const viewVariableSchema = z.looseObject({
  key: z.string(),
  label: z.nullish(z.string()),
  type: z.nullish(z.string()),
  options: mapped(z.nullish(z.array(z.unknown())), (options) => (options ?? []).map((option) => String(option))),
  default: z.optional(z.unknown()),
  value: z.optional(z.unknown()),
});
export type ViewVariable = z.infer<typeof viewVariableSchema>;

/** `POST /view/{id}`: the view's metadata, the requested page of its table, its panels and its variables. */
export const viewResultSchema = z.looseObject({
  id: z.nullish(z.string()),
  namespace: z.nullish(z.string()),
  name: z.nullish(z.string()),
  title: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  description: z.nullish(z.string()),
  lastRefreshedAt: z.nullish(z.string()),
  /** Why the last refresh failed while older data is shown (upstream hides it). */
  refreshError: z.nullish(z.string()),
  stale: z.nullish(z.boolean()),
  columns: mapped(z.nullish(z.array(viewColumnSchema)), (columns) => columns ?? []),
  rows: mapped(z.nullish(z.array(z.array(z.unknown()))), (rows) => rows ?? []),
  total: z.nullish(z.number()),
  panels: mapped(z.nullish(z.array(viewPanelSchema)), (panels) => panels ?? []),
  columnOptions: mapped(
    z.nullish(
      z.record(
        z.string(),
        mapped(z.array(z.unknown()), (values) => values.map((value) => String(value))),
      ),
    ),
    (options) => options ?? {},
  ),
  variables: mapped(z.nullish(z.array(viewVariableSchema)), (variables) => variables ?? []),
  requestFingerprint: z.nullish(z.string()),
});
export type ViewResult = z.infer<typeof viewResultSchema>;

/** What `POST /view/{id}` takes: variables, the page, the sort (`col` or `-col`) and multiselect filters. */
export const viewRequestSchema = z.object({
  variables: z.optional(z.record(z.string(), z.string())),
  limit: z.optional(z.int().check(z.gte(1)).check(z.lte(1000))),
  offset: z.optional(z.int().check(z.gte(0))),
  sort: z.optional(z.string().check(z.maxLength(200))),
  filters: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ViewRequest = z.infer<typeof viewRequestSchema>;

/** One view that applies to a catalog item (`GET /view/list?config_id=`): a tab on the item's page. */
export const viewListItemSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  namespace: z.nullish(z.string()),
  name: z.string(),
  title: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  ordinal: z.nullish(z.number()),
});
export type ViewListItem = z.infer<typeof viewListItemSchema>;
export const viewListSchema = mapped(z.nullish(z.array(viewListItemSchema)), (views) => views ?? []);

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
