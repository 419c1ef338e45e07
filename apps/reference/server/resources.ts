import type { Context } from 'hono';
import { RESOURCE_AREAS, type ResourceArea } from '@mission-control/api';
import { allows, decide } from './auth/decide';
import { principalOf } from './http/access';
import type { AppEnv } from './context';

/**
 * Every /api/db request is checked as `{resource, action}` against the resource
 * areas of the spec's role table, the same list and rules the browser uses
 * (`@mission-control/api`); tables outside the map do not exist for /api/db (404).
 */
export const RESOURCES = RESOURCE_AREAS;
export type Resource = ResourceArea;
export type ResourceAction = 'read' | 'write';

/**
 * Table or view → resource. Secret-bearing tables (access_tokens, whose `value`
 * is a token hash) and role rules (casbin_rule) are deliberately absent, so
 * neither a request nor an embed can reach them.
 */
export const TABLE_RESOURCES: Readonly<Record<string, Resource>> = {
  // Health checks
  canaries: 'canaries',
  checks: 'canaries',
  check_statuses: 'canaries',
  check_statuses_1h: 'canaries',
  check_statuses_1d: 'canaries',
  check_component_relationships: 'canaries',
  check_config_relationships: 'canaries',
  // Topology
  topologies: 'topologies',
  components: 'topologies',
  // #21 (migration 027): catalog items linked to components, components adopted by components
  config_component_relationships: 'topologies',
  component_relationships: 'topologies',
  // Catalog
  config_items: 'database',
  configs: 'database',
  config_changes: 'database',
  config_analysis: 'database',
  config_scrapers: 'config_scrapers',
  // Catalog read models (#19, migration 020): the list's filter options, the item page, its relationships
  config_detail: 'database',
  config_types: 'database',
  config_labels: 'database',
  config_tags: 'database',
  config_statuses: 'database',
  config_relationships: 'database',
  config_scrapers_with_status: 'config_scrapers',
  // Insights (#20, migration 025): findings with their item, the analyzers filter, analyzers as resources
  config_analysis_items: 'database',
  config_analysis_analyzers: 'database',
  analysis_types: 'database',
  change_types: 'database',
  config_analyzers: 'config_scrapers',
  check_summary_for_config: 'canaries',
  // People and identity
  people: 'database',
  people_roles: 'database',
  teams: 'database',
  team_members: 'database',
  identities: 'identities',
  agents: 'agents',
  // Access control
  permissions: 'permissions',
  permissions_summary: 'permissions',
  permission_groups: 'permissions',
  access_scopes: 'access_scopes',
  properties: 'properties',
  // Jobs and queues
  job_history: 'database',
  job_histories: 'database',
  job_history_names: 'database',
  event_queue: 'database',
  event_queue_summary: 'database',
  // Playbooks
  playbooks: 'playbooks',
  playbook_runs: 'playbook_runs',
  playbook_run_actions: 'playbook_runs',
  // Incidents
  incidents: 'incident',
  hypotheses: 'incident',
  incident_histories: 'incident',
  // #23 (migration 032): people and teams on an incident, and the list's rows
  responders: 'responder',
  incident_summary: 'incident',
  incident_rules: 'incident',
  evidences: 'evidences',
  comments: 'comments',
  // Notifications
  notifications: 'notifications',
  notification_silences: 'notifications',
  notification_send_history: 'notifications',
  // #22 (migration 030): the rules table and the send history with its resource
  notifications_summary: 'notifications',
  notification_send_history_summary: 'notifications',
  // Settings
  connections: 'connections',
  logging_backends: 'logging_backends',
  integrations_with_status: 'integrations',
  views: 'views',
  views_summary: 'views',
  // #24 (migration 039): applications (the `application` permission object governs the views area), and the access
  // data scrapers record about catalog items (read with the catalog).
  applications: 'views',
  config_access: 'database',
  config_access_logs: 'database',
  // #24 Logs (migration 038): the /logs pickers' lists, read with their objects.
  components_with_logs: 'topologies',
  config_items_with_logs: 'database',
  external_users: 'database',
  external_roles: 'database',
};

export function resourceForTable(table: string): Resource | undefined {
  return Object.hasOwn(TABLE_RESOURCES, table) ? TABLE_RESOURCES[table] : undefined;
}

/**
 * Writes to people, teams and team membership change who may do what, so they
 * are rbac writes (admin), while reading them stays under `database` for the
 * pickers every role uses.
 */
const WRITE_RESOURCES: Readonly<Record<string, Resource>> = {
  people: 'rbac',
  people_roles: 'rbac',
  teams: 'rbac',
  team_members: 'rbac',
};

/** The resource checked for `action` on a table (undefined: the table does not exist for /api/db). */
export function resourceForTableAction(table: string, action: ResourceAction): Resource | undefined {
  const resource = resourceForTable(table);
  if (!resource) return undefined;
  return action === 'write' && Object.hasOwn(WRITE_RESOURCES, table) ? WRITE_RESOURCES[table] : resource;
}

/** Maps an HTTP method to the action checked on the resource. */
export function actionForMethod(method: string): ResourceAction {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

export type Authorize = (c: Context<AppEnv>, resource: Resource, action: ResourceAction) => boolean | Promise<boolean>;

/**
 * A principal's access to a resource: the role table, permission rows and
 * token scope, decided in one place (auth/decide.ts).
 */
export const authorize: Authorize = async (c, resource, action) =>
  allows(await decide(principalOf(c), { action, area: resource }, c.var.db));
