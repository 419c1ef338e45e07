import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { effectiveDeclaration, registeredRoutes } from './routeList';

describe('access declarations', () => {
  let testDb: TestDatabase;
  let staticDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    staticDir = mkdtempSync(join(tmpdir(), 'mc-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Mission Control</title>');
  });

  afterAll(async () => {
    rmSync(staticDir, { recursive: true, force: true });
    await testDb.drop();
  });

  it('every registered route declares who may call it', () => {
    const routes = registeredRoutes(createApp({ db: testDb.db, staticDir }));
    const undeclared = routes.filter((route) => !effectiveDeclaration(route)).map((r) => `${r.method} ${r.path}`);
    console.log(`${routes.length} routes, ${routes.length - undeclared.length} with an access declaration`);
    expect(routes.length).toBeGreaterThan(30);
    expect(undeclared).toEqual([]);
  });

  it('only health, the identity service (not its admin API), the app shell and the notifications demo targets are public', () => {
    const routes = registeredRoutes(createApp({ db: testDb.db, staticDir }));
    const publicPaths = routes.filter((route) => effectiveDeclaration(route)?.kind === 'public').map((r) => r.path);
    for (const path of publicPaths) {
      expect(
        path === '/api/health' ||
          path === '/*' ||
          path === '/api/notification/demo/:service' ||
          (path.startsWith('/api/kratos/') && !path.startsWith('/api/kratos/admin')),
      ).toBe(true);
    }
    expect(publicPaths).toContain('/api/health');
  });

  it('answers 401 JSON without credentials on a route that exists', async () => {
    const app = createApp({ db: testDb.db });
    const response = await app.request('http://localhost/api/canary/api/summary');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'Sign in, or send an access token, to use this API',
      code: 'unauthorized',
    });
    expect((await app.request('http://localhost/api/health')).status).toBe(200);
  });
});
