// The send history's filters in the URL (reference §3.2): `search`, `resource_type` and `status` in upstream's
// `a,!b` form, plus the page.
import type { TristateFilter } from '@mission-control/ui/table';
import { readTristateParam } from '../../catalog/model/catalogUrl';
import type { SummaryRequest } from './rows';

export interface SummaryUrlState {
  search: string;
  resourceType: TristateFilter;
  status: TristateFilter;
  pageIndex: number;
  pageSize: number;
}

export const SUMMARY_PAGE_SIZE = 50;

interface SearchParamsReader {
  get(name: string): string | null;
}

/** `{sent: 1, error: -1}` → `sent,!error` (the summary's include/exclude form). */
export function tristateText(filter: TristateFilter): string {
  return Object.entries(filter)
    .filter(([, mode]) => mode === 1 || mode === -1)
    .map(([value, mode]) => (mode === -1 ? `!${value}` : value))
    .join(',');
}

const page = (text: string | null, fallback: number, max: number) => {
  if (!text) return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= max ? value : fallback;
};

export function decodeSummaryUrl(params: SearchParamsReader): SummaryUrlState {
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    resourceType: readTristateParam(params.get('resource_type')),
    status: readTristateParam(params.get('status')),
    pageIndex: page(params.get('pageIndex'), 0, 100_000),
    pageSize: page(params.get('pageSize'), SUMMARY_PAGE_SIZE, SUMMARY_PAGE_SIZE) || SUMMARY_PAGE_SIZE,
  };
}

export function writeSummaryUrl(previous: URLSearchParams, change: Partial<SummaryUrlState>): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  if (change.search !== undefined) set('search', change.search.trim());
  if (change.resourceType !== undefined) set('resource_type', tristateText(change.resourceType));
  if (change.status !== undefined) set('status', tristateText(change.status));
  // A new filter starts from the first page.
  const filtered = change.search !== undefined || change.resourceType !== undefined || change.status !== undefined;
  const pageIndex = change.pageIndex ?? (filtered ? 0 : undefined);
  if (pageIndex !== undefined) set('pageIndex', pageIndex > 0 ? String(pageIndex) : '');
  if (change.pageSize !== undefined)
    set('pageSize', change.pageSize !== SUMMARY_PAGE_SIZE ? String(change.pageSize) : '');
  return next;
}

/** The summary request for this state (empty filters left out). */
export function summaryRequestOf(state: SummaryUrlState): SummaryRequest {
  const request: SummaryRequest = { pageIndex: state.pageIndex, pageSize: state.pageSize };
  if (state.search) request.search = state.search;
  const status = tristateText(state.status);
  if (status) request.status = status;
  const resourceType = tristateText(state.resourceType);
  if (resourceType) request.resourceType = resourceType;
  return request;
}
