import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { effectiveDeclaration, registeredRoutes } from '../http/routeList';
import { createPerson, requester, sessionHeaders, tokenHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { HOSTED_DEFAULTS, type HostedConfig } from './config';
import { HOSTED_TOKEN_NAME, type HostedOrganization } from './routes';

const hosted: HostedConfig = { ...HOSTED_DEFAULTS, enabled: true, backendUrl: 'https://acme.example/api' };
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe.each(testDatabaseKinds)('/api/hosted (%s)', (kind) => {
  let test: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    app = createApp({ db: test.db, hosted });
  });
  afterAll(async () => test?.drop());

  it('creates, lists and selects the signed-in person’s organizations with their backend metadata', async () => {
    const person = await createPerson(test.db, ['viewer']);
    const call = requester(app, await sessionHeaders(test.db, person));
    expect(await (await call('/api/hosted/organizations')).json()).toEqual({ organizations: [], selected: null });

    const created = await call('/api/hosted/organizations', json({ name: '  Beta Corp ' }));
    expect(created.status).toBe(201);
    const beta = (await created.json()) as HostedOrganization;
    expect(beta).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Beta Corp',
      metadata: { backend_url: 'https://acme.example/api', direct: true, provisioning: false },
    });
    const acme = (await (
      await call('/api/hosted/organizations', json({ name: 'Acme', direct: false }))
    ).json()) as HostedOrganization;

    const select = await call(`/api/hosted/organizations/${beta.id}/select`, { method: 'POST' });
    expect(select.status).toBe(200);
    await call(`/api/hosted/organizations/${acme.id}/select`, { method: 'POST' });
    const listed = (await (await call('/api/hosted/organizations')).json()) as {
      organizations: HostedOrganization[];
      selected: string | null;
    };
    // Sorted by name; one selection at a time.
    expect(listed.organizations.map((org) => [org.name, org.metadata.direct])).toEqual([
      ['Acme', false],
      ['Beta Corp', true],
    ]);
    expect(listed.selected).toBe(acme.id);

    // Someone else sees none of them and cannot select them.
    const other = requester(app, await sessionHeaders(test.db, await createPerson(test.db, ['viewer'])));
    expect(((await (await other('/api/hosted/organizations')).json()) as { organizations: [] }).organizations).toEqual(
      [],
    );
    const foreign = await other(`/api/hosted/organizations/${acme.id}/select`, { method: 'POST' });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { code: string }).code).toBe('not_found');
    expect((await other('/api/hosted/organizations/not-a-uuid/select', { method: 'POST' })).status).toBe(404);
  });

  it('answers bad names and the per-person limit with a specific 4xx', async () => {
    const limited = createApp({ db: test.db, hosted: { ...hosted, maxOrganizationsPerPerson: 1 } });
    const call = requester(limited, await sessionHeaders(test.db, await createPerson(test.db, ['viewer'])));
    const blank = await call('/api/hosted/organizations', json({ name: ' ' }));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: 'Name is required', code: 'bad_request' });
    expect((await call('/api/hosted/organizations', json({ name: 'x'.repeat(101) }))).status).toBe(400);
    expect((await call('/api/hosted/organizations', json({ name: 'Ok', direct: 'yes' }))).status).toBe(400);
    expect((await call('/api/hosted/organizations', json({ name: 'First' }))).status).toBe(201);
    const second = await call('/api/hosted/organizations', json({ name: 'Second' }));
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toMatch(/at most 1 organizations/);
  });

  it('marks an organization as provisioning until its instance is ready', async () => {
    const slow = createApp({ db: test.db, hosted: { ...hosted, provisioningSeconds: 3600 } });
    const call = requester(slow, await sessionHeaders(test.db, await createPerson(test.db, ['viewer'])));
    const org = (await (await call('/api/hosted/organizations', json({ name: 'New' }))).json()) as HostedOrganization;
    expect(org.metadata.provisioning).toBe(true);
    await test.db.query('UPDATE hosted_organizations SET provisioned_at = now() WHERE id = $1', [org.id]);
    const listed = (await (await call('/api/hosted/organizations')).json()) as { organizations: HostedOrganization[] };
    expect(listed.organizations[0]!.metadata.provisioning).toBe(false);
  });

  it('issues a real, short-lived access token of the signed-in person for direct requests', async () => {
    const person = await createPerson(test.db, ['editor']);
    const call = requester(app, await sessionHeaders(test.db, person));
    const response = await call('/api/hosted/token', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { token, expires_at } = (await response.json()) as { token: string; expires_at: string };
    const lifetime = new Date(expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(3_500_000);
    expect(lifetime).toBeLessThanOrEqual(3_600_000);
    // The token authenticates as that person, with no cookie or session.
    const whoami = await app.request('/api/auth/whoami', { headers: { Authorization: `Bearer ${token}` } });
    expect(whoami.status).toBe(200);
    expect(((await whoami.json()) as { payload: { user: { id: string } } }).payload.user.id).toBe(person);

    // Each page load gets its own; expired ones and all but the newest ten go.
    for (let i = 0; i < 11; i++) await call('/api/hosted/token', { method: 'POST' });
    const { rows } = await test.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM access_tokens WHERE person_id = $1 AND name = $2',
      [person, HOSTED_TOKEN_NAME],
    );
    expect(rows[0]!.n).toBe(10);
  });

  it('lets only a signed-in person (not a token) create, select or mint tokens', async () => {
    expect((await app.request('/api/hosted/organizations')).status).toBe(401);
    expect((await app.request('/api/hosted/token', { method: 'POST' })).status).toBe(401);
    const byToken = requester(app, await tokenHeaders(test.db));
    expect((await byToken('/api/hosted/organizations')).status).toBe(200);
    expect((await byToken('/api/hosted/token', { method: 'POST' })).status).toBe(403);
    expect((await byToken('/api/hosted/organizations', json({ name: 'By token' }))).status).toBe(403);
  });

  it('answers 404 everywhere when hosted mode is off', async () => {
    const off = createApp({ db: test.db, hosted: HOSTED_DEFAULTS });
    const call = requester(off, await sessionHeaders(test.db));
    const response = await call('/api/hosted/organizations');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/MC_HOSTED=1/);
    expect((await call('/api/hosted/token', { method: 'POST' })).status).toBe(404);
  });
});

describe('hosted routes and the app shell', () => {
  let test: TestDatabase;
  let staticDir: string;

  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    staticDir = mkdtempSync(join(tmpdir(), 'mc-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>MC</title></head></html>');
  });
  afterAll(async () => {
    rmSync(staticDir, { recursive: true, force: true });
    await test.drop();
  });

  it('declares who may call each hosted route', () => {
    const routes = registeredRoutes(createApp({ db: test.db, hosted }))
      .filter((route) => route.path.startsWith('/api/hosted/'))
      .map((route) => [`${route.method} ${route.path}`, effectiveDeclaration(route)?.kind]);
    expect(routes).toEqual([
      ['GET /api/hosted/organizations', 'authenticated'],
      ['POST /api/hosted/organizations', 'session'],
      ['POST /api/hosted/organizations/:id/select', 'session'],
      ['POST /api/hosted/token', 'session'],
    ]);
  });

  it('tells the browser about hosted mode in the app shell, on / and on client-side routes', async () => {
    const on = createApp({ db: test.db, staticDir, hosted });
    for (const path of ['/', '/health']) {
      expect(await (await on.request(path)).text()).toContain('<meta name="mc-hosted" content="1" />');
    }
    const off = createApp({ db: test.db, staticDir, hosted: HOSTED_DEFAULTS });
    for (const path of ['/', '/health']) {
      const html = await (await off.request(path)).text();
      expect(html).toContain('<title>MC</title>');
      expect(html).not.toContain('mc-hosted');
    }
  });
});
