import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { httpGuards, type GuardConfig } from '../http/guards';
import { readGuardConfig } from '../http/guards/config';

/** A small app behind the guards: what reaches a handler is what a route would see. */
function guarded(overrides: Partial<GuardConfig> = {}) {
  const app = new Hono();
  for (const guard of httpGuards({ corsOrigins: [], publicUrl: undefined, ...overrides })) app.use('*', guard);
  app.get('/api/thing', (c) => c.json({ ok: true }));
  app.post('/api/thing', async (c) => c.json({ got: (await c.req.json()) as unknown }));
  app.delete('/api/thing', (c) => c.json({ deleted: true }));
  app.get('/', (c) => c.html('<!doctype html><title>console</title>'));
  return app;
}

const json = { 'Content-Type': 'application/json' };

describe('JSON bodies only', () => {
  it('refuses a cross-site form body (text/plain) with 415 before any handler', async () => {
    const res = await guarded().request('http://localhost/api/thing', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"name":"x"}',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: 'Request bodies must be application/json (got text/plain)',
      code: 'unsupported_media_type',
    });
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('refuses %s', async (type) => {
    const res = await guarded().request('http://localhost/api/thing', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: 'a=1',
    });
    expect(res.status).toBe(415);
  });

  it('accepts application/json and +json types', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json']) {
      const res = await guarded().request('http://localhost/api/thing', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: '{"a":1}',
      });
      expect(res.status).toBe(200);
    }
  });

  it('lets a body-less POST through', async () => {
    const res = await guarded().request('http://localhost/api/thing', { method: 'DELETE' });
    expect(res.status).toBe(200);
  });
});

describe('same-origin writes for cookie sessions', () => {
  const cookie = { Cookie: 'mc_session=abc', ...json };

  it('refuses a cookie-authenticated write from another site (Sec-Fetch-Site) with 403', async () => {
    const res = await guarded().request('http://localhost/api/thing', {
      method: 'POST',
      headers: { ...cookie, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toMatch(/Cross-site POST refused/);
  });

  it('refuses by Origin when Sec-Fetch-Site is absent, including same-site and null origins', async () => {
    const cases: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'http://localhost.evil.example' },
    ];
    for (const headers of cases) {
      const res = await guarded().request('http://localhost/api/thing', {
        method: 'DELETE',
        headers: { ...cookie, ...headers },
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('accepts same-origin writes, by Sec-Fetch-Site, by Origin, and by the public URL', async () => {
    const app = guarded({ publicUrl: new URL('https://mc.example.com') });
    for (const [host, headers] of [
      ['localhost:8080', { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:8080' }],
      ['localhost:8080', { Origin: 'http://localhost:8080' }],
      ['mc.example.com', { Origin: 'https://mc.example.com' }],
      ['localhost:8080', {}],
    ] as const) {
      const res = await app.request(`http://${host}/api/thing`, {
        method: 'POST',
        headers: { ...cookie, ...headers },
        body: '{"a":1}',
      });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets token-authenticated writes through from another origin (not cookie-bound)', async () => {
    const res = await guarded().request('http://localhost/api/thing', {
      method: 'POST',
      headers: { ...json, Authorization: 'Bearer tok', Origin: 'https://portal.example' },
      body: '{}',
    });
    expect(res.status).toBe(200);
  });
});

describe('CORS for MC_CORS_ORIGINS only', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization',
    },
  });

  it('is off unless configured', async () => {
    const app = guarded();
    const res = await app.request('http://localhost/api/thing', preflight('https://portal.example'));
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await app.request('http://localhost/api/thing', { headers: { Origin: 'https://portal.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflights and requests of a listed origin, never with credentials', async () => {
    const app = guarded({ corsOrigins: ['https://portal.example'] });
    const res = await app.request('http://localhost/api/thing', preflight('https://portal.example'));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await app.request('http://localhost/api/thing', {
      headers: { Origin: 'https://portal.example', Authorization: 'Bearer t' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    const other = await app.request('http://localhost/api/thing', preflight('https://other.example'));
    expect(other.status).toBe(403);
  });

  it('reads MC_CORS_ORIGINS as origins and refuses a malformed one', () => {
    expect(readGuardConfig({ MC_CORS_ORIGINS: 'https://a.example/, https://b.example:8443' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    expect(() => readGuardConfig({ MC_CORS_ORIGINS: 'not a url' })).toThrow(/MC_CORS_ORIGINS/);
  });
});

describe('Host check against DNS rebinding', () => {
  it('refuses a foreign Host with 421', async () => {
    const res = await guarded({ boundHost: '0.0.0.0', boundPort: 8080 }).request(
      'http://attacker.example:8080/api/thing',
    );
    expect(res.status).toBe(421);
    expect(((await res.json()) as { error: string }).error).toMatch(/MC_PUBLIC_URL/);
  });

  it('accepts the public URL host, loopback names, the bound name and IP literals', async () => {
    const app = guarded({ publicUrl: new URL('https://mc.example.com'), boundHost: 'box.internal', boundPort: 8080 });
    for (const host of [
      'mc.example.com',
      'localhost:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
      'box.internal:8080',
      '10.0.0.5:8080',
    ]) {
      const res = await app.request(`http://${host}/api/thing`);
      expect(res.status, host).toBe(200);
    }
    expect((await app.request('http://mc.example.com.evil.example/api/thing')).status).toBe(421);
  });
});

describe('security headers', () => {
  it('puts CSP, nosniff and Referrer-Policy on every response, refusals included', async () => {
    const app = guarded();
    for (const res of [
      await app.request('http://localhost/'),
      await app.request('http://localhost/api/thing'),
      await app.request('http://evil.example/api/thing'),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('takes frame-ancestors from MC_FRAME_ANCESTORS for portals', async () => {
    const config = readGuardConfig({ MC_FRAME_ANCESTORS: 'https://portal.example' });
    const res = await guarded({ frameAncestors: config.frameAncestors }).request('http://localhost/');
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors https://portal.example');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(() => readGuardConfig({ MC_FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(/MC_FRAME_ANCESTORS/);
  });
});
