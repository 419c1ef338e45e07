import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink';
import { createCourier, type Courier } from './courier';
import { createIdentity, rolesOf } from './identities';
import { hashPassword } from './password';
import { browserLogin, csrfOf, identityTestApp, messageIds, nodeAttr, TestBrowser } from './testClient';

describe.each(testDatabaseKinds)('identity: recovery, verification, registration (%s)', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink;
  let courier: Courier;
  let app: ReturnType<typeof identityTestApp>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    sink = await startSmtpSink();
    courier = createCourier(t.db, { smtpUrl: sink.url });
    app = identityTestApp(t.db, courier);
    await t.db.transaction(async (tx) =>
      createIdentity(tx, {
        traits: { email: 'forgetful@example.com' },
        role: 'editor',
        passwordHash: await hashPassword('the old password'),
      }),
    );
  });
  afterAll(async () => {
    courier.close();
    await sink.close();
    await t.drop();
  });
  afterEach(() => {
    delete process.env.MC_REGISTRATION;
  });

  it('recovers a forgotten password with the code emailed over SMTP, landing in settings', async () => {
    const other = new TestBrowser(app);
    await browserLogin(other, 'forgetful@example.com', 'the old password');
    const browser = new TestBrowser(app);
    const flow = await browser.get('/api/kratos/self-service/recovery/browser');
    expect(flow.body).toMatchObject({ state: 'choose_method', active: 'code' });
    expect(nodeAttr(flow.body, 'email')).toMatchObject({ type: 'email', required: true });
    const before = sink.messages.length;
    const sent = await browser.post(`/api/kratos/self-service/recovery?flow=${String(flow.body.id)}`, {
      method: 'code',
      email: 'Forgetful@example.com',
      csrf_token: csrfOf(flow.body),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.state).toBe('sent_email');
    expect(messageIds(sent.body)).toContain(1060003);
    const code = await sink.codeFor('forgetful@example.com', { after: before });
    const mail = sink.messages[sink.messages.length - 1]!;
    expect(mail.subject).toBe('Recover access to your account');
    await courier.idle?.(); // sending is in the background; the row says 'sent' once the server took it
    const { rows } = await t.db.query<{ status: string; template_type: string }>(
      "SELECT status, template_type FROM courier_messages WHERE recipient = 'forgetful@example.com'",
    );
    expect(rows).toEqual([{ status: 'sent', template_type: 'recovery_code_valid' }]);

    const wrong = await browser.post(`/api/kratos/self-service/recovery?flow=${String(flow.body.id)}`, {
      method: 'code',
      code: code === '000000' ? '000001' : '000000',
      csrf_token: csrfOf(flow.body),
    });
    expect(wrong.status).toBe(400);
    expect(messageIds(wrong.body)).toEqual([4060006]);

    const done = await browser.post(`/api/kratos/self-service/recovery?flow=${String(flow.body.id)}`, {
      method: 'code',
      code,
      csrf_token: csrfOf(flow.body),
    });
    expect(done.status).toBe(422);
    expect(done.body).toMatchObject({ error: { id: 'browser_location_change_required', code: 422 } });
    const settingsUrl = new URL(String(done.body.redirect_browser_to));
    expect(settingsUrl.pathname).toBe('/profile-settings');
    // The old sessions end; the recovering browser is signed in.
    expect((await other.get('/api/kratos/sessions/whoami')).status).toBe(401);
    const settings = await browser.get(
      `/api/kratos/self-service/settings/flows?id=${settingsUrl.searchParams.get('flow')!}`,
    );
    expect(settings.status).toBe(200);
    expect(messageIds(settings.body)).toContain(1060001);
    const saved = await browser.post(`/api/kratos/self-service/settings?flow=${String(settings.body.id)}`, {
      method: 'password',
      password: 'forgetful@example.com',
      csrf_token: csrfOf(settings.body),
    });
    expect(saved.status).toBe(400);
    expect(messageIds(saved.body)).toEqual([4000005]);
    const ok = await browser.post(`/api/kratos/self-service/settings?flow=${String(settings.body.id)}`, {
      method: 'password',
      password: 'a brand new password',
      csrf_token: csrfOf(settings.body),
    });
    expect(ok.status).toBe(200);
    expect(messageIds(ok.body)).toContain(1050001);
    expect((await browserLogin(new TestBrowser(app), 'forgetful@example.com', 'a brand new password')).status).toBe(
      200,
    );
    expect((await browserLogin(new TestBrowser(app), 'forgetful@example.com', 'the old password')).status).toBe(400);

    // A code works once.
    const reuse = await browser.post(`/api/kratos/self-service/recovery?flow=${String(flow.body.id)}`, {
      method: 'code',
      code,
      csrf_token: csrfOf(flow.body),
    });
    expect(reuse.status).toBe(400);
  });

  it('Resend code (the address button alone, as a form sends it) emails a new code, even with a code typed', async () => {
    await t.db.transaction(async (tx) =>
      createIdentity(tx, { traits: { email: 'resend@example.com' }, role: 'viewer' }),
    );
    const browser = new TestBrowser(app);
    const flow = await browser.get('/api/kratos/self-service/recovery/browser');
    const url = `/api/kratos/self-service/recovery?flow=${String(flow.body.id)}`;
    const csrf_token = csrfOf(flow.body);
    const first = sink.messages.length;
    expect((await browser.post(url, { method: 'code', email: 'resend@example.com', csrf_token })).status).toBe(200);
    const code = await sink.codeFor('resend@example.com', { after: first });
    const again = sink.messages.length;
    // The code field is sent (required, maybe already filled), the pressed button names the address, no method.
    const resent = await browser.post(url, { code: '123', email: 'resend@example.com', csrf_token });
    expect(resent.status).toBe(200);
    expect(resent.body.state).toBe('sent_email');
    expect(messageIds(resent.body)).toEqual([1060003]);
    const second = await sink.codeFor('resend@example.com', { after: again });
    expect(second).toMatch(/^\d{6}$/);
    // The newest code recovers the account.
    const done = await browser.post(url, { method: 'code', code: second, csrf_token });
    expect(done.status, JSON.stringify(done.body)).toBe(422);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const browser = new TestBrowser(app);
    const flow = await browser.get('/api/kratos/self-service/recovery/browser');
    const before = sink.messages.length;
    const sent = await browser.post(`/api/kratos/self-service/recovery?flow=${String(flow.body.id)}`, {
      method: 'code',
      email: 'stranger@example.com',
      csrf_token: csrfOf(flow.body),
    });
    expect(sent.status).toBe(200);
    expect(messageIds(sent.body)).toContain(1060003);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.messages.length).toBe(before);
  });

  it('burns a recovery code after 5 wrong guesses', async () => {
    const browser = new TestBrowser(app);
    const flow = await browser.get('/api/kratos/self-service/recovery/browser');
    const before = sink.messages.length;
    const url = `/api/kratos/self-service/recovery?flow=${String(flow.body.id)}`;
    await browser.post(url, { method: 'code', email: 'forgetful@example.com', csrf_token: csrfOf(flow.body) });
    const code = await sink.codeFor('forgetful@example.com', { after: before });
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await browser.post(url, { method: 'code', code: wrong, csrf_token: csrfOf(flow.body) });
    const late = await browser.post(url, { method: 'code', code, csrf_token: csrfOf(flow.body) });
    expect(late.status).toBe(400);
    expect(messageIds(late.body)).toEqual([4060006]);
  });

  it('registration is closed by default with a clear message', async () => {
    const browser = new TestBrowser(app);
    const closed = await browser.get('/api/kratos/self-service/registration/browser');
    expect(closed.status).toBe(403);
    expect(closed.body).toMatchObject({ error: { code: 403, message: 'Registration is disabled' } });
    const api = await browser.get('/api/kratos/self-service/registration/api');
    expect(api.body).toMatchObject({ error: { message: 'Registration is disabled' } });
    const page = await browser.get('/api/kratos/self-service/registration/browser', { accept: 'text/html' });
    expect(page.status).toBe(303);
    const errorId = new URL(String(page.headers.get('location'))).searchParams.get('id');
    const error = await browser.get(`/api/kratos/self-service/errors?id=${errorId}`);
    expect(error.body).toMatchObject({ id: errorId, error: { code: 403, message: 'Registration is disabled' } });
  });

  it('MC_REGISTRATION=open: registers a viewer, signs in, and emails a verification code that verifies the address', async () => {
    process.env.MC_REGISTRATION = 'open';
    const browser = new TestBrowser(app);
    const flow = await browser.get('/api/kratos/self-service/registration/browser');
    expect(flow.status).toBe(200);
    expect(nodeAttr(flow.body, 'traits.email')).toMatchObject({ type: 'email', required: true });
    const url = `/api/kratos/self-service/registration?flow=${String(flow.body.id)}`;
    const weak = await browser.post(url, {
      method: 'password',
      traits: { email: 'newbie@example.com', name: { first: 'New', last: 'Bie' } },
      password: 'newbie@example.com1',
      csrf_token: csrfOf(flow.body),
    });
    expect(weak.status).toBe(400);
    expect(messageIds(weak.body)).toEqual([4000005]);
    expect(nodeAttr(weak.body, 'traits.email')?.value).toBe('newbie@example.com');
    const bad = await browser.post(url, {
      method: 'password',
      traits: { email: 'not an email' },
      password: 'long enough password',
      csrf_token: csrfOf(flow.body),
    });
    expect(messageIds(bad.body)).toEqual([4000001]);
    const duplicate = await browser.post(url, {
      method: 'password',
      traits: { email: 'FORGETFUL@example.com' },
      password: 'long enough password',
      csrf_token: csrfOf(flow.body),
    });
    expect(messageIds(duplicate.body)).toEqual([4000007]);

    const before = sink.messages.length;
    const done = await browser.post(url, {
      method: 'password',
      traits: { email: 'newbie@example.com', name: { first: 'New', last: 'Bie' } },
      password: 'long enough password',
      csrf_token: csrfOf(flow.body),
    });
    expect(done.status).toBe(200);
    const identity = done.body.identity as { id: string; verifiable_addresses: Array<{ verified: boolean }> };
    expect(identity.verifiable_addresses[0]!.verified).toBe(false);
    expect(await rolesOf(t.db, identity.id)).toEqual(['viewer']);
    expect((await browser.get('/api/kratos/sessions/whoami')).status).toBe(200);
    const next = (done.body.continue_with as Array<{ action: string; flow: { id: string } }>)[0]!;
    expect(next.action).toBe('show_verification_ui');

    const code = await sink.codeFor('newbie@example.com', { after: before });
    const verification = await browser.get(`/api/kratos/self-service/verification/flows?id=${next.flow.id}`);
    expect(verification.body.state).toBe('sent_email');
    const verified = await browser.post(`/api/kratos/self-service/verification?flow=${next.flow.id}`, {
      method: 'code',
      code,
      csrf_token: csrfOf(verification.body),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.state).toBe('passed_challenge');
    expect(messageIds(verified.body)).toEqual([1080002]);
    const whoami = await browser.get('/api/kratos/sessions/whoami');
    expect(
      (whoami.body.identity as { verifiable_addresses: Array<{ verified: boolean }> }).verifiable_addresses[0]!
        .verified,
    ).toBe(true);
  });
});
