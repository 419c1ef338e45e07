import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createCourier } from './courier';
import { createIdentity } from './identities';
import { hashPassword } from './password';
import { backoffSeconds } from './ratelimit';
import { browserLogin, csrfOf, identityTestApp, TestBrowser } from './testClient';

/** Probes of the security review at 975ab58 (S10, S17, S22) against the identity service's limits. */
const PASSWORD = 'correct horse battery staple';

/** The app as seen from one client address (the limits key on the socket's address). */
function from(app: ReturnType<typeof identityTestApp>, address: string) {
  return {
    request: (input: string, init?: RequestInit) =>
      app.request(input, init, { incoming: { socket: { remoteAddress: address } } }),
  };
}

describe.each(testDatabaseKinds)('identity review 975ab58: rate limits (%s)', (kind) => {
  let t: TestDatabase;
  let app: ReturnType<typeof identityTestApp>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    app = identityTestApp(t.db, createCourier(t.db, { log: () => undefined }));
    const passwordHash = await hashPassword(PASSWORD);
    for (const email of ['owner@example.com', 'taken@example.com']) {
      await t.db.transaction((tx) => createIdentity(tx, { traits: { email }, role: 'admin', passwordHash }));
    }
  });
  afterAll(() => t.drop());
  afterEach(() => {
    delete process.env.MC_REGISTRATION;
  });

  it('S10: a stranger failing sign-ins can not lock the owner out, and the limits outlive a restart', async () => {
    const owner = new TestBrowser(from(app, '10.0.0.1'));
    expect((await browserLogin(owner, 'owner@example.com', PASSWORD)).status).toBe(200);
    const device = owner.cookies.get('mc_device');
    expect(device).toMatch(/^[\w-]{40,}$/);
    owner.cookies.delete('mc_session');

    // The review's probe: eleven wrong passwords, from one address and then from a few more.
    const stranger = new TestBrowser(from(app, '10.6.6.6'));
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      statuses.push((await browserLogin(stranger, 'owner@example.com', `wrong-pass-${i}`)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    for (const address of ['10.6.6.7', '10.6.6.8', '10.6.6.9']) {
      await browserLogin(new TestBrowser(from(app, address)), 'OWNER@example.com', 'x');
      await browserLogin(new TestBrowser(from(app, address)), ' owner@example.com', 'wrong again');
    }
    // Past the free budget an unknown browser waits (a back-off with Retry-After), it is not locked for 15 minutes.
    const elsewhere = await browserLogin(new TestBrowser(from(app, '10.0.0.2')), 'owner@example.com', PASSWORD);
    expect(elsewhere.status).toBe(429);
    const retryAfter = Number(elsewhere.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThan(15 * 60);

    // The owner's known device with the right password always gets through.
    const signedIn = await browserLogin(owner, 'owner@example.com', PASSWORD);
    expect(signedIn.status).toBe(200);

    // A restarted server (a new limiter on the same database) still refuses the stranger's address.
    const restarted = identityTestApp(t.db, createCourier(t.db, { log: () => undefined }));
    const again = await browserLogin(new TestBrowser(from(restarted, '10.6.6.6')), 'owner@example.com', 'wrong-12');
    expect(again.status).toBe(429);
  });

  it('S10: the device cookie is HttpOnly and SameSite, and the back-off grows up to a cap', async () => {
    const browser = new TestBrowser(from(app, '10.0.1.1'));
    const flow = await browser.get('/api/kratos/self-service/login/browser');
    const answer = await app.request(
      `http://localhost/api/kratos/self-service/login?flow=${String(flow.body.id)}`,
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: JSON.stringify({
          method: 'password',
          identifier: 'taken@example.com',
          password: PASSWORD,
          csrf_token: csrfOf(flow.body),
        }),
      },
      { incoming: { socket: { remoteAddress: '10.0.1.1' } } },
    );
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('mc_device='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect([10, 11, 12, 13, 20, 100].map(backoffSeconds)).toEqual([0, 1, 2, 4, 300, 300]);
  });

  it('S17: registration is rate-limited per address', async () => {
    process.env.MC_REGISTRATION = 'open';
    const browser = new TestBrowser(from(app, '10.0.2.1'));
    const flow = await browser.get('/api/kratos/self-service/registration/browser');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await browser.post(`/api/kratos/self-service/registration?flow=${String(flow.body.id)}`, {
        method: 'password',
        traits: { email: 'taken@example.com' },
        password: 'long enough password',
        csrf_token: csrfOf(flow.body),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });

  it('S22: one address can not create unbounded flow and error rows', async () => {
    const count = async (table: string) =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    const flowsBefore = await count('selfservice_flows');
    const errorsBefore = await count('selfservice_errors');
    const client = new TestBrowser(from(app, '10.0.3.1'));
    let last = 0;
    for (let i = 0; i < 201; i++) last = (await client.get('/api/kratos/self-service/login/api')).status;
    expect(last).toBe(429);
    expect((await count('selfservice_flows')) - flowsBefore).toBe(200);
    const browser = new TestBrowser(from(app, '10.0.3.1'));
    const missing = await browser.get('/api/kratos/self-service/login/flows?id=00000000-0000-0000-0000-000000000000', {
      accept: 'text/html',
    });
    expect(missing.status).toBe(404);
    expect(await count('selfservice_errors')).toBe(errorsBefore);
  });
});
