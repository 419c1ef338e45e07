import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPermission } from '../testing/demoApp';
import { createPerson, sessionHeaders } from '../testing/auth';
import { testDatabaseKinds } from '../testing/databases';
import {
  CHECK,
  DB,
  DEP,
  namesOf,
  NS,
  OLD,
  openCatalog,
  POD1,
  POD2,
  SCRAPER,
  type CatalogApp,
} from './readModel.fixture';

/** The catalog's views and related_configs_recursive through /api/db, read with the real PostgREST client. */
describe.each(testDatabaseKinds)('catalog read models on %s', (kind) => {
  let catalog: CatalogApp;
  const admin = () => catalog.client(catalog.admin);
  const guest = () => catalog.client(catalog.guest);
  const related = (client: ReturnType<typeof admin>, args: Record<string, unknown>) =>
    client.rpc('related_configs_recursive', args, { get: true });

  beforeAll(async () => {
    catalog = await openCatalog(kind);
  });

  afterAll(async () => {
    await catalog.testDb.drop();
  });

  it('configs: the list with 7-day changes, open analyses per type and the namespace tag', async () => {
    const { data, error } = await admin()
      .from('configs')
      .select('id,name,type,namespace,changes,analysis,cost_total_30d,agent:agents(name)')
      .is('deleted_at', null)
      .order('name');
    expect(error).toBeNull();
    expect(namesOf(data)).toEqual(['orders-db', 'shop', 'web', 'web-1', 'web-2']);
    const byId = new Map((data ?? []).map((row) => [row.id, row]));
    expect(byId.get(POD1)).toMatchObject({ changes: 2, analysis: { security: 1 }, namespace: 'shop' });
    expect(byId.get(DEP)).toMatchObject({ changes: 0, analysis: null, agent: { name: 'local' } });
    expect(byId.get(DB)).toMatchObject({ changes: 1, analysis: { cost: 1 } });
  });

  it('config_detail: every column plus the tab badge counts and the scraper', async () => {
    const { data, error } = await admin().from('config_detail').select('*').eq('id', DEP).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'web',
      config: { kind: 'Deployment', spec: { replicas: 2 } },
      agent_name: 'local',
      // Edges: shop→web, web→web-1, web→web-2, web→orders-db; changes: web-1's two (below web) in 7 days.
      summary: { relationships: 4, analysis: 0, changes: 2, playbook_runs: 0, checks: 0 },
      scraper: { id: SCRAPER, name: 'kube-files' },
    });
    const { data: db } = await admin().from('config_detail').select('summary').eq('id', DB).single();
    expect(db).toEqual({ summary: { relationships: 1, analysis: 1, changes: 1, playbook_runs: 0, checks: 1 } });
  });

  it('config_types, config_statuses, config_labels and config_tags: options from live items', async () => {
    const types = await admin().from('config_types').select('type').order('type');
    expect(types.data).toEqual([
      { type: 'AWS::RDS::DBInstance' },
      { type: 'Kubernetes::Deployment' },
      { type: 'Kubernetes::Namespace' },
      { type: 'Kubernetes::Pod' },
    ]);
    const statuses = await admin().from('config_statuses').select('status').order('status');
    expect((statuses.data ?? []).map((r) => r.status)).toEqual([
      'Active',
      'CrashLoopBackOff',
      'Pending',
      'Running',
      'available',
    ]);
    const labels = await admin().from('config_labels').select('key,value').eq('key', 'team').order('value');
    expect(labels.data).toEqual([
      { key: 'team', value: 'data' },
      { key: 'team', value: 'shop' },
      { key: 'team', value: 'web' },
    ]);
    const tags = await admin().from('config_tags').select('value').eq('key', 'cluster').order('value');
    // old-pod is deleted; its tags are not offered (it had prod-eu, which web has too).
    expect(tags.data).toEqual([{ value: 'dev' }, { value: 'prod-eu' }]);
  });

  it('config_scrapers_with_status: the latest job, the last failure and the live item count', async () => {
    const { data, error } = await admin().from('config_scrapers_with_status').select('*').eq('id', SCRAPER).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: 'kube-files', job_status: 'SUCCESS', job_success_count: 3, item_count: 3 });
    expect(data.job_last_failed).toEqual(expect.any(String));
    expect(data.agent).toEqual({ id: '00000000-0000-0000-0000-000000000000', name: 'local' });
  });

  it('check_summary_for_config: the checks linked to an item, with the last hour uptime', async () => {
    const { data } = await admin()
      .from('check_summary_for_config')
      .select('id,name,uptime,latency')
      .eq('config_id', DB);
    expect(data).toEqual([
      {
        id: CHECK,
        name: 'orders-db ping',
        uptime: expect.objectContaining({ passed: 1, failed: 1 }),
        latency: expect.objectContaining({ p50: 12, p99: 30 }),
      },
    ]);
  });

  it('embeds through views: relationships and changes name their items from configs', async () => {
    const edges = await admin()
      .from('config_relationships')
      .select('relation, from:configs!config_id(name), to:configs!related_id(name)')
      .eq('config_id', DEP)
      .order('related_id');
    expect(edges.error).toBeNull();
    expect(edges.data).toEqual([
      { relation: 'hard', from: { name: 'web' }, to: { name: 'web-1' } },
      { relation: 'hard', from: { name: 'web' }, to: { name: 'web-2' } },
      { relation: 'uses', from: { name: 'web' }, to: { name: 'orders-db' } },
    ]);
    const changes = await admin()
      .from('config_changes')
      .select('change_type, config:configs(name,type)')
      .eq('config_id', DB);
    expect(changes.data).toEqual([
      { change_type: 'diff', config: { name: 'orders-db', type: 'AWS::RDS::DBInstance' } },
    ]);
  });

  describe('rpc/related_configs_recursive by GET', () => {
    it('walks outgoing edges (hard and soft) with the depth of each item', async () => {
      const { data, error } = await related(admin(), { config_id: NS, type_filter: 'outgoing' })
        .select('name,depth,direction,relation')
        .order('name');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'orders-db', depth: 2, direction: 'outgoing', relation: 'uses' },
        { name: 'web', depth: 1, direction: 'outgoing', relation: 'hard' },
        { name: 'web-1', depth: 2, direction: 'outgoing', relation: 'hard' },
        { name: 'web-2', depth: 2, direction: 'outgoing', relation: 'hard' },
      ]);
    });

    it('takes filters, order and limit on its result columns', async () => {
      const pods = await related(admin(), { config_id: NS, type_filter: 'outgoing' })
        .eq('type', 'Kubernetes::Pod')
        .neq('health', 'warning')
        .select('name,related_ids');
      expect(pods.data).toEqual([{ name: 'web-1', related_ids: [DEP] }]);
      const first = await related(admin(), { config_id: NS, type_filter: 'all' })
        .order('name', { ascending: false })
        .limit(1);
      expect(namesOf(first.data)).toEqual(['web-2']);
    });

    it('honours the relation, direction and depth arguments', async () => {
      const hard = await related(admin(), { config_id: NS, type_filter: 'outgoing', outgoing_relation: 'hard' });
      expect(namesOf(hard.data)).toEqual(['web', 'web-1', 'web-2']);
      const up = await related(admin(), { config_id: POD1, type_filter: 'incoming' }).select('name,direction');
      expect(namesOf(up.data)).toEqual(['shop', 'web']);
      const near = await related(admin(), { config_id: NS, type_filter: 'outgoing', max_depth: 1 });
      expect(namesOf(near.data)).toEqual(['web']);
    });

    it('answers bad arguments with a 400 and a sentence', async () => {
      const bad = await related(admin(), { config_id: NS, type_filter: 'sideways' });
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toBe('type_filter must be incoming, outgoing or all (got sideways)');
      const missing = await catalog.request(catalog.admin, '/db/rpc/related_configs_recursive?type_filter=all');
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { message: string }).message).toBe(
        'rpc/related_configs_recursive needs the argument config_id',
      );
      const unknown = await catalog.request(catalog.admin, '/db/rpc/pg_sleep?seconds=1');
      expect(unknown.status).toBe(404);
    });
  });

  describe('a guest scoped to cluster=prod-eu', () => {
    it('reads only matching items in the list, the detail and the options', async () => {
      const list = await guest().from('configs').select('name').is('deleted_at', null);
      expect(namesOf(list.data)).toEqual(['shop', 'web', 'web-1']);
      const hidden = await guest().from('config_detail').select('id').in('id', [DB, POD2]);
      expect(hidden.data).toEqual([]);
      const types = await guest().from('config_types').select('type').order('type');
      expect((types.data ?? []).map((r) => r.type)).toEqual([
        'Kubernetes::Deployment',
        'Kubernetes::Namespace',
        'Kubernetes::Pod',
      ]);
      const labels = await guest().from('config_labels').select('value').eq('key', 'team');
      expect(labels.data).toEqual([{ value: 'shop' }]);
      const checks = await guest().from('check_summary_for_config').select('id');
      expect(checks.data).toEqual([]);
    });

    it('sees relationships and the RPC only between items in scope', async () => {
      const edges = await guest().from('config_relationships').select('related_id');
      expect((edges.data ?? []).map((r) => r.related_id).sort()).toEqual([DEP, POD1].sort());
      const walk = await related(guest(), { config_id: NS, type_filter: 'outgoing' });
      expect(walk.error).toBeNull();
      expect(namesOf(walk.data)).toEqual(['web', 'web-1']);
      // An item out of scope reveals nothing, not even its neighbours in scope.
      const fromHidden = await related(guest(), { config_id: DB, type_filter: 'incoming' });
      expect(fromHidden.data).toEqual([]);
    });
  });

  it('a permission row denying one item hides it from the list and the RPC', async () => {
    const viewer = await createPerson(catalog.db, ['viewer']);
    await insertPermission(catalog.db, {
      subject: viewer,
      subject_type: 'person',
      action: 'read',
      deny: true,
      config_id: POD1,
    });
    const client = catalog.client(await sessionHeaders(catalog.db, viewer));
    const list = await client.from('configs').select('name').in('id', [POD1, POD2, OLD]);
    expect(namesOf(list.data)).toEqual(['old-pod', 'web-2']);
    const walk = await related(client, { config_id: DEP, type_filter: 'outgoing' });
    expect(namesOf(walk.data)).toEqual(['orders-db', 'web-2']);
  });
});
