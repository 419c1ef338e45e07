import type { Context, Hono } from 'hono';
import { tokenScopesCovering, type MachineAccess } from '../auth/machine';
import type { AppEnv } from '../context';
import type { Database, Queryable } from '../db/database';
import { PostgrestError } from '../postgrest/errors';
import { assertViewWriter, checkedViewSpec } from '../views/writeHook';
import { addressedNamespace, KubeError, mergePatch } from './canaries';
import { readKubeBody as readBody } from './body';
import { fieldFilter, refuseWatch, requireMergePatch } from './http';
import { humanAge, wantsTable } from './table';
import { LAST_APPLIED } from './topologies';

/**
 * `mission-control.flanksource.com/v1` kind `View` (upstream's CRD), backed by the `views` table: discovery of the
 * group, list, get, create, replace, merge-patch (what `kubectl apply` sends) and delete. Reads need read on the
 * views area, writes write on it (the role table, permission rows and the token's scope, through decide); a write is
 * checked as a save through /api/db/views is (views/writeHook.ts: 422 with the executor's sentence, 403 for an SQL
 * query the writer may not use). A changed spec makes the cached results stale at once (they carry its hash).
 */
export const VIEW_GROUP = 'mission-control.flanksource.com';
export const VIEW_VERSION = 'v1';
export const VIEW_API_VERSION = `${VIEW_GROUP}/${VIEW_VERSION}`;
export const VIEW_KIND = 'View';
export const VIEW_SCOPES: readonly string[] = tokenScopesCovering('views');

const groupVersion = { groupVersion: VIEW_API_VERSION, version: VIEW_VERSION };
export const viewApiGroupEntry = { name: VIEW_GROUP, versions: [groupVersion], preferredVersion: groupVersion };
export const viewApiGroup = () => ({ kind: 'APIGroup', apiVersion: 'v1', ...viewApiGroupEntry });
export const viewResources = () => ({
  kind: 'APIResourceList',
  apiVersion: 'v1',
  groupVersion: VIEW_API_VERSION,
  resources: [
    {
      name: 'views',
      singularName: 'view',
      namespaced: true,
      kind: VIEW_KIND,
      verbs: ['create', 'delete', 'get', 'list', 'patch', 'update'],
      shortNames: ['view'],
      categories: ['all'],
    },
  ],
});

/** The group's OpenAPI v3 document: the View schema (spec open; the server validates it) and its operations. */
export const viewOpenApi = () => {
  const gvk = { group: VIEW_GROUP, version: VIEW_VERSION, kind: VIEW_KIND };
  const schemaName = `${VIEW_GROUP.split('.').reverse().join('.')}.${VIEW_VERSION}.${VIEW_KIND}`;
  const ref = { $ref: `#/components/schemas/${schemaName}` };
  const ok = { '200': { description: 'OK', content: { 'application/json': { schema: ref } } } };
  const param = (name: string) => ({ name, in: 'query', schema: { type: 'string' }, uniqueItems: true });
  const writes = [param('dryRun'), param('fieldManager'), param('fieldValidation')];
  const op = (id: string, extra: Record<string, unknown> = {}) => ({
    operationId: id,
    'x-kubernetes-group-version-kind': gvk,
    responses: ok,
    ...extra,
  });
  const body = { content: { 'application/json': { schema: ref } } };
  return {
    openapi: '3.0.0',
    info: { title: 'Mission Control views', version: VIEW_VERSION },
    paths: {
      [`/apis/${VIEW_API_VERSION}/namespaces/{namespace}/views`]: {
        get: op('listViews'),
        post: op('createView', { parameters: writes, requestBody: body }),
      },
      [`/apis/${VIEW_API_VERSION}/namespaces/{namespace}/views/{name}`]: {
        get: op('readView'),
        put: op('replaceView', { parameters: writes, requestBody: body }),
        patch: op('patchView', {
          parameters: [...writes, param('force')],
          requestBody: { content: { 'application/merge-patch+json': { schema: { type: 'object' } } } },
        }),
        delete: op('deleteView'),
      },
      [`/apis/${VIEW_API_VERSION}/views`]: { get: op('listViewsForAllNamespaces') },
    },
    components: {
      schemas: {
        [schemaName]: {
          type: 'object',
          description: 'A dashboard defined as data: queries, merge, mapping, columns, panels and variables.',
          required: ['apiVersion', 'kind', 'metadata', 'spec'],
          properties: {
            apiVersion: { type: 'string' },
            kind: { type: 'string' },
            metadata: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
            spec: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
            status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
          },
          'x-kubernetes-group-version-kind': [gvk],
        },
      },
    },
  };
};

interface ViewRow {
  id: string;
  name: string;
  namespace: string;
  spec: Record<string, unknown>;
  created_at: Date | string;
  version: string;
  last_ran: Date | string | null;
  error: string | null;
}

const NAME = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
const rfc3339 = (value: Date | string) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
const notFound = (name: string) =>
  new KubeError(404, 'NotFound', `views.${VIEW_GROUP} "${name}" not found`, { name, group: VIEW_GROUP, kind: 'views' });
const invalid = (name: string, message: string, field = 'spec') =>
  new KubeError(422, 'Invalid', `View.${VIEW_GROUP} "${name}" is invalid: ${field}: ${message}`, {
    name,
    group: VIEW_GROUP,
    kind: 'View',
    causes: [{ reason: 'FieldValueInvalid', message, field }],
  });

async function listViews(db: Queryable, filter: { namespace?: string; name?: string }): Promise<ViewRow[]> {
  const params: unknown[] = [];
  let where = '';
  if (filter.namespace) {
    params.push(filter.namespace);
    where += ` AND namespace = $${params.length}`;
  }
  if (filter.name) {
    params.push(filter.name);
    where += ` AND name = $${params.length}`;
  }
  const { rows } = await db.query<ViewRow>(
    `SELECT id, name, namespace, spec, created_at, last_ran, error,
            (extract(epoch FROM COALESCE(updated_at, created_at)) * 1000000)::bigint::text AS version
     FROM views WHERE deleted_at IS NULL${where} ORDER BY namespace, name`,
    params,
  );
  return rows;
}

async function getView(db: Queryable, namespace: string, name: string): Promise<ViewRow> {
  const [row] = await listViews(db, { namespace, name });
  if (!row) throw notFound(name);
  return row;
}

function metadata(row: ViewRow) {
  return {
    name: row.name,
    namespace: row.namespace,
    uid: row.id,
    resourceVersion: row.version,
    creationTimestamp: rfc3339(row.created_at),
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

/** JSON as Go's encoding/json writes it (kubectl's annotation): <, > and & escaped, as a merge's `<>` would be. */
const goJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&]/g, (char) => `\\u00${char.charCodeAt(0).toString(16)}`);

function viewObject(row: ViewRow) {
  // kubectl apply diffs a file against the last applied object; the stored spec stands in for it.
  const applied = {
    apiVersion: VIEW_API_VERSION,
    kind: VIEW_KIND,
    metadata: { annotations: {}, name: row.name, namespace: row.namespace },
    spec: row.spec,
  };
  return {
    apiVersion: VIEW_API_VERSION,
    kind: VIEW_KIND,
    metadata: { ...metadata(row), annotations: { [LAST_APPLIED]: `${goJson(sortedKeys(applied))}\n` } },
    spec: row.spec,
    status: {
      ...(row.last_ran ? { lastRan: rfc3339(row.last_ran) } : {}),
      ...(row.error ? { error: row.error } : {}),
    },
  };
}

function viewTable(rows: ViewRow[], now = Date.now()) {
  const title = (row: ViewRow) => {
    const display = row.spec.display as { title?: unknown } | undefined;
    return typeof display?.title === 'string' ? display.title : '';
  };
  return {
    kind: 'Table',
    apiVersion: 'meta.k8s.io/v1',
    metadata: { resourceVersion: '' },
    columnDefinitions: [
      { name: 'Name', type: 'string', format: 'name', description: 'The view name.', priority: 0 },
      { name: 'Title', type: 'string', format: '', description: 'display.title', priority: 0 },
      { name: 'Last Ran', type: 'string', format: '', description: 'Time since the last run.', priority: 0 },
      { name: 'Age', type: 'string', format: '', description: 'Time since creation.', priority: 0 },
      { name: 'Error', type: 'string', format: '', description: 'The last run error.', priority: 1 },
    ],
    rows: rows.map((row) => ({
      cells: [
        row.name,
        title(row),
        row.last_ran ? humanAge(now - new Date(row.last_ran).getTime()) : '<never>',
        humanAge(now - new Date(row.created_at).getTime()),
        row.error ?? '',
      ],
      object: { kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: metadata(row) },
    })),
  };
}

/** A View object → name, namespace and a checked spec (the /api/db hook's rules). */
async function readViewObject(
  c: Context<AppEnv>,
  db: Queryable,
  body: unknown,
  path: { namespace: string; name?: string },
): Promise<{ name: string; namespace: string; spec: Record<string, unknown> }> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new KubeError(400, 'BadRequest', 'the request body must be a View object');
  }
  const object = body as Record<string, unknown>;
  const meta = (object.metadata ?? {}) as Record<string, unknown>;
  if (object.kind != null && object.kind !== VIEW_KIND) {
    throw new KubeError(400, 'BadRequest', `kind must be ${VIEW_KIND}, not ${String(object.kind)}`);
  }
  if (object.apiVersion != null && object.apiVersion !== VIEW_API_VERSION) {
    throw new KubeError(400, 'BadRequest', `apiVersion must be ${VIEW_API_VERSION}, not ${String(object.apiVersion)}`);
  }
  const name = typeof meta.name === 'string' ? meta.name : (path.name ?? '');
  if (!name) throw invalid('', 'Required value: name is required', 'metadata.name');
  if (name.length > 253 || !NAME.test(name)) {
    throw invalid(name, `Invalid value: "${name}": a lowercase RFC 1123 subdomain`, 'metadata.name');
  }
  const namespace = addressedNamespace(name, meta.namespace, path);
  try {
    const spec = checkedViewSpec(object.spec ?? {});
    await assertViewWriter(db, spec, c.var.principal);
    return { name, namespace, spec: spec.raw };
  } catch (error) {
    if (!(error instanceof PostgrestError)) throw error;
    if (error.status === 403) throw new KubeError(403, 'Forbidden', error.message);
    throw invalid(name, error.message.replace(/^invalid view spec: /, ''));
  }
}

export function viewRoutes(app: Hono<AppEnv>, { db, access }: { db: Database; access: MachineAccess }) {
  const requireViews = async (c: Context<AppEnv>, action: 'read' | 'write') => {
    if (!(await access.allowed(c, 'views', action))) {
      const verb = action === 'read' ? 'get' : 'modify';
      throw new KubeError(
        403,
        'Forbidden',
        `views.${VIEW_GROUP} is forbidden: ${c.var.principal.email} cannot ${verb} views`,
      );
    }
  };
  const one = (c: Context<AppEnv>, row: ViewRow, code: 200 | 201 = 200) =>
    wantsTable(c.req.header('accept')) ? c.json(viewTable([row]), code) : c.json(viewObject(row), code);

  app.get(`/apis/${VIEW_GROUP}`, (c) => c.json(viewApiGroup()));
  app.get(`/apis/${VIEW_API_VERSION}`, (c) => c.json(viewResources()));
  app.get(`/openapi/v3/apis/${VIEW_API_VERSION}`, (c) => c.json(viewOpenApi()));

  const list = async (c: Context<AppEnv>, namespace?: string) => {
    await requireViews(c, 'read');
    refuseWatch(c);
    const fields = fieldFilter(c.req.query('fieldSelector'));
    const empty = {
      kind: `${VIEW_KIND}List`,
      apiVersion: VIEW_API_VERSION,
      metadata: { resourceVersion: '' },
      items: [],
    };
    if (namespace && fields.namespace && fields.namespace !== namespace) return c.json(empty);
    const rows = await listViews(db, { namespace: namespace ?? fields.namespace, name: fields.name });
    if (wantsTable(c.req.header('accept'))) return c.json(viewTable(rows));
    return c.json({ ...empty, items: rows.map(viewObject) });
  };
  const base = `/apis/${VIEW_API_VERSION}`;
  app.get(`${base}/views`, (c) => list(c));
  app.get(`${base}/namespaces/:namespace/views`, (c) => list(c, c.req.param('namespace')));

  app.post(`${base}/namespaces/:namespace/views`, async (c) => {
    await requireViews(c, 'write');
    const input = await readViewObject(c, db, await readBody(c), { namespace: c.req.param('namespace') });
    const existing = await listViews(db, { namespace: input.namespace, name: input.name });
    if (existing.length) {
      throw new KubeError(409, 'AlreadyExists', `views.${VIEW_GROUP} "${input.name}" already exists`, {
        name: input.name,
        group: VIEW_GROUP,
        kind: 'views',
      });
    }
    if (c.req.query('dryRun') === 'All')
      return c.json({ apiVersion: VIEW_API_VERSION, kind: VIEW_KIND, ...input }, 201);
    await db.query(
      `INSERT INTO views (name, namespace, spec, source, created_by) VALUES ($1, $2, $3, 'KubernetesCRD', $4)`,
      [input.name, input.namespace, input.spec, c.var.principal.id],
    );
    return one(c, await getView(db, input.namespace, input.name), 201);
  });

  const named = `${base}/namespaces/:namespace/views/:name`;
  const current = (c: Context<AppEnv>) => getView(db, c.req.param('namespace')!, c.req.param('name')!);
  const replace = async (c: Context<AppEnv>, row: ViewRow, spec: Record<string, unknown>, version?: string) => {
    const { affectedRows } = await db.query(
      `UPDATE views SET spec = $2, updated_at = clock_timestamp() WHERE id = $1 AND deleted_at IS NULL
         AND ($3::text IS NULL OR (extract(epoch FROM COALESCE(updated_at, created_at)) * 1000000)::bigint::text = $3)`,
      [row.id, spec, version ?? null],
    );
    if (!affectedRows) {
      throw new KubeError(
        409,
        'Conflict',
        `Operation cannot be fulfilled on views.${VIEW_GROUP} "${row.name}": the object has been modified; please apply your changes to the latest version and try again`,
      );
    }
    return one(c, await getView(db, row.namespace, row.name));
  };

  app.get(named, async (c) => {
    await requireViews(c, 'read');
    return one(c, await current(c));
  });
  app.put(named, async (c) => {
    await requireViews(c, 'write');
    const row = await current(c);
    const body = await readBody(c);
    const input = await readViewObject(c, db, body, { namespace: row.namespace, name: row.name });
    const version = (body as { metadata?: { resourceVersion?: unknown } }).metadata?.resourceVersion;
    return replace(c, row, input.spec, typeof version === 'string' && version ? version : undefined);
  });
  app.patch(named, async (c) => {
    requireMergePatch(c);
    await requireViews(c, 'write');
    const row = await current(c);
    const patched = mergePatch(viewObject(row), await readBody(c));
    const input = await readViewObject(c, db, patched, { namespace: row.namespace, name: row.name });
    return replace(c, row, input.spec);
  });
  app.delete(named, async (c) => {
    await requireViews(c, 'write');
    const row = await current(c);
    await db.query('UPDATE views SET deleted_at = now(), updated_at = now() WHERE id = $1', [row.id]);
    return c.json({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Success',
      details: { name: row.name, group: VIEW_GROUP, kind: 'views', uid: row.id },
    });
  });
}
