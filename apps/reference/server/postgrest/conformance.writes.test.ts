import type { PostgrestClient } from '@supabase/postgrest-js';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_ADMIN } from '../app';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import { dbRoutes, type DbWriteEvent } from '../db/routes';
import { testDatabaseKinds } from '../testing/databases';
import { ADMIN, HOMEPAGE, names, openConformance, type Conformance } from './conformance.fixture';

/** Writes to /api/db through the real PostgREST client, PostgREST's error shapes, and the route's hooks. */

describe.each(testDatabaseKinds)('/api/db conformance (writes) on %s', (kind) => {
  let conformance: Conformance;
  let db: Database;
  let client: PostgrestClient;
  const request = (path: string, init?: RequestInit) => conformance.request(path, init);

  beforeAll(async () => {
    conformance = await openConformance(kind);
    ({ db, client } = conformance);
  });

  afterAll(async () => {
    await conformance.drop();
  });

  describe('writes', () => {
    it('POST one object or an array, with representation or minimal', async () => {
      const one = await client
        .from('properties')
        .insert({ name: 'incidents.disable', value: 'true', created_by: ADMIN })
        .select('name, value, created_by(name)')
        .single();
      expect(one.status).toBe(201);
      expect(one.data).toEqual({ name: 'incidents.disable', value: 'true', created_by: { name: 'Admin' } });
      const many = await client
        .from('properties')
        .insert([
          { name: 'a.disable', value: 'true' },
          { name: 'b.disable', value: 'false' },
        ])
        .select('name');
      expect(many.status).toBe(201);
      expect(names(many.data)).toEqual(['a.disable', 'b.disable']);
      const minimal = await client.from('properties').insert({ name: 'c.disable', value: 'true' });
      expect(minimal.status).toBe(201);
      expect(minimal.data).toBeNull();
      const arrays = await client
        .from('access_scopes')
        .insert({ name: 'new scope', resources: ['playbook'], scopes: [{ names: ['deploy'] }] })
        .select('resources, scopes')
        .single();
      expect(arrays.data).toEqual({ resources: ['playbook'], scopes: [{ names: ['deploy'] }] });
    });

    it('PATCH and DELETE with filters; soft delete through deleted_at', async () => {
      const updated = await client
        .from('properties')
        .update({ value: 'false' })
        .eq('name', 'a.disable')
        .select('name, value');
      expect(updated.status).toBe(200);
      expect(updated.data).toEqual([{ name: 'a.disable', value: 'false' }]);
      const quiet = await client.from('properties').update({ value: 'x' }).like('name', 'b.*');
      expect(quiet.status).toBe(204);
      const soft = await client
        .from('access_scopes')
        .update({ deleted_at: new Date().toISOString() })
        .eq('name', 'new scope')
        .select('name');
      expect(soft.data).toEqual([{ name: 'new scope' }]);
      const live = await client.from('access_scopes').select('name').is('deleted_at', null);
      expect(names(live.data)).toEqual(['all canaries', 'prod configs']);
      const removed = await client.from('properties').delete().in('name', ['a.disable', 'b.disable']).select('name');
      expect(names(removed.data)).toEqual(['a.disable', 'b.disable']);
      const gone = await client.from('properties').delete().eq('name', 'c.disable');
      expect(gone.status).toBe(204);
    });

    it('rolls back a .single() write that touches other than one row', async () => {
      const { status, error } = await client
        .from('checks')
        .update({ description: 'changed' })
        .eq('type', 'http')
        .select('name')
        .single();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
      const { rows } = await db.query(`SELECT 1 FROM checks WHERE description = 'changed'`);
      expect(rows).toHaveLength(0);
    });

    it('refuses PATCH and DELETE without a filter, changing nothing', async () => {
      const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM checks')).rows[0]!.n;
      const patch = await request('/checks', { method: 'PATCH', body: JSON.stringify({ name: 'x' }) });
      expect(patch.status).toBe(400);
      expect(await patch.json()).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
      const del = await request('/checks', { method: 'DELETE' });
      expect(del.status).toBe(400);
      expect(await del.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
      const after = await db.query<{ n: number; renamed: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE name = 'x')::int AS renamed FROM checks`,
      );
      expect(after.rows[0]).toEqual({ n: before, renamed: 0 });
    });
  });

  describe('errors', () => {
    it('answers PostgREST error shapes and statuses, never 500', async () => {
      const cases: Array<[string, RequestInit | undefined, number, string]> = [
        ['/nothing', undefined, 404, 'PGRST205'],
        ['/access_tokens?select=value', undefined, 404, 'PGRST205'],
        ['/schema_migrations', undefined, 404, 'PGRST205'],
        ['/checks?select=nope', undefined, 400, '42703'],
        ['/checks?nope=eq.1', undefined, 400, '42703'],
        ['/checks?order=nope', undefined, 400, '42703'],
        ['/checks?id=eq.not-a-uuid', undefined, 400, '22P02'],
        ['/checks?name=zz.1', undefined, 400, 'PGRST100'],
        ['/properties', { method: 'POST', body: '{"nope": 1}' }, 400, 'PGRST204'],
        ['/properties', { method: 'POST', body: '{"name": "dup", "value": "1"}' }, 201, ''],
        ['/properties', { method: 'POST', body: '{"name": "dup", "value": "2"}' }, 409, '23505'],
        ['/properties', { method: 'POST', body: '{"value": "no name"}' }, 400, '23502'],
        ['/checks', { method: 'POST', body: `{"canary_id": "${HOMEPAGE}", "type": "x", "name": "x"}` }, 409, '23503'],
        ['/permissions_summary', { method: 'POST', body: '{"name": "x"}' }, 405, 'PGRST117'],
        ['/checks', { method: 'PUT', body: '{}' }, 405, 'PGRST117'],
        ['/rpc/check_summary', undefined, 404, 'PGRST202'],
      ];
      for (const [path, init, status, code] of cases) {
        const res = await request(path, init);
        expect({ path, status: res.status }).toEqual({ path, status });
        if (code) {
          const body = (await res.json()) as Record<string, unknown>;
          expect(body).toMatchObject({ code });
          expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
        }
      }
    });
  });

  describe('hooks', () => {
    let events: DbWriteEvent[];
    let hooked: Hono<AppEnv>;
    let allowed: boolean;

    beforeEach(() => {
      events = [];
      allowed = true;
      hooked = new Hono<AppEnv>();
      hooked.use('*', async (c, next) => {
        c.set('db', db);
        c.set('principal', { ...SEEDED_ADMIN, roles: ['admin'], via: 'session' });
        await next();
      });
      hooked.route(
        '/api/db',
        dbRoutes({
          afterWrite: (event) => {
            events.push(event);
          },
          authorize: (_c, resource, action) => allowed || (resource !== 'canaries' && action === 'read'),
        }),
      );
    });

    it('calls afterWrite with the written rows, even for return=minimal', async () => {
      const created = await hooked.request('/api/db/canaries', {
        method: 'POST',
        headers: { Prefer: 'return=minimal' },
        body: JSON.stringify({
          name: 'hooked',
          spec: { schedule: '@every 1m', http: [{ name: 'h', url: 'http://x' }] },
        }),
      });
      expect(created.status).toBe(201);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        table: 'canaries',
        op: 'insert',
        rows: [{ name: 'hooked', namespace: 'default' }],
      });
      const id = (events[0]!.rows[0] as { id: string }).id;
      await hooked.request(`/api/db/canaries?id=eq.${id}`, { method: 'PATCH', body: '{"schedule": "@hourly"}' });
      await hooked.request(`/api/db/canaries?id=eq.${id}`, { method: 'DELETE' });
      expect(events.map((e) => [e.op, e.rows.length])).toEqual([
        ['insert', 1],
        ['update', 1],
        ['delete', 1],
      ]);
      expect(events[1]!.rows[0]).toMatchObject({ id, schedule: '@hourly' });
      const failed = await hooked.request('/api/db/canaries', { method: 'POST', body: '{"nope": 1}' });
      expect(failed.status).toBe(400);
      expect(events).toHaveLength(3);
    });

    it('asks authorize for {resource, action} of the table and of every embed', async () => {
      allowed = false;
      const read = await hooked.request('/api/db/checks?select=name');
      expect(read.status).toBe(403);
      expect(await read.json()).toMatchObject({ code: '42501' });
      const embed = await hooked.request('/api/db/people?select=name,canaries(name)');
      expect(embed.status).toBe(403);
      const other = await hooked.request('/api/db/people?select=name&limit=1');
      expect(other.status).toBe(200);
      const write = await hooked.request('/api/db/people', { method: 'POST', body: '{"name": "x"}' });
      expect(write.status).toBe(403);
      expect(events).toHaveLength(0);
    });
  });
});
