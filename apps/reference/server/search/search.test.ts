import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases';
import { openCatalog, type CatalogApp } from '../catalog/readModel.fixture';

type Items = Record<string, Array<{ id: string; name: string; type?: string | null; tags?: Record<string, string> }>>;

/** POST /api/resources/search over the fixture catalog (readModel.fixture.ts: items, one check, a scoped guest). */
describe.each(testDatabaseKinds)('#28 resource search on %s', (kind) => {
  let catalog: CatalogApp;
  const search = async (body: unknown, auth = catalog.admin) => {
    const response = await catalog.request(auth, '/resources/search', { method: 'POST', body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Items & { error?: string } };
  };
  const names = (items: Items[string] | undefined) => (items ?? []).map((item) => item.name).sort();

  beforeAll(async () => {
    catalog = await openCatalog(kind);
  });

  afterAll(async () => {
    await catalog.testDb.drop();
  });

  it('finds catalog items by a word of their name, with id, name, type and tags, never deleted ones', async () => {
    const { status, body } = await search({ configs: [{ search: 'web' }] });
    expect(status).toBe(200);
    expect(names(body.configs)).toEqual(['web', 'web-1', 'web-2']);
    expect(body.configs!.find((item) => item.name === 'web-2')).toEqual({
      id: 'c0000000-0000-4000-8000-000000000004',
      name: 'web-2',
      icon: null,
      type: 'Kubernetes::Pod',
      tags: { cluster: 'dev', namespace: 'shop' },
    });
    expect(names((await search({ configs: [{ search: 'pod' }] })).body.configs)).toEqual([]);
  });

  it('reads key=value terms: type, health lists and tags, and name globs', async () => {
    const pods = await search({ configs: [{ search: 'type=Kubernetes::Pod health=unhealthy,warning' }] });
    expect(names(pods.body.configs)).toEqual(['web-1', 'web-2']);
    expect(names((await search({ configs: [{ search: 'cluster=dev' }] })).body.configs)).toEqual(['web-2']);
    expect(names((await search({ configs: [{ name: 'web-*' }] })).body.configs)).toEqual(['web-1', 'web-2']);
    expect(
      names((await search({ configs: [{ tagSelector: 'cluster=prod-eu', types: ['Kubernetes::Pod'] }] })).body.configs),
    ).toEqual(['web-1']);
  });

  it('searches several kinds at once; each answers its own list', async () => {
    const { status, body } = await search({
      configs: [{ search: 'orders' }],
      checks: [{ search: 'orders' }],
      playbooks: [{ search: 'orders' }],
    });
    expect(status).toBe(200);
    expect(names(body.configs)).toEqual(['orders-db']);
    expect(names(body.checks)).toEqual(['orders-db ping']);
    expect(body.playbooks).toEqual([]);
  });

  it("applies the caller's access scopes: a guest scoped to cluster=prod-eu finds only those items", async () => {
    const { status, body } = await search({ configs: [{ name: '*' }] }, catalog.guest);
    expect(status).toBe(200);
    expect(names(body.configs)).toEqual(['shop', 'web', 'web-1']);
  });

  it('keeps values literal: quotes, commas and parentheses never reach the filter as syntax', async () => {
    const { status, body } = await search({ configs: [{ search: 'name=web"),or(id.not.is.null' }] });
    expect(status).toBe(200);
    expect(body.configs).toEqual([]);
    expect((await search({ configs: [{ search: '100%_web' }] })).body.configs).toEqual([]);
  });

  it('refuses bad input with a sentence', async () => {
    const unknownKind = await search({ people: [{ search: 'a' }] });
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.error).toMatch(/people/);
    const tooMany = await search({ configs: [{ search: 'web', limit: 5000 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/at most 200/);
    const badTag = await search({ configs: [{ tagSelector: 'cluster' }] });
    expect(badTag.status).toBe(400);
    expect(badTag.body.error).toBe('tag selector term "cluster" must be key=value');
    const noTags = await search({ playbooks: [{ search: 'team=a' }] });
    expect(noTags.status).toBe(400);
    expect(noTags.body.error).toBe('playbooks have no tags to match "team"');
  });

  it('answers 401 without credentials', async () => {
    const response = await catalog.app.request('http://localhost/api/resources/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
