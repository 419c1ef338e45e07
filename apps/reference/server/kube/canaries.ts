import type { Scope } from '@mission-control/api';
import { scopeCondition } from '../auth/scopes';
import type { Database, Queryable } from '../db/database';
import { reconcileCanary } from '../runner/reconcile';
import { parseSchedule } from '../runner/schedule';
import { parseCanarySpec } from '../runner/spec';
import { canarySpecProblem } from '../runner/validate';
import { canarySchedule } from '../runner/reconcile';

export const GROUP = 'canaries.flanksource.com';
export const VERSION = 'v1';
export const API_VERSION = `${GROUP}/${VERSION}`;

/** A Kubernetes-style error, answered as a `Status` object. */
export class KubeError extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404 | 405 | 406 | 409 | 413 | 415 | 422,
    readonly reason: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * The namespace an object written to `path` lives in: its own, or the URL's when it names none. An object whose
 * name or namespace differs from the URL's is refused, with the API server's own sentences.
 */
export function addressedNamespace(
  name: string,
  namespace: unknown,
  path: { name?: string; namespace: string },
): string {
  if (path.name && name !== path.name) {
    throw new KubeError(
      400,
      'BadRequest',
      `the name of the object (${name}) does not match the name on the URL (${path.name})`,
    );
  }
  const resolved = typeof namespace === 'string' && namespace ? namespace : path.namespace;
  if (resolved !== path.namespace) {
    throw new KubeError(
      400,
      'BadRequest',
      'the namespace of the provided object does not match the namespace sent on the request',
    );
  }
  return resolved;
}

export const notFound = (name: string) =>
  new KubeError(404, 'NotFound', `canaries.${GROUP} "${name}" not found`, { name, group: GROUP, kind: 'canaries' });

/** 422 Invalid; kubectl prints `The Canary "x" is invalid: <field>: <message>` from the cause. */
export const invalidOf =
  (kind: 'Canary' | 'Topology') =>
  (name: string, message: string, field = 'spec') =>
    new KubeError(422, 'Invalid', `${kind}.${GROUP} "${name}" is invalid: ${field}: ${message}`, {
      name,
      group: GROUP,
      kind,
      causes: [{ reason: 'FieldValueInvalid', message, field }],
    });

export const invalid = invalidOf('Canary');

export interface CanaryRow {
  id: string;
  name: string;
  namespace: string;
  labels: Record<string, string> | null;
  annotations: Record<string, string> | null;
  spec: unknown;
  created_at: Date | string;
  version: string;
  checks: number;
  healthy: number;
  unhealthy: number;
}

/** `resourceVersion` is the row's updated_at in microseconds: it changes on every write. */
const SELECT = `
SELECT k.id, k.name, k.namespace, k.labels, k.annotations, k.spec, k.created_at,
       (extract(epoch FROM COALESCE(k.updated_at, k.created_at)) * 1000000)::bigint::text AS version,
       count(c.id)::int AS checks,
       count(c.id) FILTER (WHERE c.status = 'healthy')::int AS healthy,
       count(c.id) FILTER (WHERE c.status = 'unhealthy')::int AS unhealthy
FROM canaries k
LEFT JOIN checks c ON c.canary_id = k.id AND c.deleted_at IS NULL
WHERE k.deleted_at IS NULL`;

const GROUP_ORDER = `GROUP BY k.id ORDER BY k.namespace, k.name`;

export interface CanaryFilter {
  namespace?: string;
  name?: string;
  /** S2: a guest's access scopes of kind canary (null: not a scoped guest); the same SQL as /api/db's. */
  scopes?: readonly Scope[] | null;
}

export async function listCanaries(db: Queryable, filter: CanaryFilter): Promise<CanaryRow[]> {
  const params: unknown[] = [];
  let where = '';
  if (filter.scopes) {
    where += ` AND ${scopeCondition(filter.scopes, { tags: 'k.labels', agent: 'k.agent_id', name: 'k.name' }, params)}`;
  }
  if (filter.namespace) {
    params.push(filter.namespace);
    where += ` AND k.namespace = $${params.length}`;
  }
  if (filter.name) {
    params.push(filter.name);
    where += ` AND k.name = $${params.length}`;
  }
  const { rows } = await db.query<CanaryRow>(`${SELECT}${where} ${GROUP_ORDER}`, params);
  return rows;
}

/** One canary; 404 when it does not exist or lies outside the guest's `scopes` (its existence is not told). */
export async function getCanary(
  db: Queryable,
  namespace: string,
  name: string,
  scopes?: readonly Scope[] | null,
): Promise<CanaryRow> {
  const [row] = await listCanaries(db, { namespace, name, scopes });
  if (!row) throw notFound(name);
  return row;
}

const rfc3339 = (value: Date | string) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function canaryStatus(row: CanaryRow) {
  const status =
    row.checks === 0 ? 'Pending' : row.unhealthy > 0 ? 'Unhealthy' : row.healthy === row.checks ? 'Healthy' : 'Pending';
  return { status, checks: row.checks, healthy: row.healthy, unhealthy: row.unhealthy };
}

export function metadataOf(row: CanaryRow) {
  return {
    name: row.name,
    namespace: row.namespace,
    uid: row.id,
    resourceVersion: row.version,
    creationTimestamp: rfc3339(row.created_at),
    ...(row.labels && Object.keys(row.labels).length ? { labels: row.labels } : {}),
    ...(row.annotations && Object.keys(row.annotations).length ? { annotations: row.annotations } : {}),
  };
}

export function toObject(row: CanaryRow) {
  return {
    apiVersion: API_VERSION,
    kind: 'Canary',
    metadata: metadataOf(row),
    spec: row.spec ?? {},
    status: canaryStatus(row),
  };
}

const NAME = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;

type Invalid = ReturnType<typeof invalidOf>;

const stringMap = (value: unknown, field: string, name: string, fail: Invalid): Record<string, string> | null => {
  if (value == null) return null;
  if (typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    throw fail(name, 'must be a map of strings', `metadata.${field}`);
  }
  return value as Record<string, string>;
};

export interface ObjectInput {
  name: string;
  namespace: string;
  labels: Record<string, string> | null;
  annotations: Record<string, string> | null;
  spec: Record<string, unknown>;
}

export type CanaryInput = ObjectInput;

/**
 * An object of `kind` as sent by a client → its metadata and spec object, checked as the API server
 * checks them (kind, apiVersion, an RFC 1123 name matching the URL's, the URL's namespace).
 */
export function readKubeObject(
  body: unknown,
  path: { namespace: string; name?: string },
  kind: 'Canary' | 'Topology',
): ObjectInput {
  const fail = invalidOf(kind);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new KubeError(400, 'BadRequest', `the request body must be a ${kind} object`);
  }
  const object = body as Record<string, unknown>;
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const name = typeof metadata.name === 'string' ? metadata.name : (path.name ?? '');
  if (object.kind != null && object.kind !== kind) {
    throw new KubeError(400, 'BadRequest', `kind must be ${kind}, not ${String(object.kind)}`);
  }
  if (object.apiVersion != null && object.apiVersion !== API_VERSION) {
    throw new KubeError(400, 'BadRequest', `apiVersion must be ${API_VERSION}, not ${String(object.apiVersion)}`);
  }
  if (!name) throw fail('', 'Required value: name is required', 'metadata.name');
  if (name.length > 253 || !NAME.test(name)) {
    throw fail(
      name,
      `Invalid value: "${name}": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.'`,
      'metadata.name',
    );
  }
  const namespace = addressedNamespace(name, metadata.namespace, path);
  const spec = object.spec ?? {};
  if (typeof spec !== 'object' || Array.isArray(spec)) throw fail(name, 'must be an object');
  return {
    name,
    namespace,
    labels: stringMap(metadata.labels, 'labels', name, fail),
    annotations: stringMap(metadata.annotations, 'annotations', name, fail),
    spec: spec as Record<string, unknown>,
  };
}

/** A Canary object as sent by a client → the row's fields, with the spec checked as the runner reads it. */
export function readCanaryObject(body: unknown, path: { namespace: string; name?: string }): CanaryInput {
  const input = readKubeObject(body, path, 'Canary');
  try {
    const parsed = parseCanarySpec(input.spec);
    parseSchedule(canarySchedule(parsed, null));
  } catch (error) {
    throw invalid(input.name, (error as Error).message);
  }
  // The same checks as an /api/db save (exec fields, folder patterns).
  const problem = canarySpecProblem(input.spec);
  if (problem) throw invalid(input.name, problem);
  return input;
}

/** Inserts or replaces; the runner picks up the checks at once (as /db writes do through reconcileOnWrite). */
export async function createCanary(db: Database, input: CanaryInput, createdBy: string): Promise<CanaryRow> {
  const id = await db.transaction(async (tx) => {
    const { rows: existing } = await tx.query(
      'SELECT id FROM canaries WHERE namespace = $1 AND name = $2 AND deleted_at IS NULL FOR UPDATE',
      [input.namespace, input.name],
    );
    if (existing.length) {
      throw new KubeError(409, 'AlreadyExists', `canaries.${GROUP} "${input.name}" already exists`, {
        name: input.name,
        group: GROUP,
        kind: 'canaries',
      });
    }
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, labels, annotations, spec, source, created_by)
       VALUES ($1, $2, $3, $4, $5, 'kubernetes', $6) RETURNING id`,
      [input.name, input.namespace, input.labels, input.annotations, input.spec, createdBy],
    );
    return rows[0]!.id;
  });
  await reconcileCanary(db, id);
  return getCanary(db, input.namespace, input.name);
}

export async function replaceCanary(db: Database, current: CanaryRow, input: CanaryInput, resourceVersion?: string) {
  const { affectedRows } = await db.query(
    `UPDATE canaries SET labels = $2, annotations = $3, spec = $4, updated_at = clock_timestamp()
     WHERE id = $1 AND deleted_at IS NULL
       AND ($5::text IS NULL OR (extract(epoch FROM COALESCE(updated_at, created_at)) * 1000000)::bigint::text = $5)`,
    [current.id, input.labels, input.annotations, input.spec, resourceVersion ?? null],
  );
  if (!affectedRows) {
    throw new KubeError(
      409,
      'Conflict',
      `Operation cannot be fulfilled on canaries.${GROUP} "${current.name}": the object has been modified; please apply your changes to the latest version and try again`,
    );
  }
  await reconcileCanary(db, current.id);
  return getCanary(db, current.namespace, current.name);
}

export async function deleteCanary(db: Database, row: CanaryRow): Promise<void> {
  await db.query('UPDATE canaries SET deleted_at = now(), updated_at = now() WHERE id = $1', [row.id]);
  await reconcileCanary(db, row.id);
}

/** RFC 7386 JSON merge patch. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const result: Record<string, unknown> =
    target && typeof target === 'object' && !Array.isArray(target) ? { ...(target as Record<string, unknown>) } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}
