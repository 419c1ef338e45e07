import { createServer, type Server as HttpsServer } from 'node:https';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Database } from '../db/database';
import { principalMiddleware } from '../http/principal';
import { machineAccess } from '../auth/machine';
import type { KubeEndpoint } from './kubeconfig';
import { kubeRoutes } from './routes';
import { kubeTlsFromEnv, type KubeTls } from './tls';

export interface KubeServerOptions {
  db: Database;
  tls: KubeTls;
  port: number;
  hostname?: string;
  onListening?: (port: number) => void;
}

/**
 * The Kubernetes-style endpoint on its own HTTPS port: kubectl sends a kubeconfig's token only over
 * TLS. Callers authenticate with an access token (as on /api) whose scope includes canaries; the
 * token's scope narrows what it may do.
 */
export function startKubeServer({ db, tls, port, hostname, onListening }: KubeServerOptions): HttpsServer {
  const app = kubeRoutes({ db, access: machineAccess({ owner: false }), authenticate: principalMiddleware(db) });
  return serve(
    {
      fetch: app.fetch,
      port,
      ...(hostname ? { hostname } : {}),
      createServer,
      serverOptions: { key: tls.key, cert: tls.cert },
    },
    (info) => onListening?.(info.port),
  ) as HttpsServer;
}

export interface KubeFromEnv {
  /** For GET /api/kubeconfig; undefined when the endpoint is switched off. */
  endpoint?: KubeEndpoint;
  /** Starts the listener (after the main server listens); resolves with it. */
  start(): HttpsServer | undefined;
}

/**
 * MC_KUBE_PORT (default: the console's port + 1; `off` switches the endpoint off), MC_KUBE_URL (the
 * server address written into kubeconfigs, when clients reach it under another name), and the TLS
 * settings of kube/tls.ts. The generated CA lives in MC_KUBE_TLS_DIR, by default `kube-tls` inside
 * the data directory (S22: beside it, a data directory made in the system temp folder put the CA in
 * a world-writable parent), so kubeconfigs stay valid across restarts. TLS material that cannot be
 * trusted (a folder of another owner) switches the endpoint off with a log line; the console runs on.
 */
export function kubeFromEnv(
  db: Database,
  env: NodeJS.ProcessEnv,
  { port, host, dataDir }: { port: number; host: string; dataDir: string },
): KubeFromEnv {
  const setting = env.MC_KUBE_PORT?.trim();
  if (setting === 'off' || setting === 'false') return { start: () => undefined };
  const kubePort = setting ? Number(setting) : port === 0 ? 0 : port + 1;
  if (!Number.isInteger(kubePort) || kubePort < 0 || kubePort > 65535) {
    throw new Error(`MC_KUBE_PORT must be a port number or "off", got "${setting}"`);
  }
  let tls: KubeTls;
  try {
    tls = kubeTlsFromEnv(env, join(dataDir, 'kube-tls'));
  } catch (error) {
    console.error(`Kubernetes-style canaries API is off: ${(error as Error).message}`);
    return { start: () => undefined };
  }
  let listening = kubePort;
  const endpoint: KubeEndpoint = {
    port: () => listening,
    ...(tls.ca ? { ca: tls.ca } : {}),
    ...(env.MC_KUBE_URL ? { url: env.MC_KUBE_URL } : {}),
  };
  return {
    endpoint,
    start: () => {
      const server = startKubeServer({
        db,
        tls,
        port: kubePort,
        hostname: host,
        onListening: (actual) => {
          listening = actual;
          console.log(`Kubernetes-style canaries API (kubectl) is listening at https://localhost:${actual}/`);
        },
      });
      // The console keeps running without it: a taken port costs kubectl access, not the whole server.
      server.on('error', (error: NodeJS.ErrnoException) => {
        console.error(
          error.code === 'EADDRINUSE'
            ? `Kubernetes-style canaries API: port ${kubePort} is in use; set MC_KUBE_PORT to a free port (or off).`
            : `Kubernetes-style canaries API could not start: ${error.message}`,
        );
      });
      return server;
    },
  };
}
