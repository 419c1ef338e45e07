import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv, Principal } from './context';
import type { Database } from './db/database';
import { identityRoutes } from './identity/routes';
import { httpGuards, type GuardConfig } from './http/guards';
import { connectionsTableHook } from './connections/dbHook';
import { connectionRoutes } from './connections/routes';
import { authRoutes, propertiesRoutes } from './routes/auth';
import { canaryRoutes } from './routes/canary';
import { dbRoutes } from './routes/db';
import { playbookRoutes } from './routes/playbook';
import { reconcileOnWrite } from './runner/hooks';
import type { Runner } from './runner/runner';

export const BACKEND_VERSION = '0.1.0';

/** Until sign-in lands, every request acts as this seeded administrator. */
export const SEEDED_ADMIN: Principal = {
  id: '00000000-0000-0000-0000-00000000a001',
  name: 'Admin',
  email: 'admin@example.com',
  roles: ['admin'],
};

export interface AppOptions {
  db: Database;
  /** Folder of the built browser app; omitted in API-only tests. */
  staticDir?: string;
  /** The check runner (Run Now uses it); a stopped runner of `db` when omitted. */
  runner?: Runner;
  /** HTTP guard settings over the environment's (MC_PUBLIC_URL, ...); main.ts passes the bound host and port. */
  guards?: Partial<GuardConfig>;
}

export function createApp({ db, staticDir, runner, guards }: AppOptions) {
  const app = new Hono<AppEnv>();
  for (const guard of httpGuards(guards)) app.use('*', guard);
  const api = new Hono<AppEnv>();

  api.use('*', async (c, next) => {
    c.set('db', db);
    // The one place where the authenticated principal is resolved and checked.
    c.set('principal', SEEDED_ADMIN);
    await next();
  });

  api.get('/health', (c) => c.text('OK'));
  api.get('/about', (c) => c.json({ appVersion: BACKEND_VERSION, chartVersion: '' }));
  api.route('/kratos', identityRoutes({ db }));
  api.route('/auth', authRoutes());
  api.route('/properties', propertiesRoutes());
  api.route('/canary', canaryRoutes({ runner }));
  api.route('/playbook', playbookRoutes());
  api.route('/connection', connectionRoutes());
  api.route('/db', dbRoutes({ afterWrite: reconcileOnWrite(db), tableHooks: { connections: connectionsTableHook } }));
  api.notFound((c) => c.json({ error: `not found: ${c.req.path}` }, 404));
  api.onError((error, c) => {
    console.error(error);
    return c.json({ error: 'internal server error' }, 500);
  });

  app.route('/api', api);

  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    const indexHtml = readFileSync(join(staticDir, 'index.html'), 'utf8');
    app.use('/assets/*', serveStatic({ root: staticDir }));
    app.use('*', serveStatic({ root: staticDir }));
    // Client-side routes (/health, /settings/...) all get the app shell.
    app.get('*', (c) => c.html(indexHtml));
  }

  return app;
}
