import { describe, expect, it } from 'vitest';
import { z } from '../schemas/zod';
import { createClient } from '../client';
import { ApiError } from '../errors';
import { from } from '../postgrest/query';
import { checkStatusSchema } from '../schemas/canary';
import { personSchema } from '../schemas/people';
import * as fx from '../__fixtures__/backend';
import { fakeFetch, json, paramsOf } from '../test/fakeFetch';

describe('canary', () => {
  it('GETs the summary without filters and POSTs the body with them', async () => {
    const { fetch, calls } = fakeFetch(() => json(fx.checkSummaryResponse));
    const client = createClient({ fetch });
    await client.canary.summary();
    await client.canary.summary({ sortBy: '-name', labels: { env: 'prod' }, deleteFrom: '2026-08-01T00:00:00Z' });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/canary/api/summary', undefined],
      [
        'POST',
        '/api/canary/api/summary',
        { sortBy: '-name', labels: { env: 'prod' }, deleteFrom: '2026-08-01T00:00:00Z' },
      ],
    ]);
  });

  it('reads the graph with failing buckets that have no status key', async () => {
    const { fetch, calls } = fakeFetch(() => json(fx.graphResponse));
    const graph = await createClient({ fetch }).canary.graph({ check: fx.ids.check, start: '1h' });
    expect(paramsOf(calls[0]!.url)).toEqual([
      ['check', fx.ids.check],
      ['start', '1h'],
    ]);
    expect(graph.status.map((b) => b.status)).toEqual([true, false]);
    expect(graph.latency.p97).toBe(2200);
  });

  it('reads an empty graph (status null) as no buckets', async () => {
    const { fetch } = fakeFetch(() =>
      json({ runnerName: 'local', status: null, latency: { rolling1h: 0 }, uptime: { passed: 0, failed: 0 } }),
    );
    await expect(createClient({ fetch }).canary.graph({ check: 'x' })).resolves.toMatchObject({ status: [] });
  });

  it.each([
    [
      'a failed run (no pass key)',
      () => json(fx.checkResultFailed),
      { pass: false, error: 'context deadline exceeded' },
    ],
    ['a passing run', () => json({ ...fx.checkResultFailed, pass: true, error: undefined }), { pass: true }],
    ['an empty body', () => new Response('', { status: 200 }), null],
  ])('runs a check now: %s', async (_name, respond, expected) => {
    const { fetch, calls } = fakeFetch(respond);
    const result = await createClient({ fetch }).canary.runCheck('a/b');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/canary/run/check/a%2Fb' });
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });

  it('maps a missing check to not_found with the backend message', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'check (x) was not found' }, { status: 404 }));
    await expect(createClient({ fetch }).canary.runCheck('x')).rejects.toMatchObject({
      kind: 'not_found',
      status: 404,
      message: 'check (x) was not found',
    });
  });

  it('reads the canary-checker version', async () => {
    const { fetch, calls } = fakeFetch(() => json(fx.canaryAbout));
    await expect(
      createClient({ fetch, mode: 'direct', baseUrl: 'https://mc.example' }).canary.about(),
    ).resolves.toEqual(fx.canaryAbout);
    expect(calls[0]!.url).toBe('https://mc.example/canary/about');
  });
});

describe('db', () => {
  it('reads rows and the exact total from Content-Range', async () => {
    const { fetch, calls } = fakeFetch(() => json([fx.person], { headers: { 'Content-Range': '0-0/37' } }));
    const page = await createClient({ fetch }).db.list(
      from('people').is('deleted_at', null).not('email', 'is', null).limit(1),
      personSchema,
    );
    expect(page).toEqual({ data: [expect.objectContaining({ id: fx.ids.person })], totalEntries: 37 });
    expect(calls[0]!.headers.Prefer).toBe('count=exact');
    expect(calls[0]!.url).toBe('/api/db/people?deleted_at=is.null&email=not.is.null&limit=1');
  });

  it('leaves totalEntries undefined when nothing was counted', async () => {
    const { fetch, calls } = fakeFetch(() => json([], { headers: { 'Content-Range': '*/*' } }));
    const page = await createClient({ fetch }).db.list(from('people'), personSchema, { count: false });
    expect(page).toEqual({ data: [], totalEntries: undefined });
    expect(calls[0]!.headers.Prefer).toBeUndefined();
  });

  it('names the row field that did not match', async () => {
    const { fetch } = fakeFetch(() => json([fx.person, { ...fx.person, id: 5 }]));
    await expect(createClient({ fetch }).db.list(from('people'), personSchema)).rejects.toMatchObject({
      kind: 'schema',
      field: '1.id',
    });
  });

  it('writes with Prefer: return=representation and returns the rows', async () => {
    const { fetch, calls } = fakeFetch((call) => json(call.method === 'POST' ? [fx.person] : [fx.person]));
    const db = createClient({ fetch }).db;
    await expect(db.insert('people', { name: 'Ada Admin' }, personSchema)).resolves.toHaveLength(1);
    await db.update(from('people').eq('id', fx.ids.person), { name: 'Ada' }, personSchema);
    expect(calls.map((c) => [c.method, c.url, c.headers.Prefer, c.body])).toEqual([
      ['POST', '/api/db/people', 'return=representation', { name: 'Ada Admin' }],
      ['PATCH', `/api/db/people?id=eq.${fx.ids.person}`, 'return=representation', { name: 'Ada' }],
    ]);
  });

  it('deletes with a filter and refuses unfiltered PATCH and DELETE', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const db = createClient({ fetch }).db;
    await db.remove(from('team_members').eq('team_id', 't').eq('person_id', 'p'));
    await expect(db.remove(from('team_members'))).rejects.toMatchObject({ kind: 'validation' });
    await expect(db.update(from('people'), {}, personSchema)).rejects.toMatchObject({ kind: 'validation' });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['DELETE', '/api/db/team_members?team_id=eq.t&person_id=eq.p'],
    ]);
  });

  it('soft-deletes by setting deleted_at', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    await createClient({ fetch }).db.softDelete('access_scopes', 's1', { now: new Date('2026-08-21T10:00:00Z') });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/db/access_scopes?id=eq.s1',
      headers: expect.objectContaining({ Prefer: 'return=minimal' }) as unknown,
      body: { deleted_at: '2026-08-21T10:00:00.000Z' },
    });
  });

  it('calls an rpc function with JSON arguments', async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    await createClient({ fetch }).db.rpc('check_summary_for_component', { id: 'c' }, z.array(checkStatusSchema));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/db/rpc/check_summary_for_component',
      body: { id: 'c' },
    });
  });
});

describe('db.checkStatuses', () => {
  const now = new Date('2026-08-21T10:00:00.000Z');

  it.each([
    [
      'all statuses, first page',
      { start: '1h', pageIndex: 0, pageSize: 50 },
      [
        ['check_id', `eq.${fx.ids.check}`],
        ['time', 'gt.2026-08-21T09:00:00.000Z'],
        ['order', 'time.desc'],
        ['limit', '50'],
        ['offset', '0'],
      ],
    ],
    [
      'healthy only, duration filter, third page',
      { start: '1d', pageIndex: 2, pageSize: 50, status: '1' as const, duration: 500 },
      [
        ['check_id', `eq.${fx.ids.check}`],
        ['time', 'gt.2026-08-20T10:00:00.000Z'],
        ['status', 'eq.true'],
        ['duration', 'gte.500'],
        ['order', 'time.desc'],
        ['limit', '50'],
        ['offset', '100'],
      ],
    ],
    [
      'unhealthy as 0 and a month back',
      { start: '1mo', pageIndex: 0, pageSize: 10, status: 0 as const },
      [
        ['check_id', `eq.${fx.ids.check}`],
        ['time', 'gt.2026-07-22T10:00:00.000Z'],
        ['status', 'eq.false'],
        ['order', 'time.desc'],
        ['limit', '10'],
        ['offset', '0'],
      ],
    ],
  ])('%s', async (_name, params, expected) => {
    const { fetch, calls } = fakeFetch(() => json([fx.checkStatusRow], { headers: { 'Content-Range': '0-0/120' } }));
    const page = await createClient({ fetch }).db.checkStatuses({ checkId: fx.ids.check, now, ...params });
    expect(paramsOf(calls[0]!.url)).toEqual(expected);
    expect(calls[0]!.headers.Prefer).toBe('count=exact');
    expect(page.totalEntries).toBe(120);
    expect(page.data[0]?.status).toBe(true);
  });

  it.each([
    ['an unknown range key', { start: 'now-5', pageIndex: 0, pageSize: 50 }],
    ['a negative page', { start: '1h', pageIndex: -1, pageSize: 50 }],
    ['a zero page size', { start: '1h', pageIndex: 0, pageSize: 0 }],
    ['a negative duration', { start: '1h', pageIndex: 0, pageSize: 50, duration: -1 }],
    ['a NaN duration', { start: '1h', pageIndex: 0, pageSize: 50, duration: Number.NaN }],
  ])('rejects %s without calling the server', async (_name, params) => {
    const { fetch, calls } = fakeFetch(() => json([]));
    await expect(createClient({ fetch }).db.checkStatuses({ checkId: 'c', now, ...params })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls).toHaveLength(0);
  });
});

describe('auth, properties, version', () => {
  it('reads whoami with repeated roles as sent', async () => {
    const { fetch, calls } = fakeFetch(() => json(fx.whoamiResponse));
    const response = await createClient({ fetch }).auth.whoami();
    expect(calls[0]!.url).toBe('/api/auth/whoami');
    expect(response.payload.roles).toEqual(['admin', 'everyone', 'admin']);
    expect(response.payload.permissions[1]).toMatchObject({ deny: true, object: 'database.kratos' });
  });

  it('creates a token with auto_renew and returns the plaintext once', async () => {
    const { fetch, calls } = fakeFetch(() => json(fx.createTokenResponse));
    const request = {
      name: 'ci',
      expiry: '2160h',
      auto_renew: true,
      scope: [{ subject: fx.ids.person, object: 'canaries', action: 'read' }],
    };
    const response = await createClient({ fetch }).auth.createToken(request);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/create_token', body: request });
    expect(response.payload.token).toBe(fx.createTokenResponse.payload.token);
  });

  it('refuses a blank token name before calling the server', async () => {
    const { fetch, calls } = fakeFetch(() => json(fx.createTokenResponse));
    await expect(
      createClient({ fetch }).auth.createToken({ name: '   ', expiry: '', auto_renew: false, scope: [] }),
    ).rejects.toMatchObject({ kind: 'validation', field: 'name', message: 'Name is required' });
    expect(calls).toHaveLength(0);
  });

  it('lists and deletes tokens', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      json(call.method === 'GET' ? fx.tokenListResponse : { message: 'success' }),
    );
    const auth = createClient({ fetch }).auth;
    await expect(auth.tokens()).resolves.toEqual([expect.objectContaining({ name: 'ci', auto_renew: false })]);
    await auth.deleteToken(fx.ids.token);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/auth/tokens'],
      ['DELETE', `/api/auth/token/${fx.ids.token}`],
    ]);
  });

  it('surfaces the plain-text RBAC denial of the backend', async () => {
    const { fetch } = fakeFetch(
      () => new Response('only the creator or admins can delete access tokens', { status: 403 }),
    );
    await expect(createClient({ fetch }).auth.deleteToken('t')).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'only the creator or admins can delete access tokens',
    });
  });

  it('lists properties and the backend version', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      json(call.url.endsWith('/about') ? fx.versionResponse : fx.propertiesResponse),
    );
    const client = createClient({ fetch });
    await expect(client.properties.list()).resolves.toHaveLength(2);
    await expect(client.version.get()).resolves.toEqual(fx.versionResponse);
    expect(calls.map((c) => c.url)).toEqual(['/api/properties', '/api/about']);
  });
});
