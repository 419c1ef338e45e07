import { tristateToFilter } from '@mission-control/core';
import { escapeLike, from, type PostgrestQuery } from './postgrest/query';
import { LOCAL_AGENT_ID } from './schemas/localAgent';

/**
 * The PostgREST reads the console makes, as the real backend's UI makes them (reference §1.5, §3.5,
 * spec §7). Each returns a query to pass to `client.db.list` with the matching row schema.
 */

/** Generic settings lists load at most 100 rows, newest first. */
export const SETTINGS_LIST_LIMIT = 100;

const PERSON_REF = 'id,name,avatar,email';

export interface PageParams {
  pageIndex: number;
  pageSize: number;
}

/**
 * One check with its canary, agent and related components and configs (check detail). `configs`
 * is aliased onto the `config_items` table, which both the real backend and the reference server
 * have, so the row keeps the real backend's `configs[].configs` shape.
 */
export function checkDetailQuery(checkId: string): PostgrestQuery {
  return from('checks')
    .select(
      '*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id,name),' +
        'components:check_component_relationships(components(id,name,icon)),' +
        'configs:check_config_relationships(configs:config_items(id,name,type))',
    )
    .eq('id', checkId);
}

/** A canary (the check resource), whole, as the check editor reads and writes it back. */
export function canaryQuery(canaryId: string): PostgrestQuery {
  return from('canaries').eq('id', canaryId);
}

export function permissionsSummaryQuery(options: Partial<PageParams> & { subject?: string } = {}): PostgrestQuery {
  let query = from('permissions_summary')
    .select(`*,created_by(${PERSON_REF})`)
    .is('deleted_at', null)
    .order('updated_at', { ascending: false, nulls: 'last' });
  if (options.subject) query = query.eq('subject', options.subject);
  if (options.pageIndex !== undefined && options.pageSize !== undefined) {
    query = query.page(options.pageIndex, options.pageSize);
  }
  return query;
}

export function permissionQuery(id: string): PostgrestQuery {
  return from('permissions').eq('id', id);
}

/** Access scopes with the guest, the team and the author expanded; soft-deleted ones left out. */
export function accessScopesQuery(): PostgrestQuery {
  return from('access_scopes')
    .select(`*,person:person_id(${PERSON_REF}),team:team_id(id,name),created_by(${PERSON_REF})`)
    .is('deleted_at', null)
    .order('created_at', { ascending: false })
    .limit(SETTINGS_LIST_LIMIT);
}

/** People who can sign in (tokens and agents have no email). */
export function peopleQuery(): PostgrestQuery {
  return from('people').is('deleted_at', null).not('email', 'is', null).order('name');
}

/** People holding a role, e.g. the guests offered by the access scope dialog. */
export function peopleWithRoleQuery(role: string): PostgrestQuery {
  return from('people_roles').contains('roles', [role]).order('name');
}

export function teamsQuery(): PostgrestQuery {
  return from('teams').is('deleted_at', null).order('name').limit(SETTINGS_LIST_LIMIT);
}

export function teamMembersQuery(teamId: string): PostgrestQuery {
  return from('team_members').select('*,person:person_id(id,name,email,avatar)').eq('team_id', teamId);
}

export interface JobHistoryParams extends PageParams {
  name?: string;
  resourceType?: string;
  resourceId?: string;
  /** mission-control's `status.filter` syntax, e.g. `SUCCESS:-1` becomes `!SUCCESS`. */
  status?: string;
  /** Minimum duration in milliseconds. */
  durationMillis?: number;
  from?: string;
  to?: string;
  sortBy?: string;
  sortDesc?: boolean;
}

/** The table's tri-state filter (`item:1,other:-1`) as Mission Control's `.filter` value (`item,!other`). */
export { tristateToFilter as triStateToFilter };

export function jobHistoriesQuery(params: JobHistoryParams): PostgrestQuery {
  let query = from('job_histories').select('*');
  if (params.name) query = query.param('name.filter', tristateToFilter(params.name));
  if (params.resourceType) query = query.param('resource_type.filter', tristateToFilter(params.resourceType));
  if (params.status) query = query.param('status.filter', tristateToFilter(params.status));
  if (params.resourceId) query = query.eq('resource_id', params.resourceId);
  if (params.durationMillis !== undefined) query = query.gte('duration_millis', params.durationMillis);
  if (params.from) query = query.gte('time_start', params.from);
  if (params.to) query = query.lte('time_start', params.to);
  query = query.order(params.sortBy ?? 'time_start', { ascending: params.sortBy ? !params.sortDesc : false });
  return query.page(params.pageIndex, params.pageSize);
}

/** Title, icon, ordinal and sidebar live in the view's spec; `views_summary` exposes them as columns (deleted rows excluded). */
export function viewsQuery(options: { sidebar?: boolean } = {}): PostgrestQuery {
  let query = from('views_summary').select('id,name,namespace,title,icon,ordinal,sidebar');
  if (options.sidebar) query = query.is('sidebar', true);
  return query.order('ordinal', { nulls: 'last' }).order('name');
}

/** Remote agents for the Agents page, by name; the local agent and deleted agents are left out (spec §3). */
export function agentsQuery(): PostgrestQuery {
  return from('agents')
    .select('id,name,hostname,version,properties,created_at,last_seen')
    .is('deleted_at', null)
    .neq('id', LOCAL_AGENT_ID)
    .order('name');
}

/** Names of the agents rows refer to; a deleted agent keeps its name on the checks it ran. */
export function agentNamesQuery(ids: readonly string[]): PostgrestQuery {
  return from('agents').select('id,name').in('id', ids);
}

/** Feature flags and other properties (`/settings/feature-flags`), by name; deleted ones left out. */
export function propertiesQuery(): PostgrestQuery {
  return from('properties').is('deleted_at', null).order('name');
}

/** Pending and failed events per queue name (`/settings/event-queue`). */
export function eventQueueQuery(): PostgrestQuery {
  return from('event_queue_summary').order('name');
}

/** The job names job history offers as a filter. */
export function jobHistoryNamesQuery(): PostgrestQuery {
  return from('job_history_names').order('name');
}

/** Scrapers, topologies, log backends and notification channels with their latest job, newest first. */
export function integrationsQuery(): PostgrestQuery {
  return from('integrations_with_status').is('deleted_at', null).order('created_at', { ascending: false });
}

export function connectionsQuery(): PostgrestQuery {
  return from('connections').is('deleted_at', null).order('name');
}

/** A generic settings list (`/settings/{table}`): at most 100 rows, newest first, not deleted. */
export function settingsListQuery(table: string): PostgrestQuery {
  return from(table).is('deleted_at', null).order('created_at', { ascending: false }).limit(SETTINGS_LIST_LIMIT);
}

/** Incidents whose title contains the text (typed wildcards match literally), for the Link to Incident picker. */
export function incidentSearchQuery(title: string): PostgrestQuery {
  const query = from('incidents').select('id,title,severity,type,status').order('created_at', { ascending: false });
  const text = escapeLike(title.trim());
  return (text ? query.ilike('title', `*${text}*`) : query).limit(50);
}

export function hypothesesQuery(incidentId: string): PostgrestQuery {
  return from('hypotheses').select('id,title,type,status,incident_id').eq('incident_id', incidentId);
}
