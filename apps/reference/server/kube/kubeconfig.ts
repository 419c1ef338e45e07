import { Hono } from 'hono';
import { stringify as toYaml } from 'yaml';
import { allows, decide } from '../auth/decide';
import { createAccessToken } from '../auth/tokens';
import type { AppEnv } from '../context';
import { enforce, requireAccess, sessionOnly, principalOf } from '../http/access';
import { VIEW_SCOPES } from './views';
import { TOPOLOGY_SCOPES } from './topologies';

/** Where the Kubernetes-style endpoint listens, as the kubeconfig names it. */
export interface KubeEndpoint {
  /** The TLS listener's port (known once it listens). */
  port(): number;
  /** PEM of the certificate authority kubectl should trust; omitted for a publicly trusted certificate. */
  ca?: string;
  /** A fixed server address (MC_KUBE_URL), e.g. behind a proxy; else the console's host name on `port`. */
  url?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "kubeconfig 2026-11-25 01:02": the name the token list shows, so the user can find and delete it. */
export function kubeconfigTokenName(now = new Date()): string {
  return `kubeconfig ${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())} ${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())}`;
}

export function kubeServerUrl(endpoint: KubeEndpoint, requestUrl: string): string {
  if (endpoint.url) return endpoint.url.replace(/\/+$/, '');
  const host = new URL(requestUrl).hostname;
  return `https://${host.includes(':') ? `[${host}]` : host}:${endpoint.port()}`;
}

/**
 * `GET /api/kubeconfig`: a kubeconfig for this console's canaries API, with a new access token
 * scoped to canaries: read, plus create/update/delete when the downloader may write canaries; and for
 * the Topology kind the same on `catalog` (the token scope object covering topologies, which also lets
 * the token read the catalog as its owner may) when the downloader may read or write topologies. Who may
 * download one (S2: a guest only with a `kubernetes-proxy` read grant) is decide's `kubeconfig` rule.
 * Signed-in people only: a token minting a token could widen its own scope.
 */
export function kubeconfigRoutes(endpoint: KubeEndpoint) {
  const routes = new Hono<AppEnv>();
  routes.get('/', sessionOnly(), requireAccess('canaries', 'read'), async (c) => {
    const principal = principalOf(c);
    const db = c.var.db;
    enforce(await decide(principal, { action: 'kubeconfig' }, db));
    const canWrite = allows(await decide(principal, { action: 'write', area: 'canaries' }, db));
    const actions = canWrite ? ['read', 'create', 'update', 'delete'] : ['read'];
    // The Topology kind: the token scope object that covers topologies (`catalog`), at the downloader's level.
    const readsTopologies = allows(await decide(principal, { action: 'read', area: 'topologies' }, db));
    const writesTopologies = allows(await decide(principal, { action: 'write', area: 'topologies' }, db));
    const topologyActions = writesTopologies ? ['read', 'create', 'update', 'delete'] : readsTopologies ? ['read'] : [];
    // #24 the View kind: the object covering views (`application`), at the downloader's level too.
    const readsViews = allows(await decide(principal, { action: 'read', area: 'views' }, db));
    const writesViews = allows(await decide(principal, { action: 'write', area: 'views' }, db));
    const viewActions = writesViews ? ['read', 'create', 'update', 'delete'] : readsViews ? ['read'] : [];
    const now = new Date();
    const { token } = await createAccessToken(db, {
      personId: principal.id,
      name: kubeconfigTokenName(now),
      expiry: '90d',
      autoRenew: false,
      scope: [
        ...actions.map((action) => ({ object: 'canaries', action })),
        ...TOPOLOGY_SCOPES.flatMap((object) => topologyActions.map((action) => ({ object, action }))),
        ...VIEW_SCOPES.flatMap((object) => viewActions.map((action) => ({ object, action }))),
      ],
    });
    const user = principal.email || principal.id;
    const config = {
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [
        {
          name: 'mission-control',
          cluster: {
            server: kubeServerUrl(endpoint, c.req.url),
            ...(endpoint.ca ? { 'certificate-authority-data': Buffer.from(endpoint.ca).toString('base64') } : {}),
          },
        },
      ],
      users: [{ name: user, user: { token } }],
      contexts: [{ name: 'mission-control', context: { cluster: 'mission-control', user, namespace: 'default' } }],
      'current-context': 'mission-control',
    };
    return c.body(toYaml(config), 200, {
      'Content-Type': 'application/yaml; charset=utf-8',
      'Content-Disposition': 'attachment; filename="mission-control-kubeconfig.yaml"',
      'Cache-Control': 'no-store',
    });
  });
  return routes;
}
