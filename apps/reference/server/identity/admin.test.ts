import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink';
import { ADMIN_ID, bootstrapIdentities, DEMO_ROLES } from './bootstrap';
import { createCourier, type Courier } from './courier';
import { createIdentity, rolesOf } from './identities';
import { inviteUser, InviteError } from './invite';
import { hashPassword } from './password';
import { browserLogin, csrfOf, identityTestApp, TestBrowser } from './testClient';

const ADMIN_PASSWORD = 'an admin passphrase 42';

describe.each(testDatabaseKinds)('identity: first start, admin API, invitations (%s)', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink;
  let courier: Courier;
  let app: ReturnType<typeof identityTestApp>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    sink = await startSmtpSink();
    courier = createCourier(t.db, { smtpUrl: sink.url });
    app = identityTestApp(t.db, courier);
  });
  afterAll(async () => {
    courier.close();
    await sink.close();
    await t.drop();
  });
  afterEach(() => {
    delete process.env.MC_ADMIN_EMAIL;
    delete process.env.MC_ADMIN_PASSWORD;
  });

  it('first start: a random admin password once, the seeded admin person keeps its id and role, demo people per role', async () => {
    const first = await bootstrapIdentities(t.db, { demo: true });
    expect(first.adminEmail).toBe('admin@example.com');
    expect(first.generatedPassword).toMatch(/^[\w-]{24}$/);
    expect(first.demoPeople).toBe(DEMO_ROLES.length);
    const again = await bootstrapIdentities(t.db, { demo: true });
    expect(again.generatedPassword).toBeUndefined();
    expect(again.demoPeople).toBe(0);
    const login = await browserLogin(new TestBrowser(app), 'admin@example.com', first.generatedPassword!);
    expect(login.status).toBe(200);
    expect((login.body.session as { identity: { id: string } }).identity.id).toBe(ADMIN_ID);
    expect(await rolesOf(t.db, ADMIN_ID)).toEqual(['admin']);
    for (const role of DEMO_ROLES) {
      const { rows } = await t.db.query<{ roles: string[] }>('SELECT roles FROM people_roles WHERE email = $1', [
        `${role}@example.com`,
      ]);
      expect(rows[0]?.roles).toEqual([role]);
      // Without a password nobody can sign in as them until invited or given one.
      expect((await browserLogin(new TestBrowser(app), `${role}@example.com`, 'anything at all')).status).toBe(400);
    }
  });

  it('MC_ADMIN_EMAIL and MC_ADMIN_PASSWORD move the admin to another address with that password', async () => {
    process.env.MC_ADMIN_EMAIL = 'Root@Example.org';
    process.env.MC_ADMIN_PASSWORD = ADMIN_PASSWORD;
    const result = await bootstrapIdentities(t.db, { demo: false });
    expect(result.adminEmail).toBe('root@example.org');
    expect(result.generatedPassword).toBeUndefined();
    const { rows } = await t.db.query<{ email: string }>('SELECT email FROM people WHERE id = $1', [ADMIN_ID]);
    expect(rows[0]!.email).toBe('root@example.org');
    expect((await browserLogin(new TestBrowser(app), 'root@example.org', ADMIN_PASSWORD)).status).toBe(200);
    expect((await browserLogin(new TestBrowser(app), 'admin@example.com', ADMIN_PASSWORD)).status).toBe(400);
    process.env.MC_ADMIN_PASSWORD = 'short';
    await expect(bootstrapIdentities(t.db, { demo: false })).rejects.toThrow(/MC_ADMIN_PASSWORD can not be used/);
  });

  it('admin identities API: admins create (with a password), list, get, patch, put and delete; others get 403', async () => {
    const admin = new TestBrowser(app);
    expect((await browserLogin(admin, 'root@example.org', ADMIN_PASSWORD)).status).toBe(200);
    const created = await admin.post('/api/kratos/admin/identities', {
      schema_id: 'default',
      traits: { email: 'New.Person@example.com', name: { first: 'New', last: 'Person' } },
      credentials: { password: { config: { password: 'a fine password 1' } } },
      metadata_admin: { role: 'responder' },
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    expect(created.body).toMatchObject({ state: 'active', traits: { email: 'new.person@example.com' } });
    expect(created.body.credentials).toMatchObject({
      password: { type: 'password', identifiers: ['new.person@example.com'] },
    });
    expect(JSON.stringify(created.body)).not.toMatch(/argon2|hashed_password|a fine password/);
    expect(await rolesOf(t.db, id)).toEqual(['responder']);

    const duplicate = await admin.post('/api/kratos/admin/identities', { traits: { email: 'new.person@example.com' } });
    expect(duplicate.status).toBe(409);
    const bad = await admin.post('/api/kratos/admin/identities', { traits: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);

    const list = await admin.get<Array<{ id: string }>>('/api/kratos/admin/identities');
    expect(list.body.map((i) => i.id)).toContain(id);
    expect((await admin.get(`/api/kratos/admin/identities/${id}`)).body.id).toBe(id);

    const member = new TestBrowser(app);
    expect((await browserLogin(member, 'new.person@example.com', 'a fine password 1')).status).toBe(200);
    expect((await member.get('/api/kratos/admin/identities')).status).toBe(403);
    expect((await member.call('DELETE', `/api/kratos/admin/identities/${ADMIN_ID}`)).status).toBe(403);
    expect((await new TestBrowser(app).get('/api/kratos/admin/identities')).status).toBe(401);

    const patched = await admin.call('PATCH', `/api/kratos/admin/identities/${id}`, {
      json: [{ op: 'replace', path: '/traits/name/first', value: 'Renamed' }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.traits).toMatchObject({ name: { first: 'Renamed', last: 'Person' } });
    const { rows: people } = await t.db.query<{ name: string }>('SELECT name FROM people WHERE id = $1', [id]);
    expect(people[0]!.name).toBe('Renamed Person');

    const deactivated = await admin.call('PUT', `/api/kratos/admin/identities/${id}`, {
      json: {
        traits: { email: 'new.person@example.com', name: { first: 'Renamed', last: 'Person' } },
        state: 'inactive',
      },
    });
    expect(deactivated.body.state).toBe('inactive');
    expect((await member.get('/api/kratos/sessions/whoami')).status).toBe(401);

    expect((await admin.call('DELETE', `/api/kratos/admin/identities/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/kratos/admin/identities/${id}`)).status).toBe(404);
    const { rows: gone } = await t.db.query<{ deleted_at: Date | null }>(
      'SELECT deleted_at FROM people WHERE id = $1',
      [id],
    );
    expect(gone[0]!.deleted_at).not.toBeNull();
    expect((await admin.call('DELETE', `/api/kratos/admin/identities/${ADMIN_ID}`)).status).toBe(400);
  });

  it('inviteUser creates the person with the role and emails a recovery code that sets the password', async () => {
    const before = sink.messages.length;
    const { id } = await inviteUser(t.db, courier, {
      firstName: 'Ivy',
      lastName: 'Invited',
      email: 'ivy@example.com',
      role: 'commander',
      invitedBy: ADMIN_ID,
      requestUrl: 'http://localhost/api/auth/invite_user',
    });
    expect(await rolesOf(t.db, id)).toEqual(['commander']);
    const mail = await sink.waitFor((m) => sink.messages.indexOf(m) >= before && m.to.includes('ivy@example.com'));
    expect(mail.subject).toBe('You have been invited to Mission Control');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const flowId = /recovery\?flow=([0-9a-f-]{36})/.exec(mail.text)![1]!;
    const browser = new TestBrowser(app);
    const flow = await browser.get(`/api/kratos/self-service/recovery/flows?id=${flowId}`);
    expect(flow.body.state).toBe('sent_email');
    const redeemed = await browser.post(`/api/kratos/self-service/recovery?flow=${flowId}`, {
      method: 'code',
      code,
      csrf_token: csrfOf(flow.body),
    });
    expect(redeemed.status).toBe(422);
    const settingsUrl = String(redeemed.body.redirect_browser_to);
    const settingsId = new URL(settingsUrl).searchParams.get('flow')!;
    const settings = await browser.get(`/api/kratos/self-service/settings/flows?id=${settingsId}`);
    const saved = await browser.post(`/api/kratos/self-service/settings?flow=${settingsId}`, {
      method: 'password',
      password: 'ivy picks a password',
      csrf_token: csrfOf(settings.body),
    });
    expect(saved.status).toBe(200);
    expect((await browserLogin(new TestBrowser(app), 'ivy@example.com', 'ivy picks a password')).status).toBe(200);

    await expect(
      inviteUser(t.db, courier, {
        firstName: 'I',
        lastName: 'V',
        email: 'ivy@example.com',
        role: 'viewer',
        invitedBy: ADMIN_ID,
      }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      inviteUser(t.db, courier, {
        firstName: 'X',
        lastName: 'Y',
        email: 'x@example.com',
        role: 'owner',
        invitedBy: ADMIN_ID,
      }),
    ).rejects.toBeInstanceOf(InviteError);
  });

  it('identities created directly (tests, imports) can sign in', async () => {
    await t.db.transaction(async (tx) =>
      createIdentity(tx, {
        traits: { email: 'direct@example.com' },
        role: 'viewer',
        passwordHash: await hashPassword('direct password'),
      }),
    );
    expect((await browserLogin(new TestBrowser(app), 'direct@example.com', 'direct password')).status).toBe(200);
  });
});
