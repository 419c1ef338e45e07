// The insights list's state lives in the URL (reference §1.5): Config Type, Type, Severity, Analyzer and
// Status, sort and page. Malformed values read as their defaults.
import {
  ANALYSIS_SORT_COLUMNS,
  ANALYSIS_STATUSES,
  type AnalysisSortColumn,
  type ConfigAnalysisItemsParams,
} from '@mission-control/api';
import { decodeTableUrlState, writeTableUrlState, type SearchParamsReader } from '@mission-control/ui/table';

/** Longest text kept from one URL value. */
const MAX_TEXT = 200;

/** Open findings unless the URL asks for others (`status=all` for every status). */
export const DEFAULT_INSIGHT_STATUS = 'open';
export const ALL_STATUSES = 'all';

export interface InsightsUrlState {
  configType: string;
  analysisType: string;
  severity: string;
  analyzer: string;
  /** A status, or {@link ALL_STATUSES}. */
  status: string;
  sortBy: AnalysisSortColumn;
  sortOrder: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

const text = (params: SearchParamsReader, name: string) => (params.get(name) ?? '').trim().slice(0, MAX_TEXT);

export function decodeInsightsUrl(params: SearchParamsReader): InsightsUrlState {
  const table = decodeTableUrlState(params);
  const status = text(params, 'status').toLowerCase();
  const sortBy = (ANALYSIS_SORT_COLUMNS as readonly string[]).includes(table.sortBy ?? '')
    ? (table.sortBy as AnalysisSortColumn)
    : 'first_observed';
  return {
    configType: text(params, 'configType'),
    analysisType: text(params, 'type'),
    // Upstream's list writes `Medium` capitalised.
    severity: text(params, 'severity').toLowerCase(),
    analyzer: text(params, 'analyzer'),
    status:
      status === ALL_STATUSES || (ANALYSIS_STATUSES as readonly string[]).includes(status)
        ? status
        : DEFAULT_INSIGHT_STATUS,
    sortBy,
    sortOrder: table.sortBy && sortBy === table.sortBy ? (table.sortOrder ?? 'asc') : 'desc',
    pageIndex: table.pageIndex,
    pageSize: table.pageSize,
  };
}

const FILTER_PARAMS = {
  configType: 'configType',
  analysisType: 'type',
  severity: 'severity',
  analyzer: 'analyzer',
} as const;

/** The params after a change: a filter change goes back to the first page; defaults leave the URL. */
export function writeInsightsUrl(previous: URLSearchParams, change: Partial<InsightsUrlState>): URLSearchParams {
  const next = new URLSearchParams(previous);
  let filtered = false;
  for (const [key, name] of Object.entries(FILTER_PARAMS) as [keyof typeof FILTER_PARAMS, string][]) {
    const value = change[key];
    if (value === undefined) continue;
    filtered = true;
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (change.status !== undefined) {
    filtered = true;
    if (change.status === DEFAULT_INSIGHT_STATUS) next.delete('status');
    else next.set('status', change.status);
  }
  const table: Parameters<typeof writeTableUrlState>[1] = {};
  if (change.sortBy !== undefined || change.sortOrder !== undefined) {
    const sortBy = change.sortBy ?? 'first_observed';
    const sortOrder = change.sortOrder ?? 'desc';
    const isDefault = sortBy === 'first_observed' && sortOrder === 'desc';
    table.sortBy = isDefault ? undefined : sortBy;
    table.sortOrder = isDefault ? undefined : sortOrder;
  }
  if (change.pageSize !== undefined) table.pageSize = change.pageSize;
  if (change.pageIndex !== undefined || filtered) table.pageIndex = filtered ? 0 : change.pageIndex;
  return writeTableUrlState(next, table);
}

/** The list request for the state; `configId` narrows it to one item (its Insights tab). */
export function insightsParamsOf(state: InsightsUrlState, configId?: string): ConfigAnalysisItemsParams {
  const params: ConfigAnalysisItemsParams = {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  };
  if (configId) params.configId = configId;
  else if (state.configType) params.configType = state.configType;
  if (state.analysisType) params.analysisType = state.analysisType;
  if (state.severity) params.severity = state.severity;
  if (state.analyzer) params.analyzer = state.analyzer;
  if (state.status !== ALL_STATUSES) params.status = state.status;
  return params;
}

/** `technical_debt` → `Technical debt`. */
export function analysisTypeLabel(type: string): string {
  const words = type.replaceAll('_', ' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}
