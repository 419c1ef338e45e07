import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import type { MachineAccess } from '../auth/machine';
import { API_VERSION, GROUP, KubeError, mergePatch } from './canaries';
import { readKubeBody as readBody } from './body';
import { fieldFilter, labelMatcher, refuseWatch, requireMergePatch } from './http';
import { topologyTable, wantsTable } from './table';
import {
  createTopology,
  deleteTopology,
  getTopology,
  listTopologies,
  readTopologyObject,
  replaceTopology,
  topologyObject,
  TOPOLOGY_KIND,
  type TopologyInput,
  type TopologyRow,
} from './topologies';
import { topologyVisibility } from './visibility';

const LIST_KIND = `${TOPOLOGY_KIND}List`;

/**
 * `canaries.flanksource.com/v1` kind `Topology` beside `Canary`: list, get, create, replace, merge-patch
 * (what `kubectl apply` sends) and delete of rows of `topologies`. Reads need read on the topologies area,
 * writes need write on it (the role table, permission rows and the token's scope, through decide); a
 * scoped guest's component scopes cut what they see and may write (a topology is its root component).
 * A write is checked by the runner's write hook, as an /api/db save is, and makes the topology due at once.
 */
export function topologyRoutes(app: Hono<AppEnv>, { db, access }: { db: Database; access: MachineAccess }) {
  const requireTopologies = async (c: Context<AppEnv>, action: 'read' | 'write') => {
    if (!(await access.allowed(c, 'topologies', action))) {
      const verb = action === 'read' ? 'get' : 'modify';
      throw new KubeError(
        403,
        'Forbidden',
        `topologies.${GROUP} is forbidden: ${c.var.principal.email} cannot ${verb} topologies`,
      );
    }
  };
  const scopesOf = async (c: Context<AppEnv>) => (await topologyVisibility(c)).scopes;
  const requireInScope = async (c: Context<AppEnv>, input: TopologyInput) => {
    if (!(await topologyVisibility(c)).covers(input)) {
      throw new KubeError(403, 'Forbidden', `topology "${input.name}" would be outside your access scopes`);
    }
  };
  const readInput = (c: Context<AppEnv>, body: unknown, path: { namespace: string; name?: string }) =>
    readTopologyObject(db, c.var.principal, body, path);

  const one = (c: Context<AppEnv>, row: TopologyRow, code: 200 | 201 = 200) =>
    wantsTable(c.req.header('accept')) ? c.json(topologyTable([row]), code) : c.json(topologyObject(row), code);

  const list = async (c: Context<AppEnv>, namespace?: string) => {
    await requireTopologies(c, 'read');
    refuseWatch(c);
    const fields = fieldFilter(c.req.query('fieldSelector'));
    const empty = { kind: LIST_KIND, apiVersion: API_VERSION, metadata: { resourceVersion: '' }, items: [] };
    if (namespace && fields.namespace && fields.namespace !== namespace) return c.json(empty);
    const matches = labelMatcher(c.req.query('labelSelector'));
    const rows = (
      await listTopologies(db, {
        namespace: namespace ?? fields.namespace,
        name: fields.name,
        scopes: await scopesOf(c),
      })
    ).filter(matches);
    if (wantsTable(c.req.header('accept'))) return c.json(topologyTable(rows));
    return c.json({ ...empty, items: rows.map(topologyObject) });
  };

  const base = `/apis/${API_VERSION}`;
  app.get(`${base}/topologies`, (c) => list(c));
  app.get(`${base}/namespaces/:namespace/topologies`, (c) => list(c, c.req.param('namespace')));

  app.post(`${base}/namespaces/:namespace/topologies`, async (c) => {
    await requireTopologies(c, 'write');
    const input = await readInput(c, await readBody(c), { namespace: c.req.param('namespace') });
    await requireInScope(c, input);
    if (c.req.query('dryRun') === 'All') {
      return c.json(topologyObject({ ...EMPTY, ...input, namespace: input.namespace, spec: input.spec }), 201);
    }
    return one(c, await createTopology(db, input, c.var.principal.id), 201);
  });

  const named = `${base}/namespaces/:namespace/topologies/:name`;
  const current = async (c: Context<AppEnv>) =>
    getTopology(db, c.req.param('namespace')!, c.req.param('name')!, await scopesOf(c));

  app.get(named, async (c) => {
    await requireTopologies(c, 'read');
    return one(c, await current(c));
  });

  app.put(named, async (c) => {
    await requireTopologies(c, 'write');
    const row = await current(c);
    const body = await readBody(c);
    const input = await readInput(c, body, { namespace: row.namespace, name: row.name });
    await requireInScope(c, input);
    const version = (body as { metadata?: { resourceVersion?: unknown } }).metadata?.resourceVersion;
    return one(c, await replaceTopology(db, row, input, typeof version === 'string' && version ? version : undefined));
  });

  app.patch(named, async (c) => {
    requireMergePatch(c);
    await requireTopologies(c, 'write');
    const row = await current(c);
    const patched = mergePatch(topologyObject(row), await readBody(c));
    const input = await readInput(c, patched, { namespace: row.namespace, name: row.name });
    await requireInScope(c, input);
    return one(c, await replaceTopology(db, row, input));
  });

  app.delete(named, async (c) => {
    await requireTopologies(c, 'write');
    const row = await current(c);
    await deleteTopology(db, row);
    return c.json({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Success',
      details: { name: row.name, group: GROUP, kind: 'topologies', uid: row.id },
    });
  });
}

const EMPTY: TopologyRow = {
  id: '',
  name: '',
  namespace: '',
  labels: null,
  spec: {},
  schedule: null,
  source: null,
  created_at: new Date(),
  version: '',
  components: 0,
  last_status: null,
  last_run: null,
};
