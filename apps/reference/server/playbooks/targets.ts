import type { Queryable } from '../db/database';
import type { SelectableResource } from './selectors';

/** What a playbook runs on; the spec key of each kind's selectors and its request field. */
export const TARGET_KINDS = {
  check: { specKey: 'checks', field: 'check_id' },
  component: { specKey: 'components', field: 'component_id' },
  config: { specKey: 'configs', field: 'config_id' },
} as const;
export type TargetKind = keyof typeof TARGET_KINDS;

export interface Target {
  kind: TargetKind;
  resource: SelectableResource & Record<string, unknown>;
}

const QUERIES: Record<TargetKind, string> = {
  // A check carries its canary's labels too, as in the health summary.
  check: `SELECT c.id, c.name, c.namespace, c.type, c.status, c.status AS health, c.canary_id, c.description,
                 COALESCE(k.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb) AS labels
          FROM checks c LEFT JOIN canaries k ON k.id = c.canary_id
          WHERE c.id = $1 AND c.deleted_at IS NULL`,
  component: `SELECT id, name, namespace, type, status, health, labels, description
              FROM components WHERE id = $1 AND deleted_at IS NULL`,
  config: `SELECT id, COALESCE(name, '') AS name, namespace, type, status, health, labels, tags, description
           FROM config_items WHERE id = $1 AND deleted_at IS NULL`,
};

/** The live (not deleted) resource, or undefined. `id` must already be a UUID. */
export async function loadTarget(db: Queryable, kind: TargetKind, id: string): Promise<Target | undefined> {
  const { rows } = await db.query<SelectableResource & Record<string, unknown>>(QUERIES[kind], [id]);
  return rows[0] ? { kind, resource: rows[0] } : undefined;
}

/** `CHECK_ID`, `CHECK_NAME`, ... for exec actions. */
export function targetEnv(target: Target | undefined): Record<string, string> {
  if (!target) return {};
  const prefix = target.kind.toUpperCase();
  const env: Record<string, string> = {
    [`${prefix}_ID`]: target.resource.id,
    [`${prefix}_NAME`]: target.resource.name,
  };
  if (target.resource.namespace) env[`${prefix}_NAMESPACE`] = target.resource.namespace;
  return env;
}
