import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv, Principal } from './context';
import type { Database } from './db/database';
import { canaryRoutes } from './routes/canary';
import { dbRoutes } from './routes/db';

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
}

export function createApp({ db, staticDir }: AppOptions) {
  const app = new Hono<AppEnv>();
  const api = new Hono<AppEnv>();

  api.use('*', async (c, next) => {
    c.set('db', db);
    // The one place where the authenticated principal is resolved and checked.
    c.set('principal', SEEDED_ADMIN);
    await next();
  });

  api.get('/health', (c) => c.text('OK'));
  api.get('/about', (c) => c.json({ appVersion: BACKEND_VERSION, chartVersion: '' }));
  api.route('/canary', canaryRoutes());
  api.route('/db', dbRoutes());
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
