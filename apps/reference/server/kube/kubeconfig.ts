import { Hono } from 'hono';
import { stringify as toYaml } from 'yaml';
import { isAllowed, permissionRowsFor } from '../auth/authorize';
import { isScopedGuest } from '../auth/scopes';
import { createAccessToken } from '../auth/tokens';
import type { AppEnv, Principal } from '../context';
import type { Queryable } from '../db/database';
import { forbidden } from '../http/errors';
import { requireAccess, sessionOnly, principalOf } from '../http/access';

/**
 * The permission object that governs kubeconfig downloads (the permission dialog's `kubernetes-proxy`):
 * an allow row with action `read` (or `*`) lets a guest download one; a deny row refuses anyone.
 */
export const KUBECONFIG_OBJECT = 'kubernetes-proxy';

const readCovered = (action: string) => action.split(',').some((part) => ['read', '*'].includes(part.trim()));

/**
 * S2: a kubeconfig token lives 90 days outside the browser, so a guest (whose every read is cut to
 * their access scopes) gets one only when a permission row grants `kubernetes-proxy` read.
 */
async function kubeconfigRefusal(db: Queryable, principal: Principal): Promise<string | undefined> {
  const rows = (await permissionRowsFor(db, principal)).filter(
    (row) => row.object === KUBECONFIG_OBJECT && readCovered(row.action),
  );
  if (rows.some((row) => row.deny)) return 'a permission denies you kubeconfig downloads (kubernetes-proxy)';
  if (isScopedGuest(principal) && !rows.length) {
    return 'guests may download a kubeconfig only when a permission grants read on kubernetes-proxy';
  }
  return undefined;
}

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
 * scoped to canaries: read, plus create/update/delete when the downloader may write canaries.
 * Signed-in people only: a token minting a token could widen its own scope.
 */
export function kubeconfigRoutes(endpoint: KubeEndpoint) {
  const routes = new Hono<AppEnv>();
  routes.get('/', sessionOnly(), requireAccess('canaries', 'read'), async (c) => {
    const principal = principalOf(c);
    const db = c.var.db;
    const refusal = await kubeconfigRefusal(db, principal);
    if (refusal) throw forbidden(refusal);
    const canWrite = await isAllowed(db, principal, 'canaries', 'write');
    const actions = canWrite ? ['read', 'create', 'update', 'delete'] : ['read'];
    const now = new Date();
    const { token } = await createAccessToken(db, {
      personId: principal.id,
      name: kubeconfigTokenName(now),
      expiry: '90d',
      autoRenew: false,
      scope: actions.map((action) => ({ object: 'canaries', action })),
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
