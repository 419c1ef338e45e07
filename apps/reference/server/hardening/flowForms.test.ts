import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createIdentity } from '../identity/identities';
import { hashPassword } from '../identity/password';
import { csrfOf } from '../identity/testClient';
import { createTestDatabase, type TestDatabase } from '../testing/databases';

const PASSWORD = 'plain-form-sign-in-2026';
const ORIGIN = 'http://localhost';

/**
 * Review S22 (functional note): a same-origin `application/x-www-form-urlencoded` POST to a
 * browser flow got 415 from the JSON-only guard, so Kratos-style HTML forms without script
 * could not sign in. Forms are now taken on the flows' submit paths only, from this origin,
 * and answered with Kratos' redirects; everything else stays JSON only.
 */
describe('S22 forms: Kratos-style HTML form posts to browser flows', () => {
  let t: TestDatabase;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    app = createApp({ db: t.db, guards: { corsOrigins: [], publicUrl: undefined } });
    const passwordHash = await hashPassword(PASSWORD);
    await t.db.transaction((tx) =>
      createIdentity(tx, {
        traits: { email: 'form@example.com', name: { first: 'Form', last: 'User' } },
        role: 'viewer',
        passwordHash,
      }),
    );
  });
  afterAll(() => t.drop());

  /** A browser flow as the sign-in page loads it: its id, its CSRF token and the cookie it is bound to. */
  async function browserFlow(returnTo?: string) {
    const query = returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : '';
    const res = await app.request(`${ORIGIN}/api/kratos/self-service/login/browser${query}`, {
      headers: { Accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const flow = (await res.json()) as { id: string };
    const cookie = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { id: flow.id, csrf: csrfOf(flow), cookie };
  }

  function submit(flow: { id: string; csrf: string; cookie: string }, fields: Record<string, string>, headers = {}) {
    return app.request(`${ORIGIN}/api/kratos/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Cookie: flow.cookie,
        Origin: ORIGIN,
        'Sec-Fetch-Site': 'same-origin',
        ...headers,
      },
      body: new URLSearchParams({ csrf_token: flow.csrf, ...fields }).toString(),
      redirect: 'manual',
    });
  }

  it('S22 forms: a same-origin form signs in and is sent to return_to with a session cookie', async () => {
    const flow = await browserFlow('/health');
    const res = await submit(flow, { method: 'password', identifier: 'form@example.com', password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/health`);
    expect(res.headers.getSetCookie().some((line) => /^mc_session=[^;]+;.*HttpOnly/i.test(line))).toBe(true);
  });

  it('S22 forms: a wrong password sends the form back to the sign-in page with the flow (and its message)', async () => {
    const flow = await browserFlow();
    const res = await submit(flow, { method: 'password', identifier: 'form@example.com', password: 'not-the-one-1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/login?flow=${flow.id}`);
    const again = await app.request(`${ORIGIN}/api/kratos/self-service/login/flows?id=${flow.id}`, {
      headers: { Accept: 'application/json', Cookie: flow.cookie },
    });
    expect(JSON.stringify(await again.json())).toContain('credentials are invalid');
  });

  it('S22 forms: the CSRF token still binds the form to its cookie', async () => {
    const flow = await browserFlow();
    const res = await submit(
      { ...flow, csrf: 'forged-token-forged-token-forged' },
      { method: 'password', identifier: 'form@example.com', password: PASSWORD },
    );
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.headers.getSetCookie().some((line) => line.startsWith('mc_session='))).toBe(false);
  });

  it('S22 forms: a cross-site form is 403, a form saying nothing of its origin or to any other path is 415', async () => {
    const flow = await browserFlow();
    const fields = { method: 'password', identifier: 'form@example.com', password: PASSWORD };
    const crossSite = await submit(flow, fields, { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const anonymous = await app.request(`${ORIGIN}/api/kratos/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: flow.cookie },
      body: new URLSearchParams({ csrf_token: flow.csrf, ...fields }).toString(),
    });
    expect(anonymous.status).toBe(415);
    const elsewhere = await app.request(`${ORIGIN}/api/db/properties`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      body: 'name=x&value=y',
    });
    expect(elsewhere.status).toBe(415);
  });
});
