import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createCourier } from './courier';
import { createIdentity } from './identities';
import { hashPassword } from './password';
import { LOGIN_LIMITS } from './ratelimit';
import { browserLogin, csrfOf, identityTestApp, messageIds, nodeAttr, TestBrowser } from './testClient';

const PASSWORD = 'correct horse battery staple';

describe.each(testDatabaseKinds)('identity service: login, sessions, logout (%s)', (kind) => {
  let t: TestDatabase;
  let app: ReturnType<typeof identityTestApp>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    app = identityTestApp(t.db, createCourier(t.db, { log: () => undefined }));
    const passwordHash = await hashPassword(PASSWORD);
    await t.db.transaction((tx) =>
      createIdentity(tx, {
        traits: { email: 'Ada@Example.com', name: { first: 'Ada', last: 'L' } },
        role: 'editor',
        passwordHash,
      }),
    );
  });
  afterAll(() => t.drop());
  afterEach(() => {
    delete process.env.MC_FLOW_LIFESPAN;
    delete process.env.MC_ALLOWED_RETURN_URLS;
  });

  it('creates a browser login flow as JSON with a CSRF cookie, or redirects plain navigation to /login', async () => {
    const browser = new TestBrowser(app);
    const flow = await browser.get('/api/kratos/self-service/login/browser');
    expect(flow.status).toBe(200);
    expect(flow.body).toMatchObject({ type: 'browser', requested_aal: 'aal1', ui: { method: 'POST' } });
    expect(String(flow.body.id)).toMatch(/^[0-9a-f-]{36}$/);
    expect(browser.cookies.get('mc_csrf')).toBe(csrfOf(flow.body));
    expect(nodeAttr(flow.body, 'identifier')).toMatchObject({ type: 'text', required: true });
    expect(nodeAttr(flow.body, 'password')).toMatchObject({ type: 'password', node_type: 'input' });
    const groups = (flow.body.ui as { nodes: Array<{ group: string }> }).nodes.map((n) => n.group);
    expect(groups).toEqual(['default', 'default', 'password', 'password']);

    const fetched = await browser.get(`/api/kratos/self-service/login/flows?id=${String(flow.body.id)}`);
    expect(fetched.body.id).toBe(flow.body.id);

    const navigation = await new TestBrowser(app).get('/api/kratos/self-service/login/browser', {
      accept: 'text/html',
    });
    expect(navigation.status).toBe(303);
    expect(navigation.headers.get('location')).toMatch(/^http:\/\/localhost\/login\?flow=[0-9a-f-]{36}$/);
  });

  it('signs in with a password (any case of the email), sets an HttpOnly session cookie, and whoami answers', async () => {
    const browser = new TestBrowser(app);
    const answer = await browserLogin(browser, 'ada@example.COM', PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.session).toMatchObject({
      active: true,
      authenticator_assurance_level: 'aal1',
      identity: { traits: { email: 'ada@example.com', name: { first: 'Ada', last: 'L' } } },
    });
    expect(answer.body).not.toHaveProperty('session_token');
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('mc_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);

    const whoami = await browser.get('/api/kratos/sessions/whoami');
    expect(whoami.status).toBe(200);
    expect(whoami.body).toMatchObject({ authentication_methods: [{ method: 'password', aal: 'aal1' }] });

    // Use extends the session on the server, and the cookie with it.
    await t.db.query("UPDATE identity_sessions SET expires_at = now() + interval '1 hour' WHERE id = $1", [
      whoami.body.id,
    ]);
    const extended = await browser.get('/api/kratos/sessions/whoami');
    const hours = (new Date(String(extended.body.expires_at)).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    const refreshed = extended.headers.getSetCookie().find((c) => c.startsWith('mc_session='))!;
    const cookieHours = (new Date(/Expires=([^;]+)/i.exec(refreshed)![1]!).getTime() - Date.now()) / 3_600_000;
    expect(cookieHours).toBeGreaterThan(23.9);

    const again = await browser.get('/api/kratos/self-service/login/browser');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { id: 'session_already_available' } });
  });

  it('refuses wrong credentials with message 4000006 and keeps the identifier, never the password', async () => {
    const browser = new TestBrowser(app);
    const answer = await browserLogin(browser, 'ada@example.com', 'wrong password!');
    expect(answer.status).toBe(400);
    expect(messageIds(answer.body)).toEqual([4000006]);
    expect((answer.body.ui as { messages: Array<{ text: string }> }).messages[0]!.text).toBe(
      'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
    );
    expect(nodeAttr(answer.body, 'identifier')?.value).toBe('ada@example.com');
    expect(nodeAttr(answer.body, 'password')?.value).toBeUndefined();
    const unknown = await browserLogin(browser, 'nobody@example.com', PASSWORD);
    expect(messageIds(unknown.body)).toEqual([4000006]);
    const huge = await browserLogin(browser, 'ada@example.com', 'x'.repeat(5000));
    expect(huge.status).toBe(400);
    expect(messageIds(huge.body)).toEqual([4000006]);
  });

  it('refuses a submit whose csrf_token does not match the cookie (security_csrf_violation)', async () => {
    const browser = new TestBrowser(app);
    const flow = await browser.get('/api/kratos/self-service/login/browser');
    const answer = await browser.post(`/api/kratos/self-service/login?flow=${String(flow.body.id)}`, {
      method: 'password',
      identifier: 'ada@example.com',
      password: PASSWORD,
      csrf_token: 'forged-token-forged-token-forged',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { id: 'security_csrf_violation', code: 403 } });
    // Another browser (its own cookie) can not use this flow either.
    const other = new TestBrowser(app);
    await other.get('/api/kratos/self-service/login/browser');
    const crossed = await other.post(`/api/kratos/self-service/login?flow=${String(flow.body.id)}`, {
      method: 'password',
      identifier: 'ada@example.com',
      password: PASSWORD,
      csrf_token: other.cookies.get('mc_csrf'),
    });
    expect(crossed.body).toMatchObject({ error: { id: 'security_csrf_violation' } });
  });

  it('answers self_service_flow_expired (410) with a fresh flow to use after the lifespan', async () => {
    process.env.MC_FLOW_LIFESPAN = '1s';
    const browser = new TestBrowser(app);
    const flow = await browser.get('/api/kratos/self-service/login/browser');
    await t.db.query("UPDATE selfservice_flows SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      flow.body.id,
    ]);
    const answer = await browser.post(`/api/kratos/self-service/login?flow=${String(flow.body.id)}`, {
      method: 'password',
      identifier: 'ada@example.com',
      password: PASSWORD,
      csrf_token: csrfOf(flow.body),
    });
    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({ error: { id: 'self_service_flow_expired', code: 410, status: 'Gone' } });
    expect(answer.body.use_flow_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body.use_flow_id).not.toBe(flow.body.id);
    const { rows } = await t.db.query<{ expires_at: Date; issued_at: Date }>(
      'SELECT expires_at, issued_at FROM selfservice_flows WHERE id = $1',
      [answer.body.use_flow_id],
    );
    expect(new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.issued_at).getTime()).toBe(1000);
  });

  it('allows return_to only to the console itself or configured addresses', async () => {
    const browser = new TestBrowser(app);
    const evil = await browser.get(
      `/api/kratos/self-service/login/browser?return_to=${encodeURIComponent('https://evil.example/steal')}`,
    );
    expect(evil.status).toBe(400);
    expect(evil.body).toMatchObject({ error: { id: 'self_service_flow_return_to_forbidden' } });
    const sneaky = await browser.get(
      `/api/kratos/self-service/login/browser?return_to=${encodeURIComponent('//evil.example')}`,
    );
    expect(sneaky.body).toMatchObject({ error: { id: 'self_service_flow_return_to_forbidden' } });
    const own = await browser.get(
      `/api/kratos/self-service/login/browser?return_to=${encodeURIComponent('/health?x=1')}`,
    );
    expect(own.status).toBe(200);
    expect(own.body.return_to).toBe('/health?x=1');
    process.env.MC_ALLOWED_RETURN_URLS = 'https://portal.example.com/app/';
    const configured = await browser.get(
      `/api/kratos/self-service/login/browser?return_to=${encodeURIComponent('https://portal.example.com/app/page')}`,
    );
    expect(configured.status).toBe(200);
    const signedIn = await browser.post(`/api/kratos/self-service/login?flow=${String(configured.body.id)}`, {
      method: 'password',
      identifier: 'ada@example.com',
      password: PASSWORD,
      csrf_token: csrfOf(configured.body),
    });
    expect(signedIn.body.continue_with).toEqual([
      { action: 'redirect_browser_to', redirect_browser_to: 'https://portal.example.com/app/page' },
    ]);
  });

  it('native flows: no CSRF, a session_token that works as X-Session-Token, and DELETE /self-service/logout/api', async () => {
    const native = new TestBrowser(app);
    const flow = await native.get('/api/kratos/self-service/login/api');
    expect(flow.body.type).toBe('api');
    expect(native.cookies.size).toBe(0);
    const answer = await native.post(`/api/kratos/self-service/login?flow=${String(flow.body.id)}`, {
      method: 'password',
      identifier: 'ada@example.com',
      password: PASSWORD,
    });
    expect(answer.status).toBe(200);
    const token = String(answer.body.session_token);
    expect(token).toMatch(/^ory_st_/);
    const { rows } = await t.db.query('SELECT * FROM identity_sessions');
    expect(JSON.stringify(rows)).not.toContain(token);
    const whoami = await native.get('/api/kratos/sessions/whoami', { headers: { 'x-session-token': token } });
    expect(whoami.status).toBe(200);
    const out = await native.call('DELETE', '/api/kratos/self-service/logout/api', { json: { session_token: token } });
    expect(out.status).toBe(204);
    const after = await native.get('/api/kratos/sessions/whoami', { headers: { 'x-session-token': token } });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: { id: 'session_inactive', code: 401 } });
    const twice = await native.call('DELETE', '/api/kratos/self-service/logout/api', {
      json: { session_token: token },
    });
    expect(twice.status).toBe(403);
  });

  it('browser logout: a logout URL and token end the session on the server', async () => {
    const browser = new TestBrowser(app);
    await browserLogin(browser, 'ada@example.com', PASSWORD);
    const logout = await browser.get('/api/kratos/self-service/logout/browser');
    expect(logout.status).toBe(200);
    expect(String(logout.body.logout_url)).toBe(
      `http://localhost/api/kratos/self-service/logout?token=${String(logout.body.logout_token)}`,
    );
    const stolenCookie = browser.cookies.get('mc_session')!;
    const done = await browser.get(`/api/kratos/self-service/logout?token=${String(logout.body.logout_token)}`);
    expect(done.status).toBe(204);
    expect(browser.cookies.has('mc_session')).toBe(false);
    const replay = await new TestBrowser(app).get('/api/kratos/sessions/whoami', {
      headers: { cookie: `mc_session=${stolenCookie}` },
    });
    expect(replay.status).toBe(401);
    const anonymous = await new TestBrowser(app).get('/api/kratos/self-service/logout/browser');
    expect(anonymous.body).toMatchObject({ error: { id: 'session_inactive' } });
  });

  it('lists and revokes the other sessions, and one by id', async () => {
    const main = new TestBrowser(app);
    await browserLogin(main, 'ada@example.com', PASSWORD);
    const second = new TestBrowser(app);
    await browserLogin(second, 'ada@example.com', PASSWORD);
    const third = new TestBrowser(app);
    await browserLogin(third, 'ada@example.com', PASSWORD);
    const list = await main.get<Array<{ id: string }>>('/api/kratos/sessions');
    expect(list.status).toBe(200);
    const current = await main.get('/api/kratos/sessions/whoami');
    expect(list.body.map((s) => s.id)).not.toContain(current.body.id);
    const secondId = String((await second.get('/api/kratos/sessions/whoami')).body.id);
    expect((await main.call('DELETE', `/api/kratos/sessions/${secondId}`)).status).toBe(204);
    expect((await second.get('/api/kratos/sessions/whoami')).status).toBe(401);
    expect((await main.call('DELETE', `/api/kratos/sessions/${String(current.body.id)}`)).status).toBe(400);
    const revoked = await main.call('DELETE', '/api/kratos/sessions');
    expect(revoked.status).toBe(200);
    expect((revoked.body as { count: number }).count).toBeGreaterThanOrEqual(1);
    expect((await third.get('/api/kratos/sessions/whoami')).status).toBe(401);
    expect((await main.get('/api/kratos/sessions/whoami')).status).toBe(200);
  });

  it('rate-limits sign-in attempts per identifier with a clear 429', async () => {
    await t.db.transaction(async (tx) =>
      createIdentity(tx, {
        traits: { email: 'target@example.com' },
        role: 'viewer',
        passwordHash: await hashPassword(PASSWORD),
      }),
    );
    const browser = new TestBrowser(app);
    let last = await browserLogin(browser, 'target@example.com', 'nope nope nope');
    for (let i = 1; i < LOGIN_LIMITS.perIdentifier.points; i++) {
      last = await browserLogin(browser, 'target@example.com', 'nope nope nope');
    }
    expect(last.status).toBe(400);
    const limited = await browserLogin(browser, 'TARGET@example.com', PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { code: 429, status: 'Too Many Requests' } });
    expect(String((limited.body.error as { message: string }).message)).toMatch(
      /^Too many sign-in attempts\. Try again in \d+ seconds\.$/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from the same place is not locked out.
    expect((await browserLogin(new TestBrowser(app), 'ada@example.com', PASSWORD)).status).toBe(200);
  });

  it('answers unknown flows and errors with Kratos 404s', async () => {
    const browser = new TestBrowser(app);
    const missing = await browser.get('/api/kratos/self-service/login/flows?id=00000000-0000-0000-0000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 404, status: 'Not Found' } });
    expect((await browser.get('/api/kratos/self-service/errors?id=nope')).status).toBe(404);
  });
});
