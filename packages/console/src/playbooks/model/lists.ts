// The playbook list and the runs list (reference §5.2, §5.3): their rows, the URL state and the grouping, kept
// pure so the pages only render.
import type { PlaybookRow, RunRow } from './listRows';
import type { TimeRange } from '@mission-control/ui/time';
import { decodeTimeRange, writeTimeRange, type SearchParamsLike } from '../../catalog/changes/model/timeRangeUrl';

export {
  playbookNameSchema,
  playbookRowSchema,
  runRowSchema,
  type PlaybookName,
  type PlaybookRow,
  type RunRow,
} from './listRows';

export const playbookLabel = (playbook: { name: string; title?: string | null }) =>
  playbook.title?.trim() || playbook.name;

/** A playbook's category: the column, else the spec's, else "Other" (reference §5.2). */
export function categoryOf(playbook: PlaybookRow): string {
  const fromSpec = typeof playbook.spec?.category === 'string' ? playbook.spec.category : '';
  return playbook.category?.trim() || fromSpec.trim() || 'Other';
}

/** The playbooks matching the search (title, name, description) and category, grouped by category, "Other" last. */
export function groupPlaybooks(
  playbooks: readonly PlaybookRow[],
  filter: { search: string; category: string },
): Array<{ category: string; playbooks: PlaybookRow[] }> {
  const needle = filter.search.trim().toLowerCase();
  const groups = new Map<string, PlaybookRow[]>();
  for (const playbook of playbooks) {
    const category = categoryOf(playbook);
    if (filter.category && category !== filter.category) continue;
    const text = `${playbook.title ?? ''} ${playbook.name} ${playbook.description ?? ''}`.toLowerCase();
    if (needle && !text.includes(needle)) continue;
    groups.set(category, [...(groups.get(category) ?? []), playbook]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)))
    .map(([category, list]) => ({ category, playbooks: list }));
}

/** The run statuses the filter offers, as upstream lists them (reference §5.3). */
export const RUN_STATUS_OPTIONS = [
  { id: 'cancelled', label: 'Cancelled' },
  { id: 'completed', label: 'Completed' },
  { id: 'failed', label: 'Failed' },
  { id: 'pending_approval', label: 'Pending Approval' },
  { id: 'running', label: 'Running' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'timed_out', label: 'Timed Out' },
] as const;

/** The runs list's window unless the URL names another: the last 7 days. */
export const DEFAULT_RUNS_RANGE: TimeRange = { type: 'relative', from: 'now-7d', to: 'now' };

const SORTABLE = new Set(['status', 'start_time', 'created_at', 'end_time']);
export const RUN_PAGE_SIZES = [25, 50, 100];

export interface RunsParams {
  playbook: string;
  status: string;
  range: TimeRange;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

/** The runs list's query: the page's URL state, or one resource's runs (no window) for the runs widget. */
export type RunsQuery = Omit<RunsParams, 'range'> & {
  range?: TimeRange;
  configId?: string;
  componentId?: string;
};

export function decodeRunsParams(params: SearchParamsLike): RunsParams {
  const status = params.get('status') ?? '';
  const sortBy = params.get('sortBy') ?? '';
  const pageSize = Number(params.get('pageSize'));
  return {
    playbook: params.get('playbook') ?? '',
    status: RUN_STATUS_OPTIONS.some((option) => option.id === status) ? status : '',
    range: decodeTimeRange(params, DEFAULT_RUNS_RANGE),
    sortBy: SORTABLE.has(sortBy) ? sortBy : 'created_at',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    pageIndex: Math.max(0, Math.floor(Number(params.get('pageIndex')) || 0)),
    pageSize: RUN_PAGE_SIZES.includes(pageSize) ? pageSize : 50,
  };
}

/** A copy of the params with the change; empty values and the default range leave the URL; a filter resets paging. */
export function writeRunsParams(
  previous: URLSearchParams,
  change: Partial<Record<'playbook' | 'status' | 'sortBy' | 'sortOrder' | 'pageIndex' | 'pageSize', string | null>> & {
    range?: TimeRange;
  },
): URLSearchParams {
  const { range, ...rest } = change;
  let next = new URLSearchParams(previous);
  if (range) next = writeTimeRange(next, range, DEFAULT_RUNS_RANGE);
  for (const [name, value] of Object.entries(rest)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (!('pageIndex' in change)) next.delete('pageIndex');
  return next;
}

/** The resource a run acted on: its catalog item, component or check. */
export function runResource(run: RunRow): { kind: 'config' | 'component' | 'check'; id: string; name: string } | null {
  if (run.config) return { kind: 'config', id: run.config.id, name: run.config.name ?? run.config.id };
  if (run.component) return { kind: 'component', id: run.component.id, name: run.component.name ?? run.component.id };
  if (run.check) return { kind: 'check', id: run.check.id, name: run.check.name ?? run.check.id };
  return null;
}
