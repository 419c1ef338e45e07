import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@mission-control/api/schemas';
import { createApp } from '../app';
import { sessionHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';

// With the built app served, the shell's fallthrough must not swallow API paths: an API caller reads JSON.
describe('unknown /api paths with the built app served', () => {
  let testDb: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    dir = mkdtempSync(join(tmpdir(), 'mc-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Mission Control</title><div id="root"></div>');
  });

  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await testDb.drop();
  });

  it('#28 defect 1: a signed-in GET to an unknown /api path is a JSON 404, not the app shell', async () => {
    const app = createApp({ db: testDb.db, staticDir: dir });
    const headers = await sessionHeaders(testDb.db);
    for (const path of ['/api/no-such-thing', '/api/canary/api/nope', '/api/settings/unknown/deeper']) {
      const res = await app.request(`http://localhost${path}`, { headers });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
      const body = errorBodySchema.parse(await res.json());
      expect(body.code).toBe('not_found');
      expect(body.error).toMatch(/^[A-Z].*\.$/);
      expect(body.error).toContain(path);
    }
    // Other methods too, and the client-side routes still get the shell.
    const post = await app.request('http://localhost/api/no-such-thing', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(404);
    expect(errorBodySchema.parse(await post.json()).error).toBe('There is no API endpoint at POST /api/no-such-thing.');
    // The API-only app (no built static files) answers the same.
    const apiOnly = await createApp({ db: testDb.db }).request('http://localhost/api/no-such-thing', { headers });
    expect(apiOnly.status).toBe(404);
    expect(errorBodySchema.parse(await apiOnly.json()).code).toBe('not_found');
    const shell = await app.request('http://localhost/settings/no-such-page', { headers });
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('Mission Control');
  });

  it('#28 defect 1: signed out, an unknown /api path asks to sign in (401 JSON), never the shell', async () => {
    const app = createApp({ db: testDb.db, staticDir: dir });
    const res = await app.request('http://localhost/api/no-such-thing');
    expect(res.status).toBe(401);
    expect(errorBodySchema.parse(await res.json()).code).toBe('unauthorized');
  });
});
