import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createCourier } from './courier';
import { createIdentity } from './identities';
import { hashPassword } from './password';
import { browserLogin, csrfOf, identityTestApp, messageIds, nodeAttr, TestBrowser } from './testClient';

const PASSWORD = 'two factors are better';

function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

describe.each(testDatabaseKinds)('identity: second factors (%s)', (kind) => {
  let t: TestDatabase;
  let app: ReturnType<typeof identityTestApp>;
  let secret = '';
  let backupCodes: string[] = [];
  let usedTotpCode = '';
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    app = identityTestApp(t.db, createCourier(t.db, { log: () => undefined }));
    await t.db.transaction(async (tx) =>
      createIdentity(tx, {
        traits: { email: 'mfa@example.com' },
        role: 'admin',
        passwordHash: await hashPassword(PASSWORD),
      }),
    );
  });
  afterAll(() => t.drop());

  const settingsFlow = async (browser: TestBrowser) => browser.get('/api/kratos/self-service/settings/browser');
  const submitSettings = async (
    browser: TestBrowser,
    flow: { body: Record<string, unknown> },
    values: Record<string, unknown>,
  ) =>
    browser.post(`/api/kratos/self-service/settings?flow=${String(flow.body.id)}`, {
      ...values,
      csrf_token: csrfOf(flow.body),
    });

  it('links TOTP in settings: the secret and otpauth:// URL are shown, a wrong code is refused, the right one links', async () => {
    const browser = new TestBrowser(app);
    await browserLogin(browser, 'mfa@example.com', PASSWORD);
    const flow = await settingsFlow(browser);
    expect(flow.status).toBe(200);
    expect(flow.body.identity).toMatchObject({ traits: { email: 'mfa@example.com' } });
    const secretNode = nodeAttr(flow.body, 'totp_secret_key') as { text: { id: number; text: string } };
    expect(secretNode.text.id).toBe(1050006);
    secret = secretNode.text.text;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const qr = nodeAttr(flow.body, 'totp_qr') as { src: string; node_type: string };
    expect(qr.node_type).toBe('img');
    expect(qr.src).toMatch(/^otpauth:\/\/totp\/Mission%20Control:mfa%40example\.com\?issuer=Mission%20Control&secret=/);
    expect(qr.src).toContain(`secret=${secret}`);

    const wrong = await submitSettings(browser, flow, {
      method: 'totp',
      totp_code: '000000' === codeFor(secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(messageIds(wrong.body)).toContain(4000008);

    const linked = await submitSettings(browser, flow, { method: 'totp', totp_code: codeFor(secret) });
    expect(linked.status).toBe(200);
    expect(linked.body.state).toBe('success');
    expect(messageIds(linked.body)).toContain(1050001);
    expect(nodeAttr(linked.body, 'totp_unlink')).toMatchObject({ type: 'submit', value: 'true' });
    // Proving the new factor raised this session.
    expect((await browser.get('/api/kratos/sessions/whoami')).body.authenticator_assurance_level).toBe('aal2');
  });

  it('generates, confirms and then only reveals the use of 12 backup codes', async () => {
    const browser = new TestBrowser(app);
    await browserLogin(browser, 'mfa@example.com', PASSWORD);
    // The password alone no longer satisfies whoami or settings: the second factor is owed.
    const owed = await browser.get('/api/kratos/sessions/whoami');
    expect(owed.status).toBe(403);
    expect(owed.body).toMatchObject({ error: { id: 'session_aal2_required' } });
    expect(String(owed.body.redirect_browser_to)).toMatch(/\/api\/kratos\/self-service\/login\/browser\?aal=aal2/);
    expect((await settingsFlow(browser)).body).toMatchObject({ error: { id: 'session_aal2_required' } });

    const aal2 = await browser.get('/api/kratos/self-service/login/browser?aal=aal2');
    expect(aal2.body.requested_aal).toBe('aal2');
    expect(messageIds(aal2.body)).toContain(1010004);
    expect(nodeAttr(aal2.body, 'totp_code')).toBeDefined();
    expect(nodeAttr(aal2.body, 'password')).toBeUndefined();
    usedTotpCode = codeFor(secret, 1);
    const upgraded = await browser.post(`/api/kratos/self-service/login?flow=${String(aal2.body.id)}`, {
      method: 'totp',
      totp_code: usedTotpCode,
      csrf_token: csrfOf(aal2.body),
    });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.session).toMatchObject({
      authenticator_assurance_level: 'aal2',
      authentication_methods: [{ method: 'password' }, { method: 'totp', aal: 'aal2' }],
    });

    const flow = await settingsFlow(browser);
    // A form's button sends only its own field, with no method (as Kratos' UI does): the strategy follows from it.
    const generated = await submitSettings(browser, flow, { lookup_secret_regenerate: 'true' });
    expect(generated.status).toBe(200);
    const codesNode = nodeAttr(generated.body, 'lookup_secret_codes') as {
      text: { id: number; context: { secrets: Array<{ id: number; text: string }> } };
    };
    expect(codesNode.text.id).toBe(1050015);
    expect(codesNode.text.context.secrets.every((secret) => secret.id === 1050009)).toBe(true);
    backupCodes = codesNode.text.context.secrets.map((secret) => secret.text);
    expect(backupCodes).toHaveLength(12);
    expect(new Set(backupCodes).size).toBe(12);
    const confirmed = await submitSettings(browser, flow, { method: 'lookup_secret', lookup_secret_confirm: true });
    expect(confirmed.status).toBe(200);
    expect(nodeAttr(confirmed.body, 'lookup_secret_reveal')).toBeDefined();
    const { rows } = await t.db.query("SELECT config FROM identity_credentials WHERE type = 'lookup_secret'");
    for (const code of backupCodes) expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('signs in with a backup code once; the second use is refused (4000012)', async () => {
    const useCode = async (code: string) => {
      const browser = new TestBrowser(app);
      await browserLogin(browser, 'mfa@example.com', PASSWORD);
      const flow = await browser.get('/api/kratos/self-service/login/browser?aal=aal2');
      expect(nodeAttr(flow.body, 'lookup_secret')).toBeDefined();
      return browser.post(`/api/kratos/self-service/login?flow=${String(flow.body.id)}`, {
        method: 'lookup_secret',
        lookup_secret: code,
        csrf_token: csrfOf(flow.body),
      });
    };
    const first = await useCode(backupCodes[0]!);
    expect(first.status).toBe(200);
    expect(first.body.session).toMatchObject({ authenticator_assurance_level: 'aal2' });
    const second = await useCode(backupCodes[0]!);
    expect(second.status).toBe(400);
    expect(messageIds(second.body)).toEqual([4000012]);
    const invalid = await useCode('zzzzzzzz');
    expect(messageIds(invalid.body)).toEqual([4000016]);
  });

  it('refuses a TOTP code replayed within its window', async () => {
    const browser = new TestBrowser(app);
    await browserLogin(browser, 'mfa@example.com', PASSWORD);
    const flow = await browser.get('/api/kratos/self-service/login/browser?aal=aal2');
    const replay = await browser.post(`/api/kratos/self-service/login?flow=${String(flow.body.id)}`, {
      method: 'totp',
      totp_code: usedTotpCode,
      csrf_token: csrfOf(flow.body),
    });
    expect(replay.status).toBe(400);
    expect(messageIds(replay.body)).toEqual([4000008]);
  });

  it('aal2 login needs a session, and native clients upgrade with X-Session-Token', async () => {
    const anonymous = await new TestBrowser(app).get('/api/kratos/self-service/login/browser?aal=aal2');
    expect(anonymous.status).toBe(401);
    const native = new TestBrowser(app);
    const flow = await native.get('/api/kratos/self-service/login/api');
    const first = await native.post(`/api/kratos/self-service/login?flow=${String(flow.body.id)}`, {
      method: 'password',
      identifier: 'mfa@example.com',
      password: PASSWORD,
    });
    const token = String(first.body.session_token);
    const headers = { 'x-session-token': token };
    expect((await native.get('/api/kratos/sessions/whoami', { headers })).status).toBe(403);
    const aal2 = await native.get('/api/kratos/self-service/login/api?aal=aal2', { headers });
    const done = await native.post(
      `/api/kratos/self-service/login?flow=${String(aal2.body.id)}`,
      { method: 'lookup_secret', lookup_secret: backupCodes[1] },
      { headers },
    );
    expect(done.status).toBe(200);
    expect(done.body.session_token).toBe(token);
    expect((await native.get('/api/kratos/sessions/whoami', { headers })).body.authenticator_assurance_level).toBe(
      'aal2',
    );
  });

  it('WebAuthn: settings offers registration options for this origin and refuses an invalid authenticator answer', async () => {
    const browser = new TestBrowser(app);
    await browserLogin(browser, 'mfa@example.com', PASSWORD);
    const aal2 = await browser.get('/api/kratos/self-service/login/browser?aal=aal2');
    await browser.post(`/api/kratos/self-service/login?flow=${String(aal2.body.id)}`, {
      method: 'lookup_secret',
      lookup_secret: backupCodes[2],
      csrf_token: csrfOf(aal2.body),
    });
    const flow = await settingsFlow(browser);
    const trigger = nodeAttr(flow.body, 'webauthn_register_trigger')!;
    const options = JSON.parse(String(trigger.value)) as {
      publicKey: { rp: { id: string }; challenge: string; user: { name: string } };
    };
    expect(options.publicKey.rp.id).toBe('localhost');
    expect(options.publicKey.user.name).toBe('mfa@example.com');
    expect(options.publicKey.challenge.length).toBeGreaterThan(20);
    const refused = await submitSettings(browser, flow, {
      method: 'webauthn',
      webauthn_register_displayname: 'Fake key',
      webauthn_register: JSON.stringify({
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      }),
    });
    expect(refused.status).toBe(400);
    expect((refused.body.ui as { messages: Array<{ text: string }> }).messages[0]!.text).toBe(
      'The security key could not be registered, please try again.',
    );
    const { rows } = await t.db.query("SELECT 1 FROM identity_credentials WHERE type = 'webauthn'");
    expect(rows).toHaveLength(0);
  });

  it('unlinking TOTP needs a recent sign-in (session_refresh_required otherwise)', async () => {
    const browser = new TestBrowser(app);
    await browserLogin(browser, 'mfa@example.com', PASSWORD);
    const aal2 = await browser.get('/api/kratos/self-service/login/browser?aal=aal2');
    await browser.post(`/api/kratos/self-service/login?flow=${String(aal2.body.id)}`, {
      method: 'lookup_secret',
      lookup_secret: backupCodes[3],
      csrf_token: csrfOf(aal2.body),
    });
    const flow = await settingsFlow(browser);
    await t.db.query("UPDATE identity_sessions SET authenticated_at = now() - interval '1 hour'");
    const stale = await submitSettings(browser, flow, { method: 'totp', totp_unlink: true });
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ error: { id: 'session_refresh_required' } });
    expect(String(stale.body.redirect_browser_to)).toContain('refresh=true');
    const refresh = await browser.get('/api/kratos/self-service/login/browser?refresh=true');
    expect(messageIds(refresh.body)).toContain(1010003);
    expect(nodeAttr(refresh.body, 'identifier')).toMatchObject({ type: 'hidden', value: 'mfa@example.com' });
    const again = await browser.post(`/api/kratos/self-service/login?flow=${String(refresh.body.id)}`, {
      method: 'password',
      identifier: 'mfa@example.com',
      password: PASSWORD,
      csrf_token: csrfOf(refresh.body),
    });
    expect(again.status).toBe(200);
    const unlinked = await submitSettings(browser, flow, { totp_unlink: 'true' });
    expect(unlinked.status).toBe(200);
    expect(nodeAttr(unlinked.body, 'totp_secret_key')).toBeDefined();
  });
});
