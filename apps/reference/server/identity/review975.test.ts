import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createCourier } from './courier';
import { createIdentity, setCredential } from './identities';
import { hashPassword } from './password';
import { browserLogin, csrfOf, identityTestApp, messageIds, TestBrowser } from './testClient';

/** Probes of the security review at 975ab58 (S12, S17, S20) against the identity service. */
const PASSWORD = 'correct horse battery staple';

describe.each(testDatabaseKinds)('identity review 975ab58: redirects (%s)', (kind) => {
  let t: TestDatabase;
  let app: ReturnType<typeof identityTestApp>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    app = identityTestApp(t.db, createCourier(t.db, { log: () => undefined }));
    const passwordHash = await hashPassword(PASSWORD);
    await t.db.transaction((tx) =>
      createIdentity(tx, { traits: { email: 'viewer@example.com' }, role: 'viewer', passwordHash }),
    );
  });
  afterAll(() => t.drop());

  it('S12: a signed-in browser is never sent to another origin through return_to, and %0A is a 4xx', async () => {
    const browser = new TestBrowser(app);
    expect((await browserLogin(browser, 'viewer@example.com', PASSWORD)).status).toBe(200);
    const html = 'text/html';
    const tab = await browser.get(
      `/api/kratos/self-service/login/browser?return_to=%2F%09%2Flocalhost%3A9308%2Fpwned`,
      { accept: html },
    );
    expect(tab.status).toBe(303);
    expect(tab.headers.get('location')).toMatch(/^http:\/\/localhost\/error\?id=/);
    for (const value of [
      '%2F%0A%2Fevil.example',
      '%2F%5C%2Fevil.example',
      '%2F%0D%2Fevil.example',
      '%09%2F%2Fevil.example',
    ]) {
      const answer = await browser.get(`/api/kratos/self-service/login/browser?return_to=${value}`);
      expect(answer.status, value).toBe(400);
      expect(answer.body, value).toMatchObject({ error: { id: 'self_service_flow_return_to_forbidden' } });
    }
    // Allowed values are redirected to in their normalised, absolute form.
    const own = await browser.get(
      `/api/kratos/self-service/login/browser?return_to=%2Fhealth%2F..%2Ftopology%3Fx%3D1`,
      {
        accept: html,
      },
    );
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('http://localhost/topology?x=1');
  });
});

describe.each(testDatabaseKinds)('identity review 975ab58: sessions and passwords (%s)', (kind) => {
  let t: TestDatabase;
  let app: ReturnType<typeof identityTestApp>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    app = identityTestApp(t.db, createCourier(t.db, { log: () => undefined }));
    const passwordHash = await hashPassword(PASSWORD);
    for (const [email, role] of [
      ['changer@example.com', 'editor'],
      ['boss@example.com', 'admin'],
      ['reset@example.com', 'viewer'],
      ['mfa@example.com', 'viewer'],
    ] as const) {
      ids[email] = await t.db.transaction((tx) => createIdentity(tx, { traits: { email }, role, passwordHash }));
    }
    await setCredential(t.db, ids['mfa@example.com']!, 'totp', {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      last_step: 0,
    });
  });
  afterAll(() => t.drop());

  it('S20: a password change in settings ends the other sessions; the changing session stays', async () => {
    const laptop = new TestBrowser(app);
    const stolen = new TestBrowser(app);
    await browserLogin(laptop, 'changer@example.com', PASSWORD);
    await browserLogin(stolen, 'changer@example.com', PASSWORD);
    expect((await stolen.get('/api/kratos/sessions/whoami')).status).toBe(200);
    const flow = await laptop.get('/api/kratos/self-service/settings/browser');
    const saved = await laptop.post(`/api/kratos/self-service/settings?flow=${String(flow.body.id)}`, {
      method: 'password',
      password: 'a brand new passphrase 9',
      csrf_token: csrfOf(flow.body),
    });
    expect(saved.status).toBe(200);
    expect((await stolen.get('/api/kratos/sessions/whoami')).status).toBe(401);
    expect((await laptop.get('/api/kratos/sessions/whoami')).status).toBe(200);
  });

  it("S20: an admin password reset ends the identity's sessions", async () => {
    const admin = new TestBrowser(app);
    const user = new TestBrowser(app);
    await browserLogin(admin, 'boss@example.com', PASSWORD);
    await browserLogin(user, 'reset@example.com', PASSWORD);
    const id = ids['reset@example.com']!;
    const put = await admin.call('PUT', `/api/kratos/admin/identities/${id}`, {
      json: {
        traits: { email: 'reset@example.com' },
        state: 'active',
        credentials: { password: { config: { password: 'reset by the admin 77' } } },
      },
    });
    expect(put.status).toBe(200);
    expect((await user.get('/api/kratos/sessions/whoami')).status).toBe(401);
  });

  it('S20: an aal1 session of a 2FA account can neither list nor revoke sessions', async () => {
    const victim = new TestBrowser(app);
    const thief = new TestBrowser(app);
    await browserLogin(victim, 'mfa@example.com', PASSWORD);
    await browserLogin(thief, 'mfa@example.com', PASSWORD);
    const list = await thief.get('/api/kratos/sessions');
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ error: { id: 'session_aal2_required' } });
    const revoke = await thief.call('DELETE', '/api/kratos/sessions');
    expect(revoke.status).toBe(403);
    const sessions = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM identity_sessions WHERE identity_id = $1 AND active',
      [ids['mfa@example.com']],
    );
    expect(sessions.rows[0]!.n).toBe(2);
  });

  it('S20: registration refuses 12345678, password123 and aaaaaaaa with a Kratos-style 4000005', async () => {
    process.env.MC_REGISTRATION = 'open';
    try {
      const browser = new TestBrowser(app);
      const flow = await browser.get('/api/kratos/self-service/registration/browser');
      for (const password of ['12345678', 'password123', 'aaaaaaaa', 'P@ssw0rd2024!']) {
        const answer = await browser.post(`/api/kratos/self-service/registration?flow=${String(flow.body.id)}`, {
          method: 'password',
          traits: { email: 'weak@example.com' },
          password,
          csrf_token: csrfOf(flow.body),
        });
        expect(answer.status, password).toBe(400);
        expect(messageIds(answer.body), password).toEqual([4000005]);
        expect(JSON.stringify(answer.body)).toContain('most commonly used passwords');
      }
    } finally {
      delete process.env.MC_REGISTRATION;
    }
  });
});

describe.each(testDatabaseKinds)('identity review 975ab58: recovery timing (%s)', (kind) => {
  it('S17: recovery of an existing account answers as fast as an unknown one while the mail server stalls', async () => {
    const t = await createTestDatabase(kind);
    // A mail server that accepts the connection and never greets: sending inline would wait out its timeout.
    const sockets = new Set<Socket>();
    const smtp = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.address() as { port: number }).port;
    const courier = createCourier(t.db, { smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const app = identityTestApp(t.db, courier);
      await t.db.transaction(async (tx) =>
        createIdentity(tx, { traits: { email: 'commander@example.com' }, role: 'viewer' }),
      );
      const timed = async (email: string) => {
        const browser = new TestBrowser(app);
        const flow = await browser.get('/api/kratos/self-service/recovery/browser');
        const started = performance.now();
        const answer = await browser.post(`/api/kratos/self-service/recovery?flow=${String(flow.body.id)}`, {
          method: 'code',
          email,
          csrf_token: csrfOf(flow.body),
        });
        expect(answer.status).toBe(200);
        return { ms: performance.now() - started, state: answer.body.state };
      };
      const known = await timed('commander@example.com');
      const unknown = await timed('nobody@example.com');
      expect(known.state).toBe(unknown.state);
      expect(known.ms).toBeLessThan(1000);
      const { rows } = await t.db.query<{ status: string }>(
        "SELECT status FROM courier_messages WHERE recipient = 'commander@example.com'",
      );
      expect(rows).toEqual([{ status: 'queued' }]);
    } finally {
      for (const socket of sockets) socket.destroy();
      courier.close();
      smtp.close();
      await t.drop();
    }
  }, 30_000);
});
