import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { applicationSpecProblem } from './applications';

describe('applications', () => {
  it('lists live applications with their creator, and saves and deletes through /db/applications', async () => {
    const calls: Array<{ url: string; method: string; body?: unknown }> = [];
    const client = createClient({
      baseUrl: 'http://mc.test',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({
          url: decodeURIComponent(String(input)),
          method: init?.method ?? 'GET',
          body: init?.body && JSON.parse(String(init.body)),
        });
        if ((init?.method ?? 'GET') === 'PATCH' && String(input).includes('deleted_at'))
          return new Response(null, { status: 204 });
        return Response.json([
          {
            id: 'a1',
            name: 'orders',
            namespace: 'default',
            spec: {},
            created_at: '2026-11-01T00:00:00Z',
            created_by: { id: 'p1', name: 'Ada' },
          },
        ]);
      },
    });
    const rows = await client.applications.list();
    expect(rows[0]).toMatchObject({ name: 'orders', created_by: { name: 'Ada' } });
    expect(calls[0]!.url).toBe(
      'http://mc.test/api/db/applications?select=*,created_by(id,name)&deleted_at=is.null&order=created_at.desc&limit=500',
    );
    await client.applications.save({ name: 'orders', namespace: 'default', spec: { type: 'Store', mapping: {} } });
    expect(calls[1]).toMatchObject({
      method: 'POST',
      body: { name: 'orders', namespace: 'default', spec: { type: 'Store', mapping: {} }, source: 'UI' },
    });
    await client.applications.save({ id: 'a1', name: 'orders', namespace: 'default', spec: { mapping: {} } });
    expect(calls[2]).toMatchObject({ method: 'PATCH', url: 'http://mc.test/api/db/applications?id=eq.a1' });
    await client.applications.remove('a1');
    expect(calls[3]).toMatchObject({ method: 'PATCH', url: 'http://mc.test/api/db/applications?id=eq.a1' });
    expect(calls[3]!.body).toHaveProperty('deleted_at');
  });

  it('GETs the report by namespace and name, and rejects with the server’s sentence', async () => {
    const urls: string[] = [];
    const client = createClient({
      baseUrl: 'http://mc.test',
      fetch: async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return Response.json({ error: 'Application default/a b was not found' }, { status: 404 });
      },
    });
    await expect(client.applications.report('default', 'a b')).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Application default/a b was not found',
    });
    expect(urls).toEqual(['http://mc.test/api/application/default/a%20b']);
  });

  it('explains a spec problem in one sentence with its path', () => {
    expect(applicationSpecProblem({ mapping: { datasources: [{ types: ['Postgres::Database'] }] } })).toBeNull();
    expect(applicationSpecProblem({ sections: [{ title: 'X' }] })).toBe(
      'sections.0.viewRef: a section needs a viewRef {namespace, name} naming the view it embeds',
    );
    expect(applicationSpecProblem({ mapping: { environments: { prod: [{ purpose: 'db' }] } } })).toMatch(
      /^mapping\.environments\.prod\.0: a selector must name at least one of/,
    );
    expect(applicationSpecProblem('nope')).toBe('the spec must be an object');
  });
});
