import { Hono, type Context } from 'hono';
import type { AppEnv, Principal } from '../context';
import type { Database } from '../db/database';
import type { MachineAccess } from '../auth/machine';
import {
  API_VERSION,
  createCanary,
  deleteCanary,
  getCanary,
  KubeError,
  listCanaries,
  mergePatch,
  readCanaryObject,
  replaceCanary,
  toObject,
  type CanaryInput,
  type CanaryRow,
} from './canaries';
import {
  apiGroup,
  apiGroupList,
  apiVersions,
  canaryResources,
  coreResources,
  KUBE_VERSION,
  openApiV2,
  openApiV2Protobuf,
  openApiV3GroupVersion,
  openApiV3Root,
} from './discovery';
import { canaryTable, wantsTable } from './table';
import { canaryUsesExec, execWriteProblem } from '../sandbox/policy';
import { assertCanaryConnections, ConnectionReferenceError } from '../connections/references';
import { canaryVisibility, topologyVisibility } from './visibility';
import { readKubeBody as readBody } from './body';
import { fieldFilter, labelMatcher, refuseWatch, requireMergePatch, status } from './http';
import { topologyRoutes } from './topologyRoutes';
import { listTopologies, TOPOLOGY_SCOPES } from './topologies';
import { scopeMissing } from '../auth/machine';
import { VIEW_API_VERSION, VIEW_GROUP, VIEW_SCOPES, viewApiGroupEntry, viewRoutes } from './views';

export interface KubeRoutesOptions {
  db: Database;
  /** Resolves the caller (an access token with the `canaries` scope) and decides canaries read/write. */
  access: MachineAccess;
  /** Runs before the routes (the app's principal resolution for a Bearer token). */
  authenticate: (c: Context<AppEnv>, next: () => Promise<void>) => Promise<Response | void>;
}

/**
 * A Kubernetes-style API for canaries, enough for kubectl and @kubernetes/client-node: version,
 * discovery, OpenAPI v3, and get/list/create/replace/patch/delete of `canaries.flanksource.com/v1`.
 */
export function kubeRoutes({ db, access, authenticate }: KubeRoutesOptions) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('db', db);
    await next();
  });
  // The app's token check, its refusals rewritten as Status objects (what kubectl prints). The token's
  // scope must cover the kind: `canaries` for Canary, the object whose areas hold topologies (`catalog`)
  // for Topology; discovery and namespaces take either.
  app.use('*', async (c, next) => {
    const refused = await authenticate(c, async () => {
      const required = scopesFor(c.req.path);
      let decision = await access.caller(c, required[0]);
      for (const scope of required.slice(1)) {
        if (decision.ok || decision.status !== 403) break;
        decision = await access.caller(c, scope);
      }
      if (!decision.ok) {
        const message = decision.status === 403 ? scopeMissing(required.join(' or ')) : decision.message;
        c.res = status(
          c,
          new KubeError(decision.status, decision.status === 401 ? 'Unauthorized' : 'Forbidden', message),
        );
        return;
      }
      await next();
    });
    if (refused instanceof Response && !refused.ok) {
      const body = (await refused.json().catch(() => ({}))) as { message?: string; error?: string };
      const code = refused.status === 403 ? 403 : 401;
      return status(
        c,
        new KubeError(code, code === 401 ? 'Unauthorized' : 'Forbidden', body.message ?? body.error ?? 'Unauthorized'),
      );
    }
    return refused ?? undefined;
  });

  const principal = (c: Context<AppEnv>): Principal => c.var.principal;
  /** S3: exec checks only from MC_EXEC_ROLES (default admin), and none with MC_EXEC=off. */
  const requireExecWriter = (c: Context<AppEnv>, input: CanaryInput) => {
    const problem = canaryUsesExec(input.spec) ? execWriteProblem(principal(c)) : undefined;
    if (problem) throw new KubeError(403, 'Forbidden', problem);
    return input;
  };
  /** S4: a check may not redirect a connection's credentials, nor use a connection its writer may not read. */
  const requireConnectionUse = async (c: Context<AppEnv>, input: { spec: unknown }) => {
    try {
      await assertCanaryConnections(db, principal(c), input.spec);
    } catch (error) {
      if (!(error instanceof ConnectionReferenceError)) throw error;
      throw new KubeError(
        error.status === 403 ? 403 : 400,
        error.status === 403 ? 'Forbidden' : 'BadRequest',
        error.message,
      );
    }
  };
  const requireCanaries = async (c: Context<AppEnv>, action: 'read' | 'write', canaryId?: string) => {
    if (!(await access.allowed(c, 'canaries', action, canaryId ? { canaryId } : undefined))) {
      const verb = action === 'read' ? 'get' : 'modify';
      throw new KubeError(
        403,
        'Forbidden',
        `canaries.${API_VERSION.split('/')[0]} is forbidden: ${principal(c).email} cannot ${verb} canaries`,
      );
    }
  };

  /** S2: out-of-scope canaries are not found for a guest, whatever the verb. */
  const scopesOf = async (c: Context<AppEnv>) => (await canaryVisibility(c, access)).scopes;
  /** S2: a guest's write may not move a canary out of their scopes (e.g. by changing its labels). */
  const requireInScope = async (c: Context<AppEnv>, input: CanaryInput) => {
    if (!(await canaryVisibility(c, access)).covers(input)) {
      throw new KubeError(403, 'Forbidden', `canary "${input.name}" would be outside your access scopes`);
    }
  };

  app.get('/version', (c) => c.json(KUBE_VERSION));
  app.get('/api', (c) => c.json(apiVersions()));
  app.get('/api/v1', (c) => c.json(coreResources()));
  // #24: the View kind lives in upstream's own group (kube/views.ts).
  app.get('/apis', (c) => c.json({ ...apiGroupList(), groups: [...apiGroupList().groups, viewApiGroupEntry] }));
  app.get(`/apis/${API_VERSION.split('/')[0]}`, (c) => c.json(apiGroup()));
  app.get(`/apis/${API_VERSION}`, (c) => c.json(canaryResources()));
  app.get('/openapi/v3', (c) => {
    const root = openApiV3Root();
    const views = { serverRelativeURL: `/openapi/v3/apis/${VIEW_API_VERSION}?hash=${VIEW_GROUP}-v1` };
    return c.json({ paths: { ...root.paths, [`apis/${VIEW_API_VERSION}`]: views } });
  });
  app.get('/openapi/v2', (c) =>
    (c.req.header('accept') ?? '').includes('protobuf')
      ? c.body(openApiV2Protobuf().slice().buffer, 200, {
          'Content-Type': 'application/com.github.proto-openapi.spec.v2.v1.0+protobuf',
        })
      : c.json(openApiV2()),
  );
  app.get(`/openapi/v3/apis/${API_VERSION}`, (c) => c.json(openApiV3GroupVersion()));

  /**
   * S2: only the namespaces of canaries and topologies the caller may read (a namespace name tells what
   * exists); each kind counts only when the caller (and the token's scope) may read it.
   */
  const visibleNamespaces = async (c: Context<AppEnv>) => {
    const [canaries, topologies] = await Promise.all([
      access.allowed(c, 'canaries', 'read'),
      access.allowed(c, 'topologies', 'read'),
    ]);
    if (!canaries && !topologies) await requireCanaries(c, 'read');
    const names: string[] = [];
    if (canaries) {
      const visibility = await canaryVisibility(c, access);
      const rows = await visibility.readable(await listCanaries(db, { scopes: visibility.scopes }));
      names.push(...rows.map((row) => row.namespace));
    }
    if (topologies) {
      const { scopes } = await topologyVisibility(c);
      names.push(...(await listTopologies(db, { scopes })).map((row) => row.namespace));
    }
    return [...new Set(names)].sort();
  };
  const namespaceObject = (name: string) => ({
    kind: 'Namespace',
    apiVersion: 'v1',
    metadata: { name },
    status: { phase: 'Active' },
  });
  app.get('/api/v1/namespaces', async (c) =>
    c.json({
      kind: 'NamespaceList',
      apiVersion: 'v1',
      metadata: { resourceVersion: '' },
      items: (await visibleNamespaces(c)).map(namespaceObject),
    }),
  );
  // kubectl asks for the namespace after a 404, to tell "no such namespace" from "no such object".
  app.get('/api/v1/namespaces/:name', async (c) => {
    const name = c.req.param('name');
    if (!(await visibleNamespaces(c)).includes(name)) {
      throw new KubeError(404, 'NotFound', `namespaces "${name}" not found`, { name, kind: 'namespaces' });
    }
    return c.json(namespaceObject(name));
  });

  const list = async (c: Context<AppEnv>, namespace?: string) => {
    await requireCanaries(c, 'read');
    refuseWatch(c);
    const fields = fieldFilter(c.req.query('fieldSelector'));
    if (namespace && fields.namespace && fields.namespace !== namespace)
      return c.json({ kind: 'CanaryList', apiVersion: API_VERSION, metadata: { resourceVersion: '' }, items: [] });
    const matches = labelMatcher(c.req.query('labelSelector'));
    // S2: the guest's access scopes and per-object deny rows, as on /api/db.
    const visibility = await canaryVisibility(c, access);
    const listed = await listCanaries(db, {
      namespace: namespace ?? fields.namespace,
      name: fields.name,
      scopes: visibility.scopes,
    });
    const rows = await visibility.readable(listed.filter(matches));
    if (wantsTable(c.req.header('accept'))) return c.json(canaryTable(rows));
    return c.json({
      kind: 'CanaryList',
      apiVersion: API_VERSION,
      metadata: { resourceVersion: '' },
      items: rows.map(toObject),
    });
  };

  const one = (c: Context<AppEnv>, row: CanaryRow, code: 200 | 201 = 200) =>
    wantsTable(c.req.header('accept')) ? c.json(canaryTable([row]), code) : c.json(toObject(row), code);

  const base = `/apis/${API_VERSION}`;
  app.get(`${base}/canaries`, (c) => list(c));
  app.get(`${base}/namespaces/:namespace/canaries`, (c) => list(c, c.req.param('namespace')));

  app.post(`${base}/namespaces/:namespace/canaries`, async (c) => {
    await requireCanaries(c, 'write');
    const input = requireExecWriter(c, readCanaryObject(await readBody(c), { namespace: c.req.param('namespace') }));
    // S2: a guest may not create a canary outside their access scopes (they could not read it back).
    await requireInScope(c, input);
    await requireConnectionUse(c, input);
    if (c.req.query('dryRun') === 'All') return c.json({ ...toObject({ ...emptyRow(), ...input } as CanaryRow) }, 201);
    return one(c, await createCanary(db, input, principal(c).id), 201);
  });

  const named = `${base}/namespaces/:namespace/canaries/:name`;
  app.get(named, async (c) => {
    await requireCanaries(c, 'read');
    const row = await getCanary(db, c.req.param('namespace'), c.req.param('name'), await scopesOf(c));
    await requireCanaries(c, 'read', row.id);
    return one(c, row);
  });

  app.put(named, async (c) => {
    const current = await getCanary(db, c.req.param('namespace'), c.req.param('name'), await scopesOf(c));
    await requireCanaries(c, 'write', current.id);
    const body = await readBody(c);
    const input = requireExecWriter(c, readCanaryObject(body, { namespace: current.namespace, name: current.name }));
    await requireInScope(c, input);
    await requireConnectionUse(c, input);
    const version = (body as { metadata?: { resourceVersion?: unknown } }).metadata?.resourceVersion;
    return one(
      c,
      await replaceCanary(db, current, input, typeof version === 'string' && version ? version : undefined),
    );
  });

  app.patch(named, async (c) => {
    requireMergePatch(c);
    const current = await getCanary(db, c.req.param('namespace'), c.req.param('name'), await scopesOf(c));
    await requireCanaries(c, 'write', current.id);
    // For a spec of plain objects and lists, a strategic merge patch without directives is a merge patch.
    const patched = mergePatch(toObject(current), await readBody(c)) as Record<string, unknown>;
    const input = requireExecWriter(c, readCanaryObject(patched, { namespace: current.namespace, name: current.name }));
    await requireInScope(c, input);
    await requireConnectionUse(c, input);
    return one(c, await replaceCanary(db, current, input));
  });

  app.delete(named, async (c) => {
    const current = await getCanary(db, c.req.param('namespace'), c.req.param('name'), await scopesOf(c));
    await requireCanaries(c, 'write', current.id);
    await deleteCanary(db, current);
    return c.json({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Success',
      details: { name: current.name, group: API_VERSION.split('/')[0], kind: 'canaries', uid: current.id },
    });
  });

  topologyRoutes(app, { db, access });
  viewRoutes(app, { db, access });

  app.notFound((c) => status(c, new KubeError(404, 'NotFound', 'the server could not find the requested resource')));
  app.onError((error, c) => {
    if (error instanceof KubeError) return status(c, error);
    console.error(error);
    return c.json(
      {
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Failure',
        message: 'internal error',
        reason: 'InternalError',
        code: 500,
      },
      500,
    );
  });
  return app;
}

function emptyRow(): CanaryRow {
  return {
    id: '',
    name: '',
    namespace: '',
    labels: null,
    annotations: null,
    spec: {},
    created_at: new Date(),
    version: '',
    checks: 0,
    healthy: 0,
    unhealthy: 0,
  };
}

/** The token scope objects a request's path needs (any one of them). */
function scopesFor(path: string): readonly string[] {
  const segments = path.split('/');
  if (segments.includes('views')) return VIEW_SCOPES;
  if (segments.includes('topologies')) return TOPOLOGY_SCOPES;
  if (segments.includes('canaries')) return ['canaries'];
  // Discovery and namespaces: any kind's scope (`application` covers views).
  return ['canaries', ...TOPOLOGY_SCOPES, ...VIEW_SCOPES];
}
