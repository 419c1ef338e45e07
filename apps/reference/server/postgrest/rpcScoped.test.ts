import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB, DEP, NS, namesOf, openCatalog, POD1, POD2, type CatalogApp } from '../catalog/readModel.fixture';
import { insertPermission } from '../testing/demoApp';
import { createPerson, sessionHeaders } from '../testing/auth';
import { testDatabaseKinds } from '../testing/databases';

/** An item in the guest's scope (cluster=prod-eu) reachable only through orders-db, which is out of it. */
const CACHE = 'c0000000-0000-4000-8000-000000000007';

interface WalkRow {
  id: string;
  name: string;
  depth: number;
  related_ids: string[];
  path: string | null;
}

/**
 * Callers with row filters (a guest's access scopes, a denied item) learn nothing about hidden items from
 * the catalog's walk and the item page's badges: the walk does not pass through them, and the counts
 * count only what the caller may read.
 */
describe.each(testDatabaseKinds)('catalog reads under row filters on %s', (kind) => {
  let catalog: CatalogApp;
  const related = (auth: CatalogApp['admin'], args: Record<string, unknown>) =>
    catalog.client(auth).rpc('related_configs_recursive', args, { get: true }).select('id,name,depth,related_ids,path');

  beforeAll(async () => {
    catalog = await openCatalog(kind);
    // web → orders-db (hidden from the guest) → redis-cache (in scope); redis-cache's path names web and orders-db.
    await catalog.db.exec(`
      INSERT INTO config_items (id, config_class, type, name, tags, path, config) VALUES
        ('${CACHE}', 'Cache', 'Redis::Cache', 'redis-cache', '{"cluster":"prod-eu"}', '${NS}.${DB}', '{}');
      INSERT INTO config_relationships (config_id, related_id, relation) VALUES
        ('${DB}', '${CACHE}', 'uses'), ('${CACHE}', '${POD1}', 'uses'), ('${POD1}', '${POD2}', 'uses'),
        ('${POD2}', '${CACHE}', 'uses');
    `);
  });

  afterAll(async () => {
    await catalog.testDb.drop();
  });

  it('an admin walks through every item', async () => {
    const { data, error } = await related(catalog.admin, { config_id: NS, type_filter: 'outgoing' });
    expect(error).toBeNull();
    const rows = (data ?? []) as unknown as WalkRow[];
    expect(namesOf(rows)).toEqual(['orders-db', 'redis-cache', 'web', 'web-1', 'web-2']);
    expect(rows.find((row) => row.id === CACHE)).toMatchObject({ depth: 3, path: `${NS}.${DB}` });
  });

  it('a guest: the walk does not pass through an item out of scope, and names none', async () => {
    const { data, error } = await related(catalog.guest, { config_id: NS, type_filter: 'outgoing' });
    expect(error).toBeNull();
    const rows = (data ?? []) as unknown as WalkRow[];
    expect(namesOf(rows)).toEqual(['web', 'web-1']);
    expect(rows.find((row) => row.id === POD1)).toMatchObject({ depth: 2, related_ids: [DEP], path: `${NS}.${DEP}` });
    const hidden = JSON.stringify(rows);
    expect(hidden).not.toContain(DB);
    // Reached the other way round, the cache's own path no longer names orders-db.
    const up = await related(catalog.guest, { config_id: CACHE, type_filter: 'incoming' });
    expect(up.error).toBeNull();
    expect(up.data).toEqual([]);
  });

  it('a guest: direction and relation come from visible chains only', async () => {
    // redis-cache → web-1 (outgoing); web-1 → web-2 → redis-cache makes web-1 incoming too, through web-2 (dev).
    const admin = await catalog
      .client(catalog.admin)
      .rpc('related_configs_recursive', { config_id: CACHE, type_filter: 'all' }, { get: true })
      .select('id,direction')
      .eq('id', POD1);
    expect(admin.data).toEqual([{ id: POD1, direction: 'both' }]);
    const { data, error } = await catalog
      .client(catalog.guest)
      .rpc('related_configs_recursive', { config_id: CACHE, type_filter: 'all' }, { get: true })
      .select('name,direction,relation,depth,related_ids');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'web-1', direction: 'outgoing', relation: 'uses', depth: 1, related_ids: [CACHE] }]);
  });

  it('a denied item: the walk stops at it', async () => {
    const viewer = await createPerson(catalog.db, ['viewer']);
    await insertPermission(catalog.db, {
      subject: viewer,
      subject_type: 'person',
      action: 'read',
      deny: true,
      config_id: DEP,
    });
    const auth = await sessionHeaders(catalog.db, viewer);
    const down = await related(auth, { config_id: NS, type_filter: 'outgoing' });
    expect(down.error).toBeNull();
    expect(down.data).toEqual([]);
    const up = await related(auth, { config_id: CACHE, type_filter: 'incoming' });
    const rows = (up.data ?? []) as unknown as WalkRow[];
    // orders-db, web-2 and web-1 (→ web-2) are readable; web (denied) and shop (reached only through web) are not.
    expect(namesOf(rows)).toEqual(['orders-db', 'web-1', 'web-2']);
    expect(rows.find((row) => row.id === DB)).toMatchObject({ related_ids: [CACHE], depth: 1 });
    expect(rows.find((row) => row.id === POD1)).toMatchObject({ related_ids: [POD2], depth: 2 });
  });

  it("config_detail's summary counts only what a guest may read", async () => {
    const admin = await catalog.client(catalog.admin).from('config_detail').select('summary').eq('id', DEP).single();
    expect(admin.data).toEqual({ summary: { relationships: 4, analysis: 0, changes: 2, playbook_runs: 0, checks: 0 } });
    const { data, error } = await catalog
      .client(catalog.guest)
      .from('config_detail')
      .select('id,name,summary')
      .eq('id', DEP)
      .single();
    expect(error).toBeNull();
    // shop → web and web → web-1 are both in scope; web-2 (cluster=dev) and orders-db are not.
    expect(data).toEqual({
      id: DEP,
      name: 'web',
      summary: { relationships: 2, analysis: 0, changes: 2, playbook_runs: 0, checks: 0 },
    });
    const all = await catalog.client(catalog.guest).from('config_detail').select('*').eq('id', NS).single();
    expect(all.data).toMatchObject({ name: 'shop', agent_name: 'local', summary: { relationships: 1, changes: 2 } });
  });

  it("config_detail's summary leaves out a denied item's edges, changes and analyses", async () => {
    const viewer = await createPerson(catalog.db, ['viewer']);
    await insertPermission(catalog.db, {
      subject: viewer,
      subject_type: 'person',
      action: 'read',
      deny: true,
      config_id: POD1,
    });
    const client = catalog.client(await sessionHeaders(catalog.db, viewer));
    const { data } = await client.from('config_detail').select('summary').eq('id', DEP).single();
    // web-1's edge and its two changes (below web) are hidden.
    expect(data).toEqual({ summary: { relationships: 3, analysis: 0, changes: 0, playbook_runs: 0, checks: 0 } });
  });
});
