import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './context';
import type { Database } from './db/database';
import { hostedConfigFromEnv, withHostedSetting, type HostedConfig } from './hosted/config';
import { httpGuards, type GuardConfig } from './http/guards';
import { authenticated, publicRoute } from './http/access';
import type { AreaDeps } from './http/area';
import { errorJson, onError } from './http/errors';
import { principalMiddleware } from './http/principal';
import type { KubeEndpoint } from './kube/kubeconfig';
import { inProcessCaller } from './mcp/internalApi';
import { PlaybookExecutor } from './playbooks/executor';
import { Runner } from './runner/runner';
import { ScrapeEngine } from './catalog/scrape/engine';
import { TopologyEngine } from './topology/engine';
import { SERVER_AREAS } from './areas';

export const BACKEND_VERSION = '0.1.0';

/**
 * The administrator person migration 002 seeds (role admin). Requests never act
 * as it implicitly: they sign in (its password is set on first start) or send a token.
 */
export const SEEDED_ADMIN = {
  id: '00000000-0000-0000-0000-00000000a001',
  name: 'Admin',
  email: 'admin@example.com',
} as const;

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function unknownApiPath(c: Context<AppEnv>): Response {
  return errorJson(c, 'not_found', `There is no API endpoint at ${c.req.method} ${c.req.path}.`);
}

export interface AppOptions {
  db: Database;
  /** Folder of the built browser app; omitted in API-only tests. */
  staticDir?: string;
  /** The check runner (Run Now uses it); a stopped runner of `db` when omitted. */
  runner?: Runner;
  /** Runs playbooks started over HTTP; main.ts stops it on shutdown. A new executor of `db` when omitted. */
  playbooks?: PlaybookExecutor;
  /** The scraper engine (main.ts adds it to the runner's tick); an idle one over a temporary data folder when omitted. */
  scrapers?: ScrapeEngine;
  /** The topology runner (main.ts adds it to the runner's tick); an idle one of `db` when omitted. */
  topologies?: TopologyEngine;
  /** HTTP guard settings over the environment's (MC_PUBLIC_URL, ...); main.ts passes the bound host and port. */
  guards?: Partial<GuardConfig>;
  /** The Kubernetes-style endpoint GET /api/kubeconfig points at (main.ts starts it); no download without. */
  kube?: KubeEndpoint;
  /** Hosted mode (organisations, picker, direct requests); from MC_HOSTED... when omitted. */
  hosted?: HostedConfig;
}

export function createApp({
  db,
  staticDir,
  runner,
  playbooks,
  scrapers,
  topologies,
  guards,
  kube,
  hosted = hostedConfigFromEnv(),
}: AppOptions) {
  const app = new Hono<AppEnv>();
  for (const guard of httpGuards(guards)) app.use('*', guard);
  const api = new Hono<AppEnv>();

  api.use('*', async (c, next) => {
    c.set('db', db);
    await next();
  });
  // The one place where the caller is resolved: no valid session or token, no way past (except public paths).
  // MCP tools call these routes in process as the token's owner (mcp/internalApi.ts).
  api.use('*', inProcessCaller(principalMiddleware(db)));

  api.get('/health', publicRoute(), (c) => c.text('OK'));
  api.get('/about', authenticated(), (c) => c.json({ appVersion: BACKEND_VERSION, chartVersion: '' }));
  // Engines come from main.ts; tests that give none get idle ones of their database.
  const deps: AreaDeps = {
    db,
    runner: runner ?? new Runner(db),
    playbooks: playbooks ?? new PlaybookExecutor(db),
    scrapers: scrapers ?? new ScrapeEngine(db, { dataDir: join(tmpdir(), 'mission-control') }),
    topologies: topologies ?? new TopologyEngine(db),
    hosted,
    kube,
    version: BACKEND_VERSION,
    dispatch: async (request) => api.fetch(request),
  };
  // Every route group is an area (server/areas.ts), registered in its order.
  for (const area of SERVER_AREAS) area.register(api, deps);
  // dispatch (api.fetch) uses the api's own notFound; mounted below, the app's notFound answers instead.
  api.notFound(unknownApiPath);
  api.onError(onError);

  app.route('/api', api);
  // Unknown paths under /api are a JSON 404 like every API error, never the app shell. The principal middleware
  // above has already run for them, so a signed-out caller still gets 401 first.
  app.notFound((c) => (isApiPath(c.req.path) ? unknownApiPath(c) : c.text('404 Not Found', 404)));

  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    const indexHtml = withHostedSetting(readFileSync(join(staticDir, 'index.html'), 'utf8'), hosted);
    // The app's files and shell are public: the shell itself sends a signed-out user to /login.
    app.use('/assets/*', serveStatic({ root: staticDir }));
    // '/' is the shell above (with the hosted setting), not the file on disk.
    app.use('/', async (c, next) => (c.req.method === 'GET' ? c.html(indexHtml) : next()));
    app.use('*', serveStatic({ root: staticDir }));
    // Client-side routes (/health, /settings/...) all get the app shell.
    app.get('*', publicRoute(), (c) => (isApiPath(c.req.path) ? c.notFound() : c.html(indexHtml)));
  }

  return app;
}
