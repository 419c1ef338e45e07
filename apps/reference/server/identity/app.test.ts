import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { createIdentity, setCredential } from './identities';
import { hashPassword } from './password';
import { browserLogin, TestBrowser } from './testClient';

/** The identity service as mounted in the whole app: behind the HTTP guards and the principal layer. */
describe('identity service inside the app', () => {
  let t: TestDatabase;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    app = createApp({ db: t.db });
    await t.db.transaction(async (tx) =>
      createIdentity(tx, {
        traits: { email: 'whole@example.com' },
        role: 'editor',
        passwordHash: await hashPassword('whole app password'),
      }),
    );
  });
  afterAll(() => t.drop());

  it('signs in without credentials, and the session then authenticates the backend API', async () => {
    const browser = new TestBrowser(app, { origin: 'http://localhost' });
    expect((await browser.get('/api/auth/whoami')).status).toBe(401);
    const login = await browserLogin(browser, 'whole@example.com', 'whole app password');
    expect(login.status).toBe(200);
    const whoami = await browser.get<{ payload: { user: { email: string }; roles: string[] } }>('/api/auth/whoami');
    expect(whoami.status).toBe(200);
    expect(whoami.body.payload.user.email).toBe('whole@example.com');
    expect(whoami.body.payload.roles).toContain('editor');
    // The admin identities API is for administrators only.
    expect((await browser.get('/api/kratos/admin/identities')).status).toBe(403);
  });

  it('opens no backend route to a password-only session while a second factor is owed', async () => {
    const id = await t.db.transaction(async (tx) =>
      createIdentity(tx, {
        traits: { email: 'owes@example.com' },
        role: 'admin',
        passwordHash: await hashPassword('owes a second factor'),
      }),
    );
    await setCredential(t.db, id, 'totp', { secret: 'JBSWY3DPEHPK3PXP', last_step: 0 });
    const browser = new TestBrowser(app, { origin: 'http://localhost' });
    expect((await browserLogin(browser, 'owes@example.com', 'owes a second factor')).status).toBe(200);
    for (const path of ['/api/auth/whoami', '/api/canary/api/summary', '/api/db/canaries']) {
      const owed = await browser.get(path);
      expect(owed.status, path).toBe(403);
      expect(owed.body, path).toMatchObject({ error: { id: 'session_aal2_required' } });
      expect(String(owed.body.redirect_browser_to)).toMatch(/self-service\/login\/browser\?aal=aal2/);
    }
    // The identity service itself stays reachable, so the second factor can be given.
    const aal2 = await browser.get('/api/kratos/self-service/login/browser?aal=aal2');
    expect(aal2.status).toBe(200);
    expect(aal2.body.requested_aal).toBe('aal2');
  });

  it('refuses a cross-site submit that carries the session cookie', async () => {
    const browser = new TestBrowser(app, { origin: 'http://localhost' });
    await browserLogin(browser, 'whole@example.com', 'whole app password');
    const flow = await browser.get('/api/kratos/self-service/settings/browser');
    const crossSite = await browser.post(
      `/api/kratos/self-service/settings?flow=${String(flow.body.id)}`,
      { method: 'profile', traits: { email: 'whole@example.com' } },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.status).toBe(403);
  });
});
