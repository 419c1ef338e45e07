import type { Context } from 'hono';
import { can, RESOURCE_AREAS, type ResourceArea } from '@mission-control/api';
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
  // Catalog
  config_items: 'database',
  configs: 'database',
  config_changes: 'database',
  config_analysis: 'database',
  config_scrapers: 'config_scrapers',
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
  // Playbooks
  playbooks: 'playbooks',
  playbook_runs: 'playbook_runs',
  playbook_run_actions: 'playbook_runs',
  // Incidents
  incidents: 'incident',
  hypotheses: 'incident',
  incident_histories: 'incident',
  incident_rules: 'incident',
  evidences: 'evidences',
  comments: 'comments',
  // Notifications
  notifications: 'notifications',
  notification_silences: 'notifications',
  notification_send_history: 'notifications',
  // Settings
  connections: 'connections',
  logging_backends: 'logging_backends',
  views: 'views',
  views_summary: 'views',
};

export function resourceForTable(table: string): Resource | undefined {
  return Object.hasOwn(TABLE_RESOURCES, table) ? TABLE_RESOURCES[table] : undefined;
}

/** Maps an HTTP method to the action checked on the resource. */
export function actionForMethod(method: string): ResourceAction {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

export type Authorize = (c: Context<AppEnv>, resource: Resource, action: ResourceAction) => boolean | Promise<boolean>;

/**
 * The single place where a principal's access to a resource is decided, by the
 * spec's role table. Until sign-in lands every request is the seeded admin.
 */
export const authorize: Authorize = (c, resource, action) => can(c.var.principal, resource, action);
