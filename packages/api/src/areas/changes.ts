/**
 * Changes and insights (reference §1.4, §1.5): the change feed `POST /catalog/changes`, one change's details,
 * and the insights reads through /db (`config_analysis_items`, `config_analysis`, `config_analysis_analyzers`)
 * with their row schemas. The feed's request is checked before it is sent, so a bad filter fails here with
 * the sentence the server would answer.
 */
import { z } from '../schemas/zod';
import { from, type PostgrestQuery } from '../postgrest/query';
import { optionalTimestamp } from '../schemas/common';
import {
  changesSearchRequestSchema,
  changesSearchResponseSchema,
  type ChangesSearchRequest,
  type ChangesSearchResponse,
} from '../schemas/changes';
import { validateBody } from './auth';
import { createDbClient, type DbPage } from './db';
import type { HttpTransport, RequestOptions } from '../transport';

const ts = optionalTimestamp;
const itemRef = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.nullish(z.string()),
  type: z.nullish(z.string()),
  config_class: z.nullish(z.string()),
});

/** One change whole, for its details: the patch, the unified diff and the details document. */
export const changeDetailSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  config_id: z.string(),
  change_type: z.string(),
  severity: z.nullish(z.string()),
  source: z.nullish(z.string()),
  summary: z.nullish(z.string()),
  created_at: z.string(),
  first_observed: ts,
  count: z.nullish(z.int()),
  created_by: z.nullish(z.string()),
  external_created_by: z.nullish(z.string()),
  diff: z.nullish(z.string()),
  patches: z.optional(z.unknown()),
  details: z.optional(z.unknown()),
  config: z.nullish(itemRef),
});
export type ChangeDetail = z.infer<typeof changeDetailSchema>;

/** The columns a change's details read (upstream's modal select). */
export const CHANGE_DETAIL_COLUMNS =
  'id,config_id,change_type,severity,source,summary,created_at,first_observed,count,created_by,external_created_by,diff,details,patches,config:configs(id,name,type,config_class)';

/** `GET /db/config_changes?id=eq.<id>&select=…`: one change with its patch, diff and item. */
export function changeDetailQuery(changeId: string): PostgrestQuery {
  return from('config_changes').select(CHANGE_DETAIL_COLUMNS).eq('id', changeId);
}

/** Insight types (reference §1.5's Type filter). */
export const ANALYSIS_TYPES = [
  'availability',
  'compliance',
  'cost',
  'integration',
  'other',
  'performance',
  'recommendation',
  'reliability',
  'security',
  'technical_debt',
] as const;

/** Statuses an insight passes through. */
export const ANALYSIS_STATUSES = ['open', 'resolved', 'silenced'] as const;

/** A `config_analysis_items` row (an insight with its item's type and class), as the insights list reads it. */
export const configAnalysisItemSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  config_id: z.nullish(z.string()),
  analyzer: z.string(),
  analysis_type: z.nullish(z.string()),
  severity: z.nullish(z.string()),
  status: z.nullish(z.string()),
  summary: z.nullish(z.string()),
  message: z.nullish(z.string()),
  source: z.nullish(z.string()),
  first_observed: ts,
  last_observed: ts,
  config_type: z.nullish(z.string()),
  config_class: z.nullish(z.string()),
  config: z.nullish(itemRef),
});
export type ConfigAnalysisItem = z.infer<typeof configAnalysisItemSchema>;

/** One insight whole (its raw `analysis` document too), for its details. */
export const configAnalysisSchema = z.extend(configAnalysisItemSchema, { analysis: z.optional(z.unknown()) });
export type ConfigAnalysis = z.infer<typeof configAnalysisSchema>;

export const analyzerRowSchema = z.object({ analyzer: z.string() });

/** Columns the insights list can be sorted by. */
export const ANALYSIS_SORT_COLUMNS = [
  'first_observed',
  'last_observed',
  'analyzer',
  'analysis_type',
  'severity',
  'status',
] as const;
export type AnalysisSortColumn = (typeof ANALYSIS_SORT_COLUMNS)[number];

export interface ConfigAnalysisItemsParams {
  /** Only this item's insights (the item page's Insights tab). */
  configId?: string;
  configType?: string;
  analysisType?: string;
  severity?: string;
  analyzer?: string;
  /** @default all statuses */
  status?: string;
  /** @default 'first_observed' */
  sortBy?: string;
  /** @default 'desc' */
  sortOrder?: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

const INSIGHT_LIST_COLUMNS =
  'id,config_id,analyzer,analysis_type,severity,status,summary,message,source,first_observed,last_observed,config_type,config_class,config:configs(id,name,type,config_class)';

/**
 * `GET /db/config_analysis_items?select=…&<filters>&order=…` (reference §1.5): one page of insights, newest
 * first unless asked otherwise. Send with `count: 'exact'` for the total.
 */
export function configAnalysisItemsQuery(params: ConfigAnalysisItemsParams): PostgrestQuery {
  let query = from('config_analysis_items').select(INSIGHT_LIST_COLUMNS);
  if (params.configId) query = query.eq('config_id', params.configId);
  if (params.configType) query = query.eq('config_type', params.configType);
  if (params.analysisType) query = query.eq('analysis_type', params.analysisType);
  if (params.severity) query = query.eq('severity', params.severity);
  if (params.analyzer) query = query.eq('analyzer', params.analyzer);
  if (params.status) query = query.eq('status', params.status);
  const sortBy = (ANALYSIS_SORT_COLUMNS as readonly string[]).includes(params.sortBy ?? '')
    ? params.sortBy!
    : 'first_observed';
  query = query.order(sortBy, { ascending: params.sortOrder === 'asc', nulls: 'last' }).order('id');
  return query.page(params.pageIndex, params.pageSize);
}

/** `GET /db/config_analysis?id=eq.<id>`: one insight with its raw analysis and item. */
export function configAnalysisQuery(analysisId: string): PostgrestQuery {
  return from('config_analysis')
    .select(
      'id,config_id,analyzer,analysis_type,severity,status,summary,message,source,analysis,first_observed,last_observed,config:configs(id,name,type,config_class)',
    )
    .eq('id', analysisId);
}

/** Analyzers with open insights (the Analyzer filter). */
export function configAnalysisAnalyzersQuery(): PostgrestQuery {
  return from('config_analysis_analyzers').select('analyzer').order('analyzer');
}

export interface ChangesClient {
  /** `POST /catalog/changes`: one page of the feed with its total; the request is checked first. */
  search(request: ChangesSearchRequest, options?: RequestOptions): Promise<ChangesSearchResponse>;
  /** One change with its diff, patch and details; undefined when there is none (or it may not be read). */
  detail(changeId: string, options?: RequestOptions): Promise<ChangeDetail | undefined>;
  /** One page of insights with the exact total. */
  insights(params: ConfigAnalysisItemsParams, options?: RequestOptions): Promise<DbPage<ConfigAnalysisItem>>;
  /** One insight whole; undefined when there is none. */
  insight(analysisId: string, options?: RequestOptions): Promise<ConfigAnalysis | undefined>;
  /** Analyzers with open insights, by name. */
  analyzers(options?: RequestOptions): Promise<string[]>;
}

export function createChangesClient(http: HttpTransport): ChangesClient {
  const db = createDbClient(http);
  return {
    async search(request, options = {}) {
      const body = validateBody(changesSearchRequestSchema, request);
      return http.request(
        { method: 'POST', path: '/catalog/changes', body, signal: options.signal },
        changesSearchResponseSchema,
      );
    },
    async detail(changeId, options = {}) {
      const page = await db.list(changeDetailQuery(changeId), changeDetailSchema, {
        signal: options.signal,
        count: false,
      });
      return page.data[0];
    },
    insights: (params, options = {}) =>
      db.list(configAnalysisItemsQuery(params), configAnalysisItemSchema, { signal: options.signal, count: 'exact' }),
    async insight(analysisId, options = {}) {
      const page = await db.list(configAnalysisQuery(analysisId), configAnalysisSchema, {
        signal: options.signal,
        count: false,
      });
      return page.data[0];
    },
    async analyzers(options = {}) {
      const page = await db.list(configAnalysisAnalyzersQuery(), analyzerRowSchema, {
        signal: options.signal,
        count: false,
      });
      return page.data.map((row) => row.analyzer);
    },
  };
}
