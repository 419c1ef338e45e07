import type { ResourceArea } from '@mission-control/api';
import type { Principal } from '../context';
import type { Queryable } from '../db/database';
import { tokenScopeAllows } from './maps';
import { actionCovers as covers, permissionRowsFor, type PermissionRow } from './rows';
import type { RelationFilter } from './scopes';

/**
 * Per-object permission rows (S7): a row that names one canary, playbook,
 * config, component or connection. `decide()` (auth/decide.ts) decides them for a request
 * about one object; the paths that read or write many rows at once (`/api/db`,
 * the summary, MCP through them) apply them here: a read never returns a row
 * of an object denied to the caller (embeds included), and a write touching
 * one is rolled back.
 */
export type ObjectKind = 'canary' | 'playbook' | 'config' | 'component' | 'connection';

export type DeniedObjects = Readonly<Record<ObjectKind, readonly string[]>>;

const KIND_COLUMNS: ReadonlyArray<[ObjectKind, keyof PermissionRow]> = [
  ['canary', 'canary_id'],
  ['playbook', 'playbook_id'],
  ['config', 'config_id'],
  ['component', 'component_id'],
  ['connection', 'connection_id'],
];

/**
 * The objects denied to the principal for `action` (several actions: denied
 * for any of them), or null when no row denies a single object: the common
 * case costs nothing more than the permission read every decision shares.
 */
export async function deniedObjects(
  db: Queryable,
  principal: Principal,
  actions: ReadonlyArray<'read' | 'write'>,
): Promise<DeniedObjects | null> {
  const rows = (await permissionRowsFor(db, principal)).filter(
    (row) => row.deny && actions.some((action) => covers(row.action, action)),
  );
  const out: Record<ObjectKind, string[]> = { canary: [], playbook: [], config: [], component: [], connection: [] };
  let any = false;
  for (const row of rows) {
    for (const [kind, column] of KIND_COLUMNS) {
      const id = row[column];
      if (typeof id === 'string' && id) {
        out[kind].push(id);
        any = true;
      }
    }
  }
  return any ? out : null;
}

/** True when `id` of `kind` is denied. */
export function isDenied(denied: DeniedObjects | null, kind: ObjectKind, id: unknown): boolean {
  return !!denied && typeof id === 'string' && denied[kind].includes(id);
}

type Condition = (list: (kind: ObjectKind) => string | null) => string | null;

/** `expr` is not one of the listed ids (NULL is no object, so it stays). */
const notIn = (expr: string, list: string | null) =>
  list ? `(${expr} IS NULL OR ${expr}::text NOT IN (SELECT jsonb_array_elements_text(${list})))` : null;

const checksOf = (list: string) =>
  `SELECT c.id FROM public.checks c WHERE c.canary_id::text IN (SELECT jsonb_array_elements_text(${list}))`;

const statusCondition: Condition = (list) => {
  const canaries = list('canary');
  return canaries ? `_s.check_id NOT IN (${checksOf(canaries)})` : null;
};

/** A job ran for a denied canary, check or playbook (resource_type/resource_id). */
const jobCondition: Condition = (list) => {
  const canaries = list('canary');
  const playbooks = list('playbook');
  const denied = [
    canaries && `(_s.resource_type = 'canary' AND _s.resource_id IN (SELECT jsonb_array_elements_text(${canaries})))`,
    canaries && `(_s.resource_type = 'check' AND _s.resource_id IN (SELECT id::text FROM (${checksOf(canaries)}) d))`,
    playbooks &&
      `(_s.resource_type = 'playbook' AND _s.resource_id IN (SELECT jsonb_array_elements_text(${playbooks})))`,
  ].filter(Boolean);
  return denied.length ? `NOT COALESCE(${denied.join(' OR ')}, false)` : null;
};

const all =
  (...parts: Array<[ObjectKind, string]>): Condition =>
  (list) => {
    const conditions = parts.map(([kind, expr]) => notIn(expr, list(kind))).filter((c): c is string => c !== null);
    return conditions.length ? conditions.join(' AND ') : null;
  };

/** Each relation whose rows belong to an object: the condition that keeps the rows of objects not denied (alias `_s`). */
const CONDITIONS: Readonly<Record<string, Condition>> = {
  canaries: all(['canary', '_s.id']),
  checks: all(['canary', '_s.canary_id']),
  check_statuses: statusCondition,
  check_statuses_1h: statusCondition,
  check_statuses_1d: statusCondition,
  check_component_relationships: all(['canary', '_s.canary_id'], ['component', '_s.component_id']),
  check_config_relationships: all(['canary', '_s.canary_id'], ['config', '_s.config_id']),
  playbooks: all(['playbook', '_s.id']),
  playbook_runs: all(['playbook', '_s.playbook_id']),
  playbook_run_actions: (list) => {
    const playbooks = list('playbook');
    return playbooks
      ? `_s.playbook_run_id NOT IN (SELECT r.id FROM public.playbook_runs r WHERE r.playbook_id::text IN (SELECT jsonb_array_elements_text(${playbooks})))`
      : null;
  },
  config_items: all(['config', '_s.id']),
  configs: all(['config', '_s.id']),
  config_changes: all(['config', '_s.config_id']),
  config_analysis: all(['config', '_s.config_id']),
  config_access: all(['config', '_s.config_id']),
  config_access_logs: all(['config', '_s.config_id']),
  config_items_with_logs: all(['config', '_s.id']),
  components_with_logs: all(['component', '_s.id']),
  // Catalog read models (#19): the item page, edges between items, an item's checks.
  config_detail: all(['config', '_s.id']),
  config_relationships: all(['config', '_s.config_id'], ['config', '_s.related_id']),
  check_summary_for_config: all(['canary', '_s.canary_id'], ['config', '_s.config_id']),
  components: all(['component', '_s.id']),
  config_component_relationships: all(['component', '_s.component_id'], ['config', '_s.config_id']),
  component_relationships: all(['component', '_s.component_id'], ['component', '_s.relationship_id']),
  connections: all(['connection', '_s.id']),
  job_history: jobCondition,
  job_histories: jobCondition,
};

/** The denied objects as a relation filter for `shadowRelations` (auth/scopes.ts). */
export function objectFilter(denied: DeniedObjects): RelationFilter {
  return (relation, params) => {
    if (!Object.hasOwn(CONDITIONS, relation)) return null;
    const bound = new Map<ObjectKind, string>();
    return CONDITIONS[relation]!((kind) => {
      if (!denied[kind].length) return null;
      let placeholder = bound.get(kind);
      if (!placeholder) {
        params.push(JSON.stringify(denied[kind]));
        placeholder = `$${params.length}::jsonb`;
        bound.set(kind, placeholder);
      }
      return placeholder;
    });
  };
}

/** The columns of a written row that name its object: directly, through its check, or through its run. */
type ObjectRef = [ObjectKind, string, ('check' | 'run')?];

const WRITE_OBJECTS: Readonly<Record<string, readonly ObjectRef[]>> = {
  canaries: [['canary', 'id']],
  checks: [['canary', 'canary_id']],
  check_statuses: [['canary', 'check_id', 'check']],
  check_statuses_1h: [['canary', 'check_id', 'check']],
  check_statuses_1d: [['canary', 'check_id', 'check']],
  check_component_relationships: [
    ['canary', 'canary_id'],
    ['component', 'component_id'],
  ],
  check_config_relationships: [
    ['canary', 'canary_id'],
    ['config', 'config_id'],
  ],
  playbooks: [['playbook', 'id']],
  playbook_runs: [['playbook', 'playbook_id']],
  playbook_run_actions: [['playbook', 'playbook_run_id', 'run']],
  config_items: [['config', 'id']],
  configs: [['config', 'id']],
  config_changes: [['config', 'config_id']],
  config_analysis: [['config', 'config_id']],
  config_access: [['config', 'config_id']],
  config_access_logs: [['config', 'config_id']],
  components: [['component', 'id']],
  config_component_relationships: [
    ['component', 'component_id'],
    ['config', 'config_id'],
  ],
  component_relationships: [
    ['component', 'component_id'],
    ['component', 'relationship_id'],
  ],
  connections: [['connection', 'id']],
};

/** The columns that tie a row of `table` to an object (a PATCH that sets one moves the row between objects). */
export function objectColumns(table: string): readonly string[] {
  return (WRITE_OBJECTS[table] ?? []).map(([, column]) => column);
}

/** The objects a row naming one may be about, per area (as auth/maps.ts matches targets). */
const AREA_KINDS: Partial<Record<ResourceArea, ObjectKind>> = {
  canaries: 'canary',
  playbooks: 'playbook',
  playbook_runs: 'playbook',
  database: 'config',
  topologies: 'component',
  connections: 'connection',
};

export interface AllowedObjects {
  kind: ObjectKind;
  ids: readonly string[];
}

/**
 * Objects of the area that allow rows (not denied ones) grant the principal writes on, when the
 * role table does not: such a caller may write rows of those objects only. Null: none.
 */
export async function allowedObjects(
  db: Queryable,
  principal: Principal,
  area: ResourceArea,
): Promise<AllowedObjects | null> {
  const kind = AREA_KINDS[area];
  if (!kind || !tokenScopeAllows(principal, area, 'write')) return null;
  const column = KIND_COLUMNS.find(([k]) => k === kind)![1];
  const rows = await permissionRowsFor(db, principal);
  const denied = new Set(rows.filter((row) => row.deny).map((row) => row[column]));
  const ids = rows
    .filter((row) => !row.deny && covers(row.action, 'write'))
    .map((row) => row[column])
    .filter((id): id is string => typeof id === 'string' && !!id && !denied.has(id));
  return ids.length ? { kind, ids: [...new Set(ids)] } : null;
}

/** Whether every written row belongs to one of the allowed objects (read in the write's transaction). */
export async function withinAllowed(
  tx: Queryable,
  allowed: AllowedObjects,
  table: string,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<boolean> {
  const refs = (WRITE_OBJECTS[table] ?? []).filter(([kind]) => kind === allowed.kind);
  if (!refs.length) return false;
  for (const [, column, via] of refs) {
    const values = rows.map((row) => row[column]);
    if (values.some((value) => typeof value !== 'string')) return false;
    let ids = [...new Set(values as string[])];
    if (via && ids.length) {
      const resolved = await resolveVia(tx, via, ids);
      if (resolved.length < ids.length) return false;
      ids = resolved;
    }
    if (ids.some((id) => !allowed.ids.includes(id))) return false;
  }
  return true;
}

async function resolveVia(tx: Queryable, via: 'check' | 'run', ids: readonly string[]): Promise<string[]> {
  const sql =
    via === 'check'
      ? 'SELECT canary_id::text AS id FROM checks WHERE id::text IN (SELECT jsonb_array_elements_text($1::jsonb))'
      : 'SELECT playbook_id::text AS id FROM playbook_runs WHERE id::text IN (SELECT jsonb_array_elements_text($1::jsonb))';
  return (await tx.query<{ id: string }>(sql, [JSON.stringify(ids)])).rows.map((row) => row.id);
}

/**
 * The first denied object among written rows, read in the write's own
 * transaction (so the caller can roll it back), or null.
 */
export async function deniedAmong(
  tx: Queryable,
  denied: DeniedObjects,
  table: string,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<{ kind: ObjectKind; id: string } | null> {
  for (const [kind, column, via] of WRITE_OBJECTS[table] ?? []) {
    if (!denied[kind].length) continue;
    let ids = [...new Set(rows.map((row) => row[column]).filter((v): v is string => typeof v === 'string'))];
    if (via && ids.length) ids = [...new Set(await resolveVia(tx, via, ids))];
    const hit = ids.find((id) => denied[kind].includes(id));
    if (hit) return { kind, id: hit };
  }
  return null;
}
