// The /incidents list's state, all of it in the URL (reference §5.1): default status=open, the five filters,
// search, sort and the page.
import { escapeLike, from, type PostgrestQuery } from '@mission-control/api';
import * as z from 'zod/mini';

export const INCIDENT_STATUSES = ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const STATUS_LABELS: Record<IncidentStatus, string> = {
  new: 'New',
  open: 'Open',
  investigating: 'Investigating',
  mitigated: 'Mitigated',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** `status=all` in the URL shows every status; no `status` at all means the default, open. */
export const ALL = 'all';
export const PAGE_SIZES = [25, 50, 100];
const SORTABLE = new Set(['incident_id', 'type', 'severity', 'status', 'title', 'created_at']);

export interface IncidentListState {
  status: string;
  type: string;
  severity: string;
  owner: string;
  component: string;
  search: string;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

export function decodeIncidentUrl(params: URLSearchParams): IncidentListState {
  const sortBy = params.get('sortBy') ?? '';
  const pageSize = Number(params.get('pageSize'));
  return {
    status: params.get('status') ?? 'open',
    type: params.get('type') ?? '',
    severity: params.get('severity') ?? '',
    owner: params.get('owner') ?? '',
    component: params.get('component') ?? '',
    search: params.get('search') ?? '',
    sortBy: SORTABLE.has(sortBy) ? sortBy : 'created_at',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    pageIndex: Math.max(0, Math.floor(Number(params.get('pageIndex')) || 0)),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 50,
  };
}

/** Writes a change into the URL; any filter change goes back to the first page. */
export function writeIncidentUrl(previous: URLSearchParams, change: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [name, value] of Object.entries(change)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (!('pageIndex' in change)) next.delete('pageIndex');
  return next;
}

export const INCIDENT_LIST_SELECT =
  'id,incident_id,title,severity,type,status,created_by,created_at,updated_at,commander,responders';

/** The /api/db request of one page: every filter on the server (the component one works, unlike upstream's). */
export function incidentListQuery(state: IncidentListState): PostgrestQuery {
  let query = from('incident_summary').select(INCIDENT_LIST_SELECT);
  if (state.status && state.status !== ALL) query = query.eq('status', state.status);
  if (state.type) query = query.eq('type', state.type);
  // Severities are stored as typed ('High' by older writers, 'high' by the link form): matched whatever the case.
  if (state.severity) query = query.ilike('severity', escapeLike(state.severity));
  if (state.owner) query = query.eq('created_by', state.owner);
  if (state.component) query = query.contains('component_ids', [state.component]);
  if (state.search.trim()) query = query.ilike('title', `*${escapeLike(state.search.trim())}*`);
  return query
    .order(state.sortBy, { ascending: state.sortOrder === 'asc' })
    .order('id', { ascending: true })
    .page(state.pageIndex, state.pageSize);
}

/** One row of the list (incident_summary). */
export const incidentRowSchema = z.object({
  id: z.string(),
  incident_id: z.nullish(z.string()),
  title: z.string(),
  severity: z.string(),
  type: z.string(),
  status: z.string(),
  created_by: z.nullish(z.string()),
  created_at: z.string(),
  commander: z.nullish(z.object({ id: z.string(), name: z.nullish(z.string()) })),
  responders: z.nullish(z.array(z.object({ id: z.string(), type: z.string(), name: z.nullish(z.string()) }))),
});
export type IncidentRow = z.infer<typeof incidentRowSchema>;

/** A person, team or component offered by a picker. */
export const namedSchema = z.object({ id: z.string(), name: z.nullish(z.string()) });
export type Named = z.infer<typeof namedSchema>;
