import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import { ApiError } from './errors';

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

const check = {
  id: 'c1',
  canary_id: 'k1',
  name: 'api-health',
  type: 'http',
  status: 'healthy',
  uptime: { passed: 10, failed: 1 },
  latency: { p95: 12, p99: 30, rolling1h: 0 },
};

describe('createClient().canary.summary', () => {
  it('requests the proxied summary path and parses the checks', async () => {
    const fetch = vi.fn(async () => jsonResponse({ checks_summary: [check] }));
    const client = createClient({ fetch });
    const result = await client.canary.summary();
    expect(fetch).toHaveBeenCalledWith('/api/canary/api/summary', expect.objectContaining({ method: 'GET' }));
    expect(result.checks_summary.map((c) => c.name)).toEqual(['api-health']);
  });

  it('treats an omitted checks_summary as no checks', async () => {
    const client = createClient({ fetch: async () => jsonResponse({ runnerName: 'local' }) });
    await expect(client.canary.summary()).resolves.toMatchObject({ checks_summary: [] });
  });

  it('resolves base address and token per request in direct mode', async () => {
    let base = 'https://a.example';
    let token = 't1';
    const fetch = vi.fn(async () => jsonResponse({ checks_summary: [] }));
    const client = createClient({ fetch, mode: 'direct', getBaseUrl: () => base, getToken: () => token });
    await client.canary.summary();
    base = 'https://b.example/';
    token = 't2';
    await client.canary.summary();
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual([
      'https://a.example/canary/api/summary',
      'https://b.example/canary/api/summary',
    ]);
    expect(calls.map(([, init]) => (init.headers as Record<string, string>).Authorization)).toEqual([
      'Bearer t1',
      'Bearer t2',
    ]);
  });

  it('names the field when the response does not match the schema', async () => {
    const client = createClient({
      fetch: async () => jsonResponse({ checks_summary: [{ ...check, uptime: { passed: 'ten', failed: 0 } }] }),
    });
    const error = await client.canary.summary().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'schema', field: 'checks_summary.0.uptime.passed' });
  });

  it('maps a failed fetch to the spec network message', async () => {
    const client = createClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.canary.summary()).rejects.toMatchObject({
      kind: 'network',
      message: 'Network Error. Please try again.',
    });
  });

  it('calls onUnauthorized on 401 and uses the response error text', async () => {
    const onUnauthorized = vi.fn();
    const client = createClient({
      fetch: async () => jsonResponse({ error: 'Not logged in' }, { status: 401 }),
      onUnauthorized,
    });
    await expect(client.canary.summary()).rejects.toMatchObject({ kind: 'unauthorized', message: 'Not logged in' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
