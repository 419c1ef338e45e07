import { parse as parseYaml } from 'yaml';
import type { Scope } from '@mission-control/api';
import { tokenScopesCovering } from '../auth/machine';
import { scopeCondition } from '../auth/scopes';
import type { Principal } from '../context';
import type { Database, Queryable } from '../db/database';
import { PostgrestError } from '../postgrest/errors';
import { topologiesTableHook } from '../topology/writeHook';
import { API_VERSION, GROUP, invalidOf, KubeError, readKubeObject, type ObjectInput } from './canaries';

/** `canaries.flanksource.com/v1` kind `Topology` (upstream's CRD), backed by the `topologies` table. */
export const TOPOLOGY_KIND = 'Topology';
/** What a topology written through this API is managed by (upstream's value for CRD-made rows). */
export const KUBE_SOURCE = 'KubernetesCRD';
/** kubectl's client-side apply reads the last applied object from this annotation. */
export const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';

/**
 * The token scope objects that cover the `topologies` area (auth/maps.ts: `catalog`): a token may call the
 * Topology routes only when its scope names one of them, as the Canary routes need `canaries`.
 */
export const TOPOLOGY_SCOPES: readonly string[] = tokenScopesCovering('topologies');

export const invalidTopology = invalidOf(TOPOLOGY_KIND);

export const topologyNotFound = (name: string) =>
  new KubeError(404, 'NotFound', `topologies.${GROUP} "${name}" not found`, { name, group: GROUP, kind: 'topologies' });

export interface TopologyRow {
  id: string;
  name: string;
  namespace: string;
  labels: Record<string, string> | null;
  spec: unknown;
  schedule: string | null;
  source: string | null;
  created_at: Date | string;
  version: string;
  components: number;
  last_status: string | null;
  last_run: Date | string | null;
}

/**
 * A row without a namespace (saved before namespaces were asked) is in `default`, as the topology form
 * defaults it. `resourceVersion` is updated_at in microseconds; the last run is the newest job_history row.
 */
const SELECT = `
SELECT t.id, t.name, COALESCE(t.namespace, 'default') AS namespace, t.labels, t.spec, t.schedule, t.source, t.created_at,
       (extract(epoch FROM COALESCE(t.updated_at, t.created_at)) * 1000000)::bigint::text AS version,
       (SELECT count(*) FROM components c WHERE c.topology_id = t.id AND c.deleted_at IS NULL)::int AS components,
       j.status AS last_status, j.time_end AS last_run
FROM topologies t
LEFT JOIN LATERAL (
  SELECT h.status, h.time_end FROM job_history h
  WHERE h.resource_type = 'topology' AND h.resource_id = t.id::text
  ORDER BY h.time_start DESC NULLS LAST LIMIT 1
) j ON true
WHERE t.deleted_at IS NULL`;

export interface TopologyFilter {
  namespace?: string;
  name?: string;
  /** A guest's access scopes of kind component (null: not a scoped guest): a topology is its root component. */
  scopes?: readonly Scope[] | null;
}

export async function listTopologies(db: Queryable, filter: TopologyFilter): Promise<TopologyRow[]> {
  const params: unknown[] = [];
  let where = '';
  if (filter.scopes) {
    where += ` AND ${scopeCondition(filter.scopes, { tags: 't.labels', agent: 't.agent_id', name: 't.name' }, params)}`;
  }
  if (filter.namespace) {
    params.push(filter.namespace);
    where += ` AND COALESCE(t.namespace, 'default') = $${params.length}`;
  }
  if (filter.name) {
    params.push(filter.name);
    where += ` AND t.name = $${params.length}`;
  }
  const { rows } = await db.query<TopologyRow>(`${SELECT}${where} ORDER BY 3, t.name, t.created_at`, params);
  return rows;
}

/** One topology; 404 when it does not exist or lies outside the guest's `scopes`. */
export async function getTopology(
  db: Queryable,
  namespace: string,
  name: string,
  scopes?: readonly Scope[] | null,
): Promise<TopologyRow> {
  const [row] = await listTopologies(db, { namespace, name, scopes });
  if (!row) throw topologyNotFound(name);
  return row;
}

const rfc3339 = (value: Date | string) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The stored spec as an object: the form may save YAML text, or a whole `kind: Topology` object. */
function specObject(row: Pick<TopologyRow, 'spec' | 'schedule'>): Record<string, unknown> {
  let spec: unknown = row.spec ?? {};
  if (typeof spec === 'string') {
    try {
      spec = parseYaml(spec) ?? {};
    } catch {
      spec = {};
    }
  }
  if (spec && typeof spec === 'object' && !Array.isArray(spec)) {
    const object = spec as Record<string, unknown>;
    if (object.spec && typeof object.spec === 'object' && (object.kind === TOPOLOGY_KIND || object.apiVersion != null))
      spec = object.spec;
  }
  const out = spec && typeof spec === 'object' && !Array.isArray(spec) ? { ...(spec as Record<string, unknown>) } : {};
  // The schedule column wins over the spec's (the runner reads it so): show the one that runs.
  if (row.schedule) out.schedule = row.schedule;
  return out;
}

export function topologyStatus(row: TopologyRow) {
  return {
    components: row.components,
    ...(row.last_status ? { lastRunStatus: row.last_status } : {}),
    ...(row.last_run ? { lastRunTime: rfc3339(row.last_run) } : {}),
  };
}

export function topologyMetadata(row: TopologyRow) {
  return {
    name: row.name,
    namespace: row.namespace,
    uid: row.id,
    resourceVersion: row.version,
    creationTimestamp: rfc3339(row.created_at),
    ...(row.labels && Object.keys(row.labels).length ? { labels: row.labels } : {}),
  };
}

/** Keys in order, as kubectl writes the annotation (Go's JSON of a map), so an unchanged file patches nothing. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

export function topologyObject(row: TopologyRow) {
  const metadata = topologyMetadata(row);
  const spec = specObject(row);
  // The table keeps no annotations. kubectl apply diffs the file against the last applied object; the
  // current labels and spec stand in for it, so an apply makes the topology equal to the file (a field the
  // file no longer has is removed) and no "missing annotation" warning is printed.
  const applied = {
    apiVersion: API_VERSION,
    kind: TOPOLOGY_KIND,
    // kubectl keeps an emptied `annotations: {}` in what it records.
    metadata: {
      annotations: {},
      name: row.name,
      namespace: row.namespace,
      ...(metadata.labels ? { labels: metadata.labels } : {}),
    },
    spec,
  };
  return {
    apiVersion: API_VERSION,
    kind: TOPOLOGY_KIND,
    metadata: { ...metadata, annotations: { [LAST_APPLIED]: `${JSON.stringify(sortedKeys(applied))}\n` } },
    spec,
    status: topologyStatus(row),
  };
}

export type TopologyInput = Omit<ObjectInput, 'annotations'> & { schedule: string | null };

/**
 * A Topology object → the row's fields, refused as a save through /api/db/topologies is (the runner's
 * write hook): an unreadable spec or schedule is 422 Invalid with the runner's sentence, an exec or
 * own-database lookup the writer may not use is 403.
 */
export async function readTopologyObject(
  db: Queryable,
  principal: Principal,
  body: unknown,
  path: { namespace: string; name?: string },
): Promise<TopologyInput> {
  const { name, namespace, labels, spec } = readKubeObject(body, path, TOPOLOGY_KIND);
  const schedule = typeof spec.schedule === 'string' && spec.schedule.trim() ? spec.schedule.trim() : null;
  try {
    await topologiesTableHook.beforeWrite(db, 'insert', [{ spec, schedule }], new URLSearchParams(), principal);
  } catch (error) {
    if (!(error instanceof PostgrestError)) throw error;
    if (error.status === 403) throw new KubeError(403, 'Forbidden', error.message);
    throw invalidTopology(name, error.message);
  }
  return { name, namespace, labels, spec, schedule };
}

const alreadyExists = (name: string) =>
  new KubeError(409, 'AlreadyExists', `topologies.${GROUP} "${name}" already exists`, {
    name,
    group: GROUP,
    kind: 'topologies',
  });

/** Inserts a topology, due at once (next_runtime NULL: the runner's next tick runs it). */
export async function createTopology(db: Database, input: TopologyInput, createdBy: string): Promise<TopologyRow> {
  await db.transaction(async (tx) => {
    const { rows: existing } = await tx.query(
      `SELECT id FROM topologies WHERE COALESCE(namespace, 'default') = $1 AND name = $2 AND deleted_at IS NULL FOR UPDATE`,
      [input.namespace, input.name],
    );
    if (existing.length) throw alreadyExists(input.name);
    await tx.query(
      `INSERT INTO topologies (name, namespace, labels, spec, schedule, source, created_by, next_runtime)
       VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)`,
      [input.name, input.namespace, input.labels, input.spec, input.schedule, KUBE_SOURCE, createdBy],
    );
  });
  return getTopology(db, input.namespace, input.name);
}

/** Replaces labels, spec and schedule (optimistically, on `resourceVersion` when given); due at once. */
export async function replaceTopology(
  db: Database,
  current: TopologyRow,
  input: TopologyInput,
  resourceVersion?: string,
): Promise<TopologyRow> {
  const { affectedRows } = await db.query(
    `UPDATE topologies SET labels = $2, spec = $3, schedule = $4, next_runtime = NULL, updated_at = clock_timestamp()
     WHERE id = $1 AND deleted_at IS NULL
       AND ($5::text IS NULL OR (extract(epoch FROM COALESCE(updated_at, created_at)) * 1000000)::bigint::text = $5)`,
    [current.id, input.labels, input.spec, input.schedule, resourceVersion ?? null],
  );
  if (!affectedRows) {
    throw new KubeError(
      409,
      'Conflict',
      `Operation cannot be fulfilled on topologies.${GROUP} "${current.name}": the object has been modified; please apply your changes to the latest version and try again`,
    );
  }
  return getTopology(db, current.namespace, current.name);
}

/** Soft-deletes; the runner's sweep removes its components, links and inline canaries on its next tick. */
export async function deleteTopology(db: Queryable, row: TopologyRow): Promise<void> {
  await db.query('UPDATE topologies SET deleted_at = now(), updated_at = now() WHERE id = $1', [row.id]);
}
