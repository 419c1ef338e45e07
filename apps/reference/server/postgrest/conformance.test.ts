import type { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabaseKinds } from '../testing/databases';
import {
  ADMIN,
  ALICE,
  API,
  CHILD_COMPONENT,
  DATA,
  GROUP,
  HOMEPAGE,
  JANE,
  MANY_STATUSES,
  names,
  openConformance,
  POSTGRES,
  TEAM,
  WEB,
  type Conformance,
} from './conformance.fixture';

/** Reads of /api/db through the real PostgREST client: filters, select and embeds, views, order and paging. */

describe.each(testDatabaseKinds)('/api/db conformance on %s', (kind) => {
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

  describe('filters', () => {
    it('eq, neq, gt, gte, lt, lte', async () => {
      expect(names((await client.from('checks').select('name').eq('type', 'http')).data)).toEqual(['api', 'homepage']);
      expect(names((await client.from('checks').select('name').neq('type', 'http')).data)).toEqual([
        'postgres',
        'redis',
      ]);
      const durations = async (op: 'gt' | 'gte' | 'lt' | 'lte', value: number) => {
        const base = client.from('check_statuses').select('duration').eq('check_id', HOMEPAGE);
        const { data, error } = await base[op]('duration', value).order('duration');
        expect(error).toBeNull();
        return (data ?? []).map((r: { duration: number }) => r.duration);
      };
      expect(await durations('gt', 107)).toEqual([108, 109]);
      expect(await durations('gte', 107)).toEqual([107, 108, 109]);
      expect(await durations('lt', 102)).toEqual([100, 101]);
      expect(await durations('lte', 102)).toEqual([100, 101, 102]);
    });

    it('like and ilike with * wildcards', async () => {
      expect(names((await client.from('checks').select('name').like('name', '*po*')).data)).toEqual(['postgres']);
      expect(names((await client.from('checks').select('name').like('description', '*orders*')).data)).toEqual([]);
      expect(names((await client.from('checks').select('name').ilike('description', '*orders*')).data)).toEqual([
        'api',
      ]);
    });

    it('in with quoted values', async () => {
      const { data } = await client.from('people').select('name').in('name', ['Doe, Jane', 'Alice', 'nobody']);
      expect(names(data)).toEqual(['Alice', 'Doe, Jane']);
      const empty = await client.from('people').select('name').in('name', []);
      expect(empty.data).toEqual([]);
    });

    it('is null, not null, true and false', async () => {
      expect(names((await client.from('checks').select('name').is('deleted_at', null)).data)).toEqual([
        'api',
        'homepage',
        'postgres',
      ]);
      expect(names((await client.from('checks').select('name').not('deleted_at', 'is', null)).data)).toEqual(['redis']);
      expect(names((await client.from('checks').select('name').is('transformed', true)).data)).toEqual(['homepage']);
      expect(names((await client.from('checks').select('name').is('transformed', false)).data)).toEqual(['api']);
      const notNull = await request('/checks?select=name&status=not_null.x');
      expect(notNull.status).toBe(400);
      const isNotNull = await request('/checks?select=name&transformed=is.not_null');
      expect(names((await isNotNull.json()) as Array<{ name: string }>)).toEqual(['api', 'homepage']);
    });

    it('cs on text[] and jsonb columns', async () => {
      const arrays = await client.from('access_scopes').select('name').contains('resources', ['config']);
      expect(names(arrays.data)).toEqual(['prod configs']);
      const json = await client.from('checks').select('name').contains('labels', { team: 'platform' });
      expect(names(json.data)).toEqual(['api', 'postgres']);
    });

    it('negation with not.<op>', async () => {
      expect(names((await client.from('checks').select('name').not('type', 'eq', 'http')).data)).toEqual([
        'postgres',
        'redis',
      ]);
      expect(names((await client.from('checks').select('name').not('name', 'in', '(api,redis)')).data)).toEqual([
        'homepage',
        'postgres',
      ]);
    });

    it('or=(...) and and=(...), nested, with JSON paths', async () => {
      const nested = await client
        .from('checks')
        .select('name')
        .or('name.eq.homepage,and(labels->>team.eq.platform,labels->>env.eq.staging)');
      expect(names(nested.data)).toEqual(['homepage', 'postgres']);
      const and = await request('/checks?select=name&and=(type.eq.http,or(status.eq.unhealthy,name.eq.nothing))');
      expect(names((await and.json()) as Array<{ name: string }>)).toEqual(['api']);
      const negated = await request('/checks?select=name&not.or=(type.eq.http,deleted_at.not.is.null)');
      expect(names((await negated.json()) as Array<{ name: string }>)).toEqual(['postgres']);
      const quoted = await client
        .from('checks')
        .select('name')
        .or('description.eq."Primary, \\"main\\" db",name.eq.api');
      expect(names(quoted.data)).toEqual(['api', 'postgres']);
    });

    it('JSON paths in filters, select and order', async () => {
      const { data, error } = await client
        .from('checks')
        .select('name, env:labels->>env, labels->team')
        .eq('labels->>env', 'prod')
        .order('labels->>team', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'homepage', env: 'prod', team: 'web' },
        { name: 'api', env: 'prod', team: 'platform' },
      ]);
    });

    it('col->key compares JSON values', async () => {
      const res = await request(`/checks?select=name&labels->team=eq.${encodeURIComponent('"web"')}`);
      expect(await res.json()).toEqual([{ name: 'homepage' }]);
      const notJson = await request('/checks?select=name&labels->team=eq.web');
      expect(notJson.status).toBe(400);
    });

    it("Mission Control's col.filter= shorthand", async () => {
      const recent = await request(`/check_statuses?select=duration&check_id=eq.${HOMEPAGE}&time.filter=>now-25m`);
      expect(((await recent.json()) as unknown[]).length).toBe(3);
      const older = await request(`/check_statuses?select=duration&check_id=eq.${HOMEPAGE}&time.filter=now-25m`);
      expect(((await older.json()) as unknown[]).length).toBe(7);
      const list = await request('/checks?select=name&name.filter=home*,api,redis');
      expect(names((await list.json()) as Array<{ name: string }>)).toEqual(['api', 'homepage', 'redis']);
      const excluded = await request('/checks?select=name&name.filter=!api,!*dis');
      expect(names((await excluded.json()) as Array<{ name: string }>)).toEqual(['homepage', 'postgres']);
      const badDate = await request('/check_statuses?time.filter=>yesterday');
      expect(badDate.status).toBe(400);
    });
  });

  describe('select', () => {
    it('columns, aliases and casts', async () => {
      const { data } = await client
        .from('check_statuses')
        .select('ms:duration::text, status')
        .eq('check_id', HOMEPAGE)
        .order('time', { ascending: false })
        .limit(1);
      expect(data).toEqual([{ ms: '100', status: true }]);
      const badCast = await request('/checks?select=name::regclass');
      expect(badCast.status).toBe(400);
    });

    it('embeds many-to-one by column, table name and constraint name', async () => {
      const byColumn = await client.from('checks').select('name, canary:canary_id(name)').eq('id', HOMEPAGE).single();
      expect(byColumn.data).toEqual({ name: 'homepage', canary: { name: 'web' } });
      const byTable = await client.from('checks').select('name, canaries(name, namespace)').eq('id', POSTGRES).single();
      expect(byTable.data).toEqual({ name: 'postgres', canaries: { name: 'data', namespace: 'data' } });
      const byConstraint = await client
        .from('checks')
        .select('name, canaries!checks_canary_id_fkey(id, name)')
        .eq('id', API)
        .single();
      expect(byConstraint.data).toEqual({ name: 'api', canaries: { id: WEB, name: 'web' } });
      const nullParent = await client.from('canaries').select('name, created_by(name)').eq('id', DATA).single();
      expect(nullParent.data).toEqual({ name: 'data', created_by: null });
    });

    it('embeds one-to-many with embedded order and limit', async () => {
      const { data, error } = await client
        .from('canaries')
        .select('name, checks(name)')
        .order('name')
        .order('name', { referencedTable: 'checks', ascending: false })
        .limit(1, { referencedTable: 'checks' });
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'data', checks: [{ name: 'redis' }] },
        { name: 'web', checks: [{ name: 'homepage' }] },
      ]);
      const filtered = await request('/canaries?select=name,checks(name)&checks.type=eq.postgres&name=eq.data');
      expect(await filtered.json()).toEqual([{ name: 'data', checks: [{ name: 'postgres' }] }]);
      const none = await request(`/canaries?select=name,checks(name)&checks.type=eq.nothing&id=eq.${WEB}`);
      expect(await none.json()).toEqual([{ name: 'web', checks: [] }]);
    });

    it('embeds through a relation table and self references', async () => {
      const { data } = await client
        .from('components')
        .select('name, parent:parent_id(name), check_component_relationships(checks(name))')
        .eq('id', CHILD_COMPONENT)
        .single();
      expect(data).toEqual({
        name: 'node-1',
        parent: { name: 'cluster' },
        check_component_relationships: [{ checks: { name: 'postgres' } }],
      });
    });

    it('!inner keeps only parents whose embed matches', async () => {
      const res = await request('/canaries?select=name,checks!inner(name)&checks.type=eq.redis');
      expect(await res.json()).toEqual([{ name: 'data', checks: [{ name: 'redis' }] }]);
    });

    it('embeds from the permissions_summary view and expands its objects', async () => {
      const { data, error } = await client
        .from('permissions_summary')
        .select('*, created_by(id, name, avatar, email)')
        .eq('subject_type', 'person')
        .order('name');
      expect(error).toBeNull();
      const rows = data as Array<Record<string, unknown>>;
      expect(rows.map((r) => r.name)).toEqual(['alice reads canaries', 'deny jane']);
      expect(rows[0]).toMatchObject({
        action: 'read',
        object: 'canaries',
        deny: false,
        person: { id: ALICE, name: 'Alice', email: 'alice@example.com' },
        created_by: { id: ADMIN, name: 'Admin', avatar: null, email: 'admin@example.com' },
      });
      expect(rows[1]).toMatchObject({ deny: true, person: { id: JANE, name: 'Doe, Jane' }, created_by: null });
      const group = await client.from('permissions_summary').select('name, group').eq('subject_type', 'group');
      expect(group.data).toEqual([
        { name: 'editors write canaries', group: { id: GROUP, namespace: 'default', name: 'editors' } },
      ]);
      const team = await client.from('permissions_summary').select('team').eq('subject_type', 'team').single();
      expect(team.data).toEqual({ team: { id: TEAM, name: 'Platform', namespace: null } });
    });

    it('embeds access_scopes with person, team and created_by as the settings page does', async () => {
      const { data } = await client
        .from('access_scopes')
        .select('name, person:person_id(id, name), team:team_id(id, name), created_by(id, name, avatar, email)')
        .is('deleted_at', null)
        .order('name');
      expect(data).toEqual([
        { name: 'all canaries', person: null, team: null, created_by: expect.objectContaining({ id: ADMIN }) },
        {
          name: 'prod configs',
          person: { id: ALICE, name: 'Alice' },
          team: null,
          created_by: expect.objectContaining({ name: 'Admin' }),
        },
      ]);
    });

    it('answers 300 for an ambiguous embed and 400 for a missing relationship', async () => {
      const ambiguous = await request('/people?select=name,teams(name)');
      expect(ambiguous.status).toBe(300);
      expect(await ambiguous.json()).toMatchObject({ code: 'PGRST201' });
      const hinted = await request(`/people?select=name,teams!people_team_id_fkey(name)&id=eq.${ALICE}`);
      expect(await hinted.json()).toEqual([{ name: 'Alice', teams: null }]);
      const missing = await request('/checks?select=name,teams(name)');
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ code: 'PGRST200' });
    });
  });

  describe('console views', () => {
    it('lists people by role through people_roles (cs on text[])', async () => {
      const { data, error } = await client.from('people_roles').select('name, roles').contains('roles', ['admin']);
      expect(error).toBeNull();
      expect(data).toEqual([{ name: 'Admin', roles: ['admin'] }]);
      const casbin = await request('/casbin_rule');
      expect(casbin.status).toBe(404);
    });

    it('reads sidebar views from views_summary', async () => {
      await db.exec(`INSERT INTO views (name, spec) VALUES
        ('pods', '{"display": {"title": "Pods", "icon": "k8s", "ordinal": 2, "sidebar": true}}'),
        ('hidden', '{"display": {"title": "Hidden"}}')`);
      const { data } = await client
        .from('views_summary')
        .select('name, title, icon, ordinal, sidebar')
        .is('sidebar', true)
        .order('ordinal', { nullsFirst: false });
      expect(data).toEqual([{ name: 'pods', title: 'Pods', icon: 'k8s', ordinal: 2, sidebar: true }]);
    });
  });

  describe('order, paging and counts', () => {
    it('orders by several columns with nullsfirst / nullslast', async () => {
      const last = await client
        .from('checks')
        .select('name')
        .order('status', { ascending: true, nullsFirst: false })
        .order('name', { ascending: false });
      expect((last.data ?? []).map((r) => r.name)).toEqual(['postgres', 'homepage', 'api', 'redis']);
      const first = await client.from('checks').select('name').order('status', { nullsFirst: true }).order('name');
      expect((first.data ?? []).map((r) => r.name)).toEqual(['redis', 'homepage', 'postgres', 'api']);
    });

    it('limit, offset, count=exact and Content-Range', async () => {
      const page = await client.from('checks').select('name', { count: 'exact' }).order('name').range(1, 2);
      expect(page.status).toBe(206);
      expect(page.count).toBe(4);
      expect(page.data).toEqual([{ name: 'homepage' }, { name: 'postgres' }]);
      const raw = await request('/checks?select=name&order=name&limit=2&offset=1', {
        headers: { Prefer: 'count=exact' },
      });
      expect(raw.headers.get('content-range')).toBe('1-2/4');
      const whole = await request('/checks?select=name', { headers: { Prefer: 'count=exact' } });
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-range')).toBe('0-3/4');
      const uncounted = await request('/checks?select=name&limit=1');
      expect(uncounted.status).toBe(200);
      expect(uncounted.headers.get('content-range')).toBe('0-0/*');
      const empty = await request('/checks?select=name&name=eq.none', { headers: { Prefer: 'count=exact' } });
      expect(empty.status).toBe(200);
      expect(empty.headers.get('content-range')).toBe('*/0');
      const beyond = await request('/checks?select=name&offset=10', { headers: { Prefer: 'count=exact' } });
      expect(beyond.status).toBe(416);
      expect(await beyond.json()).toMatchObject({ code: 'PGRST103' });
    });

    it('pages with a Range header when the query string does not', async () => {
      const res = await request('/checks?select=name&order=name', {
        headers: { 'Range-Unit': 'items', Range: '1-2', Prefer: 'count=exact' },
      });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('1-2/4');
      expect(await res.json()).toEqual([{ name: 'homepage' }, { name: 'postgres' }]);
      const backwards = await request('/checks', { headers: { Range: '5-1' } });
      expect(backwards.status).toBe(416);
    });

    it('answers HEAD with the count only', async () => {
      const { count, data, status } = await client
        .from('checks')
        .select('*', { count: 'exact', head: true })
        .eq('type', 'http');
      expect({ count, data, status }).toEqual({ count: 2, data: null, status: 200 });
    });

    it('caps a response at 2000 rows', async () => {
      const res = await request(`/check_statuses?select=time&check_id=eq.${POSTGRES}&limit=5000`, {
        headers: { Prefer: 'count=exact' },
      });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`0-1999/${MANY_STATUSES}`);
      expect(((await res.json()) as unknown[]).length).toBe(2000);
    });

    it('answers the status page query the console sends', async () => {
      const res = await request(
        `/check_statuses?check_id=eq.${HOMEPAGE}&time=gt.${new Date(Date.now() - 3600_000).toISOString()}&order=time.desc&status=eq.true&duration=gte.101&limit=2&offset=2`,
        { headers: { Prefer: 'count=exact' } },
      );
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe('2-3/4');
    });
  });
});
