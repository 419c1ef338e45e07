import { matchesAccessScope, type AccessScopeResource, type Scope, type ScopedResource } from '@mission-control/api';
import type { Principal } from '../context';
import type { Queryable } from '../db/database';
import { shadowWithCounts } from '../postgrest/scopedCounts';

/**
 * Row filtering for guests by their access scopes (spec §5; reference §3.6):
 * within a scope tags AND agents AND names must match, any scope may match,
 * a lone `*` matches all, no scope matches nothing. A guest's scopes are their
 * own (person_id) and their teams' (team_id).
 */
/** api's access scope resources, but `*` (which stands for all of them). */
export type ScopeKind = Exclude<AccessScopeResource, '*'>;
export type GuestScopes = Readonly<Record<ScopeKind, readonly Scope[]>>;

const OTHER_ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer'];

/** Scopes filter only people whose sole role is guest; any other role sees by the role table. */
export function isScopedGuest(principal: Principal): boolean {
  return principal.roles.includes('guest') && !principal.roles.some((role) => OTHER_ROLES.includes(role));
}

/** The guest's scopes per resource kind, or null when the principal is not filtered. */
export async function guestScopesFor(db: Queryable, principal: Principal): Promise<GuestScopes | null> {
  if (!isScopedGuest(principal)) return null;
  const { rows } = await db.query<{ resources: string[]; scopes: Scope[] | string }>(
    `SELECT resources, scopes FROM access_scopes
     WHERE deleted_at IS NULL
       AND (person_id = $1::uuid OR team_id IN (SELECT team_id FROM team_members WHERE person_id = $1::uuid))`,
    [principal.id],
  );
  const out: Record<ScopeKind, Scope[]> = { canary: [], config: [], component: [], playbook: [] };
  for (const row of rows) {
    const scopes = (typeof row.scopes === 'string' ? JSON.parse(row.scopes) : row.scopes) as unknown;
    if (!Array.isArray(scopes)) continue;
    for (const kind of Object.keys(out) as ScopeKind[]) {
      if (row.resources.includes('*') || row.resources.includes(kind)) out[kind].push(...(scopes as Scope[]));
    }
  }
  return out;
}

/** Whether one resource is visible to the guest (the api's matcher, shared with the console). */
export function scopeAllows(guest: GuestScopes, kind: ScopeKind, resource: ScopedResource): boolean {
  return matchesAccessScope(guest[kind], resource);
}

/** The columns of a row a scope matches on (tags and agent may be absent: such a scope then matches nothing). */
export interface ScopeColumns {
  tags: string | null;
  agent: string | null;
  name: string;
}

const isLoneWildcard = (list: readonly string[] | undefined) => list?.length === 1 && list[0] === '*';

/**
 * The SQL condition for "any scope matches this row", every value a bound
 * parameter appended to `params` (placeholders continue its numbering).
 */
export function scopeCondition(scopes: readonly Scope[], columns: ScopeColumns, params: unknown[]): string {
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const alternatives = scopes.flatMap((scope) => {
    if (!scope || typeof scope !== 'object') return [];
    const tags = Object.entries(scope.tags ?? {});
    const agents = Array.isArray(scope.agents) ? scope.agents.map(String) : [];
    const names = Array.isArray(scope.names) ? scope.names.map(String) : [];
    if (!tags.length && !agents.length && !names.length) return [];
    const parts: string[] = [];
    if (tags.length) {
      parts.push(
        columns.tags
          ? // Not COALESCE(tags, '{}') @> …: the bare column lets the planner use its statistics and GIN index (a
            // guest's change feed read 1,000,000 changes' items twice over without it); IS NOT NULL keeps the term
            // false, never null, for rows without tags.
            `(${columns.tags} IS NOT NULL AND ${columns.tags} @> ${bind(JSON.stringify(Object.fromEntries(tags)))}::jsonb)`
          : 'false',
      );
    }
    if (agents.length && !isLoneWildcard(agents)) {
      parts.push(
        columns.agent
          ? `${columns.agent}::text IN (SELECT jsonb_array_elements_text(${bind(JSON.stringify(agents))}::jsonb))`
          : 'false',
      );
    }
    if (names.length && !isLoneWildcard(names))
      parts.push(`${columns.name} IN (SELECT jsonb_array_elements_text(${bind(JSON.stringify(names))}::jsonb))`);
    return [parts.length ? `(${parts.join(' AND ')})` : 'true'];
  });
  return alternatives.length ? `(${alternatives.join(' OR ')})` : 'false';
}

const CANARY: ScopeColumns = { tags: 'k.labels', agent: 'k.agent_id', name: 'k.name' };

/** Visible ids of each kind, as a subquery over the real tables (schema-qualified, so shadowing below cannot recurse). */
function visible(kind: ScopeKind, guest: GuestScopes, params: unknown[]): string {
  switch (kind) {
    case 'canary':
      return `SELECT k.id FROM public.canaries k WHERE ${scopeCondition(guest.canary, CANARY, params)}`;
    case 'config':
      return `SELECT ci.id FROM public.config_items ci WHERE ${scopeCondition(guest.config, { tags: 'ci.tags', agent: 'ci.agent_id', name: 'ci.name' }, params)}`;
    case 'component':
      return `SELECT co.id FROM public.components co WHERE ${scopeCondition(guest.component, { tags: 'co.labels', agent: 'co.agent_id', name: 'co.name' }, params)}`;
    case 'playbook':
      return `SELECT pb.id FROM public.playbooks pb WHERE ${scopeCondition(guest.playbook, { tags: null, agent: null, name: 'pb.name' }, params)}`;
  }
}

/**
 * A job_history row (alias `a`) is the guest's when it ran for a canary, check or
 * playbook they see; jobs of other resources (topologies, scrapers) and of no
 * resource (retention, rollups) are not theirs.
 */
function jobCondition(a: string, g: GuestScopes, p: unknown[]): string {
  return `(
    (${a}.resource_type = 'canary' AND ${a}.resource_id IN (SELECT v.id::text FROM (${visible('canary', g, p)}) v))
    OR (${a}.resource_type = 'check' AND ${a}.resource_id IN (
          SELECT c.id::text FROM public.checks c WHERE c.canary_id IN (${visible('canary', g, p)})))
    OR (${a}.resource_type = 'playbook' AND ${a}.resource_id IN (SELECT v.id::text FROM (${visible('playbook', g, p)}) v))
  )`;
}

/** #22 a notification send is the guest's when the check, catalog item or component it is about is (by its event). */
function sendCondition(a: string, g: GuestScopes, p: unknown[]): string {
  return `(
    (${a}.source_event LIKE 'check.%' AND ${a}.resource_id IN (
          SELECT c.id FROM public.checks c WHERE c.canary_id IN (${visible('canary', g, p)})))
    OR (${a}.source_event LIKE 'config.%' AND ${a}.resource_id IN (${visible('config', g, p)}))
    OR (${a}.source_event LIKE 'component.%' AND ${a}.resource_id IN (${visible('component', g, p)}))
  )`;
}

/** Each filtered relation: the condition on its own row (alias `_s`). */
const FILTERS: Readonly<Record<string, (guest: GuestScopes, params: unknown[]) => string>> = {
  canaries: (g, p) => `_s.id IN (${visible('canary', g, p)})`,
  checks: (g, p) => `_s.canary_id IN (${visible('canary', g, p)})`,
  check_statuses: (g, p) =>
    `_s.check_id IN (SELECT c.id FROM public.checks c WHERE c.canary_id IN (${visible('canary', g, p)}))`,
  check_statuses_1h: (g, p) =>
    `_s.check_id IN (SELECT c.id FROM public.checks c WHERE c.canary_id IN (${visible('canary', g, p)}))`,
  check_statuses_1d: (g, p) =>
    `_s.check_id IN (SELECT c.id FROM public.checks c WHERE c.canary_id IN (${visible('canary', g, p)}))`,
  config_items: (g, p) => `_s.id IN (${visible('config', g, p)})`,
  configs: (g, p) => `_s.id IN (${visible('config', g, p)})`,
  config_changes: (g, p) => `_s.config_id IN (${visible('config', g, p)})`,
  config_analysis: (g, p) => `_s.config_id IN (${visible('config', g, p)})`,
  // #24 access data of visible items; external users and roles only through the items they hold access to.
  config_access: (g, p) => `_s.config_id IN (${visible('config', g, p)})`,
  config_access_logs: (g, p) => `_s.config_id IN (${visible('config', g, p)})`,
  config_items_with_logs: (g, p) => `_s.id IN (${visible('config', g, p)})`,
  components_with_logs: (g, p) => `_s.id IN (${visible('component', g, p)})`,
  external_users: (g, p) => `_s.id IN (SELECT a.external_user_id FROM public.config_access a
    WHERE a.config_id IN (${visible('config', g, p)}))`,
  external_roles: (g, p) => `_s.id IN (SELECT a.external_role_id FROM public.config_access a
    WHERE a.config_id IN (${visible('config', g, p)}))`,
  // Catalog read models (#19): rows of items, edges between two items, and the list's filter options
  // (a type, status, label or tag shows when one visible item has it).
  config_detail: (g, p) => `_s.id IN (${visible('config', g, p)})`,
  config_relationships: (g, p) =>
    `_s.config_id IN (${visible('config', g, p)}) AND _s.related_id IN (${visible('config', g, p)})`,
  check_summary_for_config: (g, p) =>
    `_s.config_id IN (${visible('config', g, p)}) AND _s.canary_id IN (${visible('canary', g, p)})`,
  config_types: (g, p) =>
    `_s.type IN (SELECT v.type FROM public.config_items v WHERE v.deleted_at IS NULL AND v.id IN (${visible('config', g, p)}))`,
  config_statuses: (g, p) =>
    `_s.status IN (SELECT v.status FROM public.config_items v WHERE v.deleted_at IS NULL AND v.id IN (${visible('config', g, p)}))`,
  config_labels: (g, p) => `EXISTS (SELECT 1 FROM public.config_items v WHERE v.deleted_at IS NULL
    AND v.labels @> jsonb_build_object(_s.key, _s.value) AND v.id IN (${visible('config', g, p)}))`,
  config_tags: (g, p) => `EXISTS (SELECT 1 FROM public.config_items v WHERE v.deleted_at IS NULL
    AND v.tags @> jsonb_build_object(_s.key, _s.value) AND v.id IN (${visible('config', g, p)}))`,
  // Insights (#20): findings of visible items; the filter options of the findings a guest sees.
  config_analysis_items: (g, p) => `_s.config_id IN (${visible('config', g, p)})`,
  // The Change Type filter's options (#20, migration 026): a type shows when a visible item has a change of it.
  change_types: (g, p) => `EXISTS (SELECT 1 FROM public.config_changes c WHERE c.change_type = _s.change_type
    AND c.config_id IN (${visible('config', g, p)}))`,
  config_analysis_analyzers: (g, p) => `_s.analyzer IN (SELECT a.analyzer FROM public.config_analysis a
    WHERE COALESCE(a.status, 'open') = 'open' AND a.config_id IN (${visible('config', g, p)}))`,
  analysis_types: (g, p) =>
    `_s.analysis_type IN (SELECT a.analysis_type FROM public.config_analysis a WHERE a.config_id IN (${visible('config', g, p)}))`,
  components: (g, p) => `_s.id IN (${visible('component', g, p)})`,
  // Topology links (#21): a row shows when both of its ends are in the guest's scopes.
  check_component_relationships: (g, p) =>
    `_s.component_id IN (${visible('component', g, p)}) AND _s.canary_id IN (${visible('canary', g, p)})`,
  config_component_relationships: (g, p) =>
    `_s.component_id IN (${visible('component', g, p)}) AND _s.config_id IN (${visible('config', g, p)})`,
  component_relationships: (g, p) =>
    `_s.component_id IN (${visible('component', g, p)}) AND _s.relationship_id IN (${visible('component', g, p)})`,
  playbooks: (g, p) => `_s.id IN (${visible('playbook', g, p)})`,
  playbook_runs: (g, p) => `_s.playbook_id IN (${visible('playbook', g, p)})`,
  playbook_run_actions: (g, p) =>
    `_s.playbook_run_id IN (SELECT r.id FROM public.playbook_runs r WHERE r.playbook_id IN (${visible('playbook', g, p)}))`,
  // S6: job history names the runs, canaries and playbooks it ran for.
  job_history: (g, p) => jobCondition('_s', g, p),
  job_histories: (g, p) => jobCondition('_s', g, p),
  notification_send_history: (g, p) => sendCondition('_s', g, p),
  notification_send_history_summary: (g, p) => sendCondition('_s', g, p),
  job_history_names: (g, p) => `_s.name IN (SELECT j.name FROM public.job_history j WHERE ${jobCondition('j', g, p)})`,
};

export const SCOPE_FILTERED_RELATIONS: ReadonlySet<string> = new Set(Object.keys(FILTERS));

/** A row filter of one relation (alias `_s`), its values bound into `params`; null: the relation is not filtered. */
export type RelationFilter = (relation: string, params: unknown[]) => string | null;

/** The guest's access scopes as a relation filter. */
export function guestFilter(guest: GuestScopes): RelationFilter {
  return (relation, params) => (Object.hasOwn(FILTERS, relation) ? FILTERS[relation]!(guest, params) : null);
}

/**
 * Wraps a read statement so that every filtered relation it names reads only
 * the rows all `filters` keep: a CTE of the same name shadows the table for
 * the statement's unqualified references (embeds included), and reads the
 * real table schema-qualified.
 */
export function shadowRelations(
  statement: { sql: string; params: unknown[] },
  relations: Iterable<string>,
  filters: readonly RelationFilter[],
): { sql: string; params: unknown[] } {
  const params = [...statement.params];
  const ctes = [...new Set(relations)].flatMap((relation) => {
    const conditions = filters.map((filter) => filter(relation, params)).filter((c): c is string => c !== null);
    if (!conditions.length) return [];
    const on = (other: string) =>
      filters
        .map((filter) => filter(other, params))
        .filter((c): c is string => c !== null)
        .join(' AND ') || 'true';
    const shadow =
      shadowWithCounts(relation, conditions.join(' AND '), on) ??
      `SELECT _s.* FROM public."${relation}" AS _s WHERE ${conditions.join(' AND ')}`;
    return [`"${relation}" AS (${shadow})`];
  });
  if (!ctes.length) return statement;
  const sql = /^\s*WITH\s/i.test(statement.sql)
    ? statement.sql.replace(/^\s*WITH\s/i, `WITH ${ctes.join(', ')}, `)
    : `WITH ${ctes.join(', ')} ${statement.sql}`;
  return { sql, params };
}

/** `shadowRelations` with the guest's scopes only. */
export function shadowForGuest(
  statement: { sql: string; params: unknown[] },
  relations: Iterable<string>,
  guest: GuestScopes,
): { sql: string; params: unknown[] } {
  return shadowRelations(statement, relations, [guestFilter(guest)]);
}

/** Whether the guest sees this check (graph, detail). */
export async function guestSeesCheck(db: Queryable, guest: GuestScopes, checkId: string): Promise<boolean> {
  const params: unknown[] = [checkId];
  const { rows } = await db.query(
    `SELECT 1 FROM public.checks c WHERE c.id = $1 AND c.canary_id IN (${visible('canary', guest, params)})`,
    params,
  );
  return rows.length > 0;
}
