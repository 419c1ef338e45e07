import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, ERROR_MESSAGES, kindForStatus, messageFromBody } from './errors';
import * as mini from 'zod/mini';
import { createTransport, encodeQuery, firstIssuePath, parseWith } from './transport';
import { fakeFetch, json } from './test/fakeFetch';

const anything = z.unknown();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('messageFromBody', () => {
  it.each([
    [{ error: 'check (x) was not found' }, 'check (x) was not found'],
    [{ error: 'Check x is read-only', message: 'm' }, 'Check x is read-only'],
    [{ error: 'forbidden', message: 'editors cannot write permissions' }, 'editors cannot write permissions'],
    [{ error: 'forbidden' }, 'forbidden'],
    [{ message: 'm' }, 'm'],
    [{ error: '', message: 'm' }, 'm'],
    [{ error: '   ', message: '' }, ERROR_MESSAGES.generic],
    [{ error: { nested: true } }, ERROR_MESSAGES.generic],
    [
      { error: { id: 'self_service_flow_expired', reason: 'The flow expired 1m ago.', message: 'flow expired' } },
      'The flow expired 1m ago.',
    ],
    [{ error: { code: 403, message: 'The request was denied' } }, 'The request was denied'],
    [{ error: { reason: 7, message: '' }, message: 'outer' }, 'outer'],
    [{ code: 'PGRST100', message: 'failed to parse filter', details: null, hint: null }, 'failed to parse filter'],
    ['unauthorized. Access Denied', 'unauthorized. Access Denied'],
    ['x'.repeat(600), ERROR_MESSAGES.generic],
    ['', ERROR_MESSAGES.generic],
    [null, ERROR_MESSAGES.generic],
    [undefined, ERROR_MESSAGES.generic],
    [42, ERROR_MESSAGES.generic],
    [[{ error: 'in a list' }], ERROR_MESSAGES.generic],
  ])('%j → %s', (body, message) => {
    expect(messageFromBody(body)).toBe(message);
  });
});

describe('kindForStatus', () => {
  it.each([
    [400, 'validation'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [410, 'http'],
    [422, 'validation'],
    [500, 'http'],
    [502, 'http'],
  ])('%i → %s', (status, kind) => {
    expect(kindForStatus(status)).toBe(kind);
  });
});

describe('encodeQuery', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ a: undefined, b: null }, ''],
    [{ check: 'c1', start: '1h', n: 3, on: true }, '?check=c1&start=1h&n=3&on=true'],
    [
      [
        ['a', '1'],
        ['a', '2'],
      ] as [string, string][],
      '?a=1&a=2',
    ],
    [{ q: 'a&b=c #d' }, '?q=a%26b%3Dc+%23d'],
  ])('%j → %s', (query, encoded) => {
    expect(encodeQuery(query)).toBe(encoded);
  });
});

describe('createTransport', () => {
  it.each([
    ['proxy on the same origin', { mode: 'proxy' as const }, '/api/auth/whoami'],
    ['proxy behind a base address', { baseUrl: 'https://console.example/' }, 'https://console.example/api/auth/whoami'],
    [
      'direct on an organisation backend',
      { mode: 'direct' as const, baseUrl: 'https://org.example' },
      'https://org.example/auth/whoami',
    ],
  ])('builds addresses: %s', async (_name, config, url) => {
    const { fetch, calls } = fakeFetch(() => json({}));
    await createTransport({ ...config, fetch }).request({ path: 'auth/whoami' }, anything);
    expect(calls[0]!.url).toBe(url);
  });

  it.each([
    ['bearer', 'bearer' as const, 'Bearer tok'],
    ['basic with user token', 'basic' as const, `Basic ${btoa('token:tok')}`],
  ])('sends the token as %s', async (_name, tokenScheme, header) => {
    const { fetch, calls } = fakeFetch(() => json({}));
    await createTransport({ fetch, tokenScheme, getToken: async () => 'tok' }).request({ path: '/x' }, anything);
    expect(calls[0]!.headers.Authorization).toBe(header);
  });

  it('sends no Authorization header without a token and uses the cookie only in proxy mode', async () => {
    const seen: RequestInit[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      seen.push(init);
      return json({});
    }) as unknown as typeof globalThis.fetch;
    await createTransport({ fetch, getToken: () => null }).request({ path: '/x' }, anything);
    await createTransport({ fetch, mode: 'direct' }).request({ path: '/x' }, anything);
    expect((seen[0]!.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(seen.map((init) => init.credentials)).toEqual(['same-origin', 'omit']);
  });

  it('calls onUnauthorized with the current path and query on 401', async () => {
    vi.stubGlobal('location', { pathname: '/health', search: '?checkId=1', hash: '#x' });
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => new Response('Not logged in', { status: 401 }));
    const error = await createTransport({ fetch, onUnauthorized })
      .request({ path: '/auth/whoami' }, anything)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Not logged in' });
    expect(onUnauthorized).toHaveBeenCalledWith('/health?checkId=1');
  });

  it('uses a host-given return address and does not call onUnauthorized for 403', async () => {
    const onUnauthorized = vi.fn();
    const statuses = [401, 403];
    const { fetch } = fakeFetch(() => json({ error: 'no' }, { status: statuses.shift() }));
    const transport = createTransport({ fetch, onUnauthorized, getReturnTo: () => '/settings/tokens' });
    await expect(transport.request({ path: '/a' }, anything)).rejects.toBeInstanceOf(ApiError);
    await expect(transport.request({ path: '/a' }, anything)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(onUnauthorized.mock.calls).toEqual([['/settings/tokens']]);
  });

  it('times out with the spec message', async () => {
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof globalThis.fetch;
    await expect(createTransport({ fetch, timeoutMs: 10 }).request({ path: '/slow' }, anything)).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Request timed out. Please try again.',
    });
  });

  it.each([
    ['offline', false, 'offline', 'No internet connection. Please try again.'],
    ['online', true, 'network', 'Network Error. Please try again.'],
  ])('maps a failed fetch while %s', async (_name, onLine, kind, message) => {
    vi.stubGlobal('navigator', { onLine });
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createTransport({ fetch }).request({ path: '/x' }, anything)).rejects.toMatchObject({ kind, message });
  });

  it('reports a cancelled request as aborted, before and during the call', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch, calls } = fakeFetch(() => json({}));
    await expect(
      createTransport({ fetch }).request({ path: '/x', signal: controller.signal }, anything),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(calls).toHaveLength(0);

    const during = new AbortController();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof globalThis.fetch;
    const pending = createTransport({ fetch: hanging }).request({ path: '/x', signal: during.signal }, anything);
    during.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('still combines the caller signal and the timeout where AbortSignal.any is missing', async () => {
    vi.stubGlobal(
      'AbortSignal',
      Object.assign(function () {}, { any: undefined }),
    );
    const controller = new AbortController();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof globalThis.fetch;
    const transport = createTransport({ fetch: hanging, timeoutMs: 10 });
    await expect(transport.request({ path: '/x', signal: controller.signal }, anything)).rejects.toMatchObject({
      kind: 'timeout',
    });
    const pending = transport.request({ path: '/x', signal: controller.signal }, anything);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it.each([
    [
      'a PostgREST JSON error',
      json({ code: '23505', message: 'duplicate key value' }, { status: 409 }),
      'conflict',
      'duplicate key value',
    ],
    ['an HTML error page', new Response('<html>'.padEnd(700, 'x'), { status: 502 }), 'http', 'An error occurred'],
    ['an empty 500', new Response('', { status: 500 }), 'http', 'An error occurred'],
    ['a 400 with an error field', json({ error: 'invalid email' }, { status: 400 }), 'validation', 'invalid email'],
  ])('maps %s', async (_name, response, kind, message) => {
    const { fetch } = fakeFetch(() => response);
    await expect(createTransport({ fetch }).request({ path: '/x' }, anything)).rejects.toMatchObject({ kind, message });
  });

  it.each([
    ['not JSON where JSON was expected', new Response('<html>ok</html>'), '(root)'],
    ['a wrong nested type', json({ payload: { token: 3 } }), 'payload.token'],
    ['a missing key', json({}), 'payload'],
  ])('names the field of a schema error: %s', async (_name, response, field) => {
    const { fetch } = fakeFetch(() => response);
    const error = await createTransport({ fetch })
      .request({ path: '/auth/create_token' }, z.object({ payload: z.object({ token: z.string() }) }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'schema', field });
    expect((error as Error).message).toContain(`'${field}'`);
  });

  it('parses with a zod/mini schema, its defaults and transforms applied, and names the field it refuses', async () => {
    const schema = mini.object({
      name: mini.pipe(
        mini.string(),
        mini.transform((v) => v.toUpperCase()),
      ),
      tags: mini._default(mini.array(mini.string()), []),
    });
    const { fetch } = fakeFetch(() => json({ name: 'api' }));
    await expect(createTransport({ fetch }).request({ path: '/x' }, schema)).resolves.toEqual({
      name: 'API',
      tags: [],
    });
    const wrong = fakeFetch(() => json({ name: 'api', tags: [1] }));
    await expect(createTransport({ fetch: wrong.fetch }).request({ path: '/x' }, schema)).rejects.toMatchObject({
      kind: 'schema',
      field: 'tags.0',
    });
  });

  it('waits for a schema whose check is asynchronous, in a request', async () => {
    const known = new Set(['a']);
    const schema = z.object({ id: z.string() }).refine(async (row) => known.has(row.id), { path: ['id'] });
    const good = fakeFetch(() => json({ id: 'a' }));
    await expect(createTransport({ fetch: good.fetch }).request({ path: '/x' }, schema)).resolves.toEqual({ id: 'a' });
    const bad = fakeFetch(() => json({ id: 'b' }));
    await expect(createTransport({ fetch: bad.fetch }).request({ path: '/x' }, schema)).rejects.toMatchObject({
      kind: 'schema',
      field: 'id',
    });
  });
});

describe('parseWith', () => {
  it('answers at once for a synchronous schema, and refuses a mismatch with the field', () => {
    expect(parseWith(z.object({ n: z.number() }), { n: 1 }, '/x')).toEqual({ n: 1 });
    expect(() => parseWith(z.object({ n: z.number() }), { n: '1' }, '/x')).toThrow(
      "Unexpected response from /x: field 'n' did not match.",
    );
  });

  it('refuses an asynchronous schema rather than answering before its check ran', () => {
    const schema = z.string().refine(async () => true);
    expect(() => parseWith(schema, 'a', '/x')).toThrow('asynchronous');
  });
});

describe('firstIssuePath', () => {
  it('reads zod errors and Standard Schema issues alike', () => {
    const result = z.object({ a: z.array(z.number()) }).safeParse({ a: [1, 'x'] });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssuePath(result.error)).toBe('a.1');
    expect(firstIssuePath({ issues: [{ path: [{ key: 'rows' }, 0, 'id'] }] })).toBe('rows.0.id');
    expect(firstIssuePath({ issues: [{}] })).toBe('(root)');
    expect(firstIssuePath({ issues: [] })).toBe('(root)');
  });
});
