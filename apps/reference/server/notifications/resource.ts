import type { Queryable } from '../db/database';
import type { EventEnv } from './cel';

/** An event as claimed from `event_queue`. */
export interface QueuedEvent {
  id: string;
  name: string;
  properties: Record<string, unknown> | null;
  created_at: Date | string;
}

export type ResourceKind = 'check' | 'config' | 'component';

/** What a notification is about: its kind, id, path of ancestors (catalog items, components) and the env. */
export interface EventResource {
  kind: ResourceKind;
  id: string;
  /** Ancestor ids (config_items.path / components.path), for recursive silences and inhibitions. */
  ancestors: string[];
  /** Catalog type, for inhibitions. */
  type?: string;
  health?: string | null;
  status?: string | null;
  description?: string | null;
  env: EventEnv;
}

export function kindOf(eventName: string): ResourceKind | undefined {
  const prefix = eventName.split('.')[0];
  return prefix === 'check' || prefix === 'config' || prefix === 'component' ? prefix : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The console's address for links in notifications: MC_PUBLIC_URL, else the local default. */
export function consoleBase(): string {
  return (process.env.MC_PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, '');
}

const splitPath = (path: unknown) =>
  typeof path === 'string' ? path.split(/[./]/).filter((part) => /^[0-9a-f-]{36}$/i.test(part)) : [];

/**
 * The resource an event names, read now (an event carries ids, as duty's do): `check_id`/`config_id`/`component_id`
 * or `id`. Undefined when it no longer exists.
 */
export async function loadResource(db: Queryable, event: QueuedEvent): Promise<EventResource | undefined> {
  const kind = kindOf(event.name);
  const props = event.properties ?? {};
  if (!kind) return undefined;
  const id = text(props[`${kind}_id`]) ?? text(props.id);
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const base = {
    event: {
      name: event.name,
      properties: props,
      created_at: new Date(event.created_at).toISOString(),
    },
  };
  if (kind === 'check') {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT c.id, c.name, c.type, c.namespace, c.description, c.labels, c.status, c.severity, c.canary_id,
              c.last_runtime, c.deleted_at, ca.name AS canary_name, ca.namespace AS canary_namespace,
              ca.labels AS canary_labels,
              (SELECT s.error FROM check_statuses s WHERE s.check_id = c.id ORDER BY s.time DESC LIMIT 1) AS error,
              (SELECT s.message FROM check_statuses s WHERE s.check_id = c.id ORDER BY s.time DESC LIMIT 1) AS message
       FROM checks c JOIN canaries ca ON ca.id = c.canary_id WHERE c.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { canary_name, canary_namespace, canary_labels, ...check } = row;
    const resource = jsonSafe(check);
    return {
      kind,
      id,
      ancestors: [String(row.canary_id)],
      health: row.status === 'healthy' ? 'healthy' : 'unhealthy',
      status: row.status as string | null,
      description: (row.error as string | null) ?? (row.message as string | null),
      env: {
        ...base,
        resource,
        check: resource,
        canary: jsonSafe({ id: row.canary_id, name: canary_name, namespace: canary_namespace, labels: canary_labels }),
        permalink: `${consoleBase()}/health?checkId=${id}`,
      },
    };
  }
  if (kind === 'config') {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT id, name, type, config_class, namespace, description, health, status, ready, labels, tags, path,
              parent_id, created_at, updated_at, deleted_at
       FROM config_items WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const resource = jsonSafe(row);
    return {
      kind,
      id,
      ancestors: [...splitPath(row.path), ...(row.parent_id ? [String(row.parent_id)] : [])],
      type: row.type as string,
      health: row.health as string | null,
      status: row.status as string | null,
      description: row.description as string | null,
      env: { ...base, resource, config: resource, permalink: `${consoleBase()}/catalog/${id}` },
    };
  }
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT id, name, type, namespace, health, status, status_reason, labels, path, parent_id, topology_id,
            created_at, updated_at, deleted_at
     FROM components WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const resource = jsonSafe(row);
  return {
    kind,
    id,
    ancestors: [...splitPath(row.path), ...(row.parent_id ? [String(row.parent_id)] : [])],
    type: row.type as string,
    health: row.health as string | null,
    status: row.status as string | null,
    description: row.status_reason as string | null,
    env: { ...base, resource, component: resource, permalink: `${consoleBase()}/topology/${id}` },
  };
}

/** Dates become ISO text and nulls stay, so CEL and templates see plain JSON. */
function jsonSafe(row: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
}

/**
 * Whether the resource has recovered from what the event said (a `wait_for` that ended): a failed check that
 * passes again, an unhealthy item or component that is healthy again.
 */
export function hasRecovered(eventName: string, resource: EventResource): boolean {
  if (eventName === 'check.failed') return resource.status === 'healthy';
  const wanted = eventName.split('.')[1];
  if (['healthy', 'unhealthy', 'warning', 'unknown', 'degraded'].includes(wanted ?? '')) {
    return (resource.health ?? 'unknown') !== wanted;
  }
  return false;
}
