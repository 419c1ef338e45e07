import { describe, expect, it, vi } from 'vitest';
import { createReferenceOrganizations, isHostedMode } from './hosted';

type Answer = { status: number; body: unknown };

function fakeServer(answers: Record<string, Answer | (() => Answer)>) {
  const calls: Array<{ method: string; url: string; body?: string }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init?.body as string | undefined });
    const answer = answers[`${method} ${url}`];
    const { status, body } = typeof answer === 'function' ? answer() : (answer ?? { status: 404, body: {} });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const acme = { id: 'o1', name: 'Acme', metadata: { backend_url: '/api', direct: true, provisioning: false } };

describe('the reference organizations adapter', () => {
  it('reads the hosted setting from the app shell', () => {
    const doc = document.implementation.createHTMLDocument('x');
    expect(isHostedMode(doc)).toBe(false);
    doc.head.insertAdjacentHTML('beforeend', '<meta name="mc-hosted" content="1">');
    expect(isHostedMode(doc)).toBe(true);
  });

  it('lists, reads the selection with one request, selects and creates', async () => {
    const server = fakeServer({
      'GET /api/hosted/organizations': { status: 200, body: { organizations: [acme], selected: 'o1' } },
      'POST /api/hosted/organizations/o1/select': { status: 200, body: { selected: 'o1' } },
      'POST /api/hosted/organizations': { status: 201, body: { ...acme, id: 'o2', name: 'Beta' } },
    });
    const orgs = createReferenceOrganizations({ onUnauthorized: vi.fn(), fetch: server.fetch });
    const [list, selected] = await Promise.all([orgs.list(), orgs.selected()]);
    expect(list).toEqual([acme]);
    expect(selected).toBe('o1');
    expect(server.calls).toHaveLength(1);
    await orgs.select('o1');
    expect((await orgs.create('Beta')).name).toBe('Beta');
    expect(server.calls.slice(1)).toEqual([
      { method: 'POST', url: '/api/hosted/organizations/o1/select', body: undefined },
      { method: 'POST', url: '/api/hosted/organizations', body: '{"name":"Beta"}' },
    ]);
  });

  it('fetches a bearer token once and again shortly before it expires', async () => {
    let n = 0;
    const server = fakeServer({
      'POST /api/hosted/token': () => ({
        status: 200,
        body: { token: `tok-${++n}`, expires_at: new Date(Date.now() + (n === 1 ? 3_600_000 : 30_000)).toISOString() },
      }),
    });
    const orgs = createReferenceOrganizations({ onUnauthorized: vi.fn(), fetch: server.fetch });
    const [a, b] = await Promise.all([orgs.getToken(), orgs.getToken()]);
    expect([a, b]).toEqual(['tok-1', 'tok-1']);
    expect(await orgs.getToken()).toBe('tok-1');
    expect(server.calls).toHaveLength(1);
    // Pretend an hour went by: the next call asks again.
    vi.useFakeTimers({ now: Date.now() + 3_590_000 });
    try {
      expect(await orgs.getToken()).toBe('tok-2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the server’s message and sends a lost session to sign in', async () => {
    const onUnauthorized = vi.fn();
    const server = fakeServer({
      'POST /api/hosted/organizations': { status: 409, body: { error: 'conflict', message: 'at most 20' } },
      'GET /api/hosted/organizations': { status: 401, body: { error: 'unauthorized' } },
    });
    const orgs = createReferenceOrganizations({ onUnauthorized, fetch: server.fetch });
    await expect(orgs.create('Too many')).rejects.toThrow('at most 20');
    await expect(orgs.list()).rejects.toThrow('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
