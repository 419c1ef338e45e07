import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { httpGuards } from '.';

/** The guards in front of a body-less write (Run Now is one): what gets through reaches the handler. */
function guarded() {
  const app = new Hono();
  for (const guard of httpGuards({ corsOrigins: [], publicUrl: undefined })) app.use('*', guard);
  app.post('/api/canary/run/check/:id', (c) => c.json({ ran: c.req.param('id') }));
  return app;
}

const crossSite = { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://evil.example' };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function runNow(headers: Record<string, string>) {
  return guarded().request('http://localhost/api/canary/run/check/c1', { method: 'POST', headers });
}

describe('S19: the same-origin guard is skipped only for credentials that authenticate', () => {
  it('S19: a cross-site Run Now with the session cookie and a cached Basic header is refused', async () => {
    // The review's probe: Basic user:pass is not an access token, so the cookie authenticates.
    const res = await runNow({ Cookie: 'mc_session=editor', ...crossSite, Authorization: basic('user', 'pass') });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/^Cross-site POST refused/), code: 'forbidden' });
  });

  it('S19: X-Session-Token beside the cookie does not skip the check (the cookie wins)', async () => {
    const res = await runNow({ Cookie: 'mc_session=editor', ...crossSite, 'X-Session-Token': 'anything' });
    expect(res.status).toBe(403);
  });

  it('S19: an unknown Authorization scheme with the cookie is refused', async () => {
    const res = await runNow({ Cookie: 'mc_session=editor', ...crossSite, Authorization: 'Negotiate abc' });
    expect(res.status).toBe(403);
  });

  it('tokens that authenticate still pass: Bearer, Basic with user token, X-Session-Token without cookie', async () => {
    for (const headers of [
      { ...crossSite, Authorization: 'Bearer abc.def' },
      { ...crossSite, Authorization: basic('token', 'abc.def') },
      { ...crossSite, Authorization: basic('TOKEN', 'abc.def'), Cookie: 'mc_session=editor' },
      { ...crossSite, 'X-Session-Token': 'abc' },
    ]) {
      const res = await runNow(headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });
});
