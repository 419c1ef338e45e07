/**
 * The dashboard's state as URL search params (operations §2.1). Reading never
 * throws: any hand-edited value falls back to its default.
 */

export type Layout = 'table' | 'card';
export type LabelMode = 1 | -1;

/** What the pivot's columns are (upstream canary UI values): nothing, a label's values, or namespaces. */
export type PivotBy = 'none' | 'labels' | 'namespace';
/** What each pivot cell shows (upstream canary UI values): health, uptime or latency. */
export type PivotCellType = 'checkStatuses' | 'uptime' | 'latency';

export const PIVOT_BY_VALUES: readonly PivotBy[] = ['none', 'labels', 'namespace'];
export const PIVOT_CELL_TYPES: readonly PivotCellType[] = ['checkStatuses', 'uptime', 'latency'];

/** `key=value` → 1 (include) or -1 (exclude). */
export type LabelFilters = ReadonlyMap<string, LabelMode>;

export interface HealthUrlState {
  checkId: string | null;
  timeRange: string | null;
  layout: Layout;
  query: string;
  labels: LabelFilters;
  sortBy: string;
  sortDesc: boolean;
  pivotBy: PivotBy;
  /** The label key whose values are the columns when `pivotBy` is 'labels'. */
  pivotLabel: string | null;
  pivotCellType: PivotCellType;
  hidePassing: boolean;
  /** 'no-grouping', 'canary_name', 'name', 'description', 'type' or `label:{key}`. */
  groupBy: string;
  /** 'namespace', 'agent' or `label:{key}`. */
  tabBy: string;
  /** The selected tab; 'All' when absent. */
  tab: string;
}

export const ALL_TAB = 'All';

export const HEALTH_URL_DEFAULTS: HealthUrlState = {
  checkId: null,
  timeRange: null,
  layout: 'table',
  query: '',
  labels: new Map(),
  sortBy: 'name',
  sortDesc: false,
  pivotBy: 'none',
  pivotLabel: null,
  pivotCellType: 'checkStatuses',
  hidePassing: true,
  groupBy: 'canary_name',
  tabBy: 'namespace',
  tab: ALL_TAB,
};

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const SORT_COLUMNS = new Set(['name', 'health', 'uptime', 'latency']);
const FIXED_GROUPS = new Set(['no-grouping', 'canary_name', 'name', 'description', 'type']);
const FIXED_TABS = new Set(['namespace', 'agent']);
// Identifiers and label keys as Kubernetes allows them, bounded so a pasted blob cannot blow up a page.
const LABEL_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,252}$/;
const MAX_TEXT = 500;

export function labelFilterKey(key: string, value: string): string {
  return `${key}=${value}`;
}

export function splitLabelFilterKey(entry: string): [key: string, value: string] | null {
  const at = entry.indexOf('=');
  if (at <= 0) return null;
  const key = entry.slice(0, at);
  if (FORBIDDEN_KEYS.has(key) || !LABEL_KEY.test(key)) return null;
  return [key, entry.slice(at + 1)];
}

export function parseLabels(raw: string | null): LabelFilters {
  const out = new Map<string, LabelMode>();
  if (!raw) return out;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return out;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return out;
  for (const [entry, mode] of Object.entries(parsed as Record<string, unknown>)) {
    if (FORBIDDEN_KEYS.has(entry) || !splitLabelFilterKey(entry)) continue;
    const value = Number(mode);
    if (value === 1 || value === -1) out.set(entry, value);
  }
  return out;
}

export function serializeLabels(labels: LabelFilters): string | null {
  if (!labels.size) return null;
  const entries = [...labels].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(Object.fromEntries(entries));
}

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value == null || value === '' ? null : value.slice(0, MAX_TEXT);
}

function bool(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = params.get(name);
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fallback;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value != null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function labelKey(value: string | null): string | null {
  return value && !FORBIDDEN_KEYS.has(value) && LABEL_KEY.test(value) ? value : null;
}

function dimension(value: string | null, fixed: Set<string>, fallback: string): string {
  if (!value) return fallback;
  if (fixed.has(value)) return value;
  if (value.startsWith('label:')) {
    const key = value.slice('label:'.length);
    if (!FORBIDDEN_KEYS.has(key) && LABEL_KEY.test(key)) return value;
  }
  return fallback;
}

export function parseHealthUrlState(params: URLSearchParams): HealthUrlState {
  const d = HEALTH_URL_DEFAULTS;
  const layout = params.get('layout');
  const sortBy = params.get('sortBy');
  return {
    checkId: text(params, 'checkId'),
    timeRange: text(params, 'timeRange'),
    layout: layout === 'card' || layout === 'table' ? layout : d.layout,
    query: text(params, 'query') ?? '',
    labels: parseLabels(params.get('labels')),
    sortBy: sortBy && SORT_COLUMNS.has(sortBy) ? sortBy : d.sortBy,
    sortDesc: bool(params, 'sortDesc', d.sortDesc),
    pivotBy: oneOf(params.get('pivotBy'), PIVOT_BY_VALUES, d.pivotBy),
    pivotLabel: labelKey(params.get('pivotLabel')),
    pivotCellType: oneOf(params.get('pivotCellType'), PIVOT_CELL_TYPES, d.pivotCellType),
    hidePassing: bool(params, 'hidePassing', d.hidePassing),
    groupBy: dimension(params.get('groupBy'), FIXED_GROUPS, d.groupBy),
    tabBy: dimension(params.get('tabBy'), FIXED_TABS, d.tabBy),
    tab: text(params, 'tab') ?? ALL_TAB,
  };
}

/**
 * Writes `patch` over `params`, leaving unrelated params alone and removing
 * values equal to their default so shared links stay short.
 */
export function writeHealthUrlState(params: URLSearchParams, patch: Partial<HealthUrlState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value == null ? next.delete(name) : next.set(name, value));
  for (const [name, value] of Object.entries(patch) as Array<[keyof HealthUrlState, unknown]>) {
    if (name === 'labels') {
      set('labels', serializeLabels(value as LabelFilters));
      continue;
    }
    const fallback = HEALTH_URL_DEFAULTS[name];
    if (value == null || value === '' || value === fallback) set(name, null);
    else set(name, String(value));
  }
  return next;
}
