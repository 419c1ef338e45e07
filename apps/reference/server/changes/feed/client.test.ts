import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, from, type MissionControlClient } from '@mission-control/api';
import { z } from 'zod';
import { openCatalog, POD1, POD2, type CatalogApp } from '../../catalog/readModel.fixture';
import { testDatabaseKinds } from '../../testing/databases';

/** #20 The api's changes client against the server: the feed, one change's details and the Change Type options. */
describe.each(testDatabaseKinds)('#20 client.changes against the server on %s', (kind) => {
  let catalog: CatalogApp;
  let client: MissionControlClient;
  let changeId: string;

  beforeAll(async () => {
    catalog = await openCatalog(kind);
    const { rows } = await catalog.db.query<{ id: string }>(
      `INSERT INTO config_changes (config_id, change_type, severity, source, summary, diff, patches, details)
       VALUES ($1, 'diff', 'high', 'diff', 'spec.replicas', $2, '{"spec":{"replicas":2}}', '{"by":"scraper"}')
       RETURNING id`,
      [POD1, '--- a\n+++ b\n-replicas: 2\n+replicas: 3'],
    );
    changeId = rows[0]!.id;
    await catalog.db.query(`INSERT INTO config_changes (config_id, change_type) VALUES ($1, 'OOMKilled')`, [POD2]);
    client = createClient({
      baseUrl: 'http://localhost',
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        for (const [key, value] of Object.entries(catalog.admin)) headers.set(key, value);
        return Promise.resolve(catalog.app.request(String(input), { ...init, headers }));
      },
    });
  });

  afterAll(async () => {
    await catalog.testDb.drop();
  });

  it('searches the feed and reads the page with the response schema', async () => {
    const page = await client.changes.search({ severity: 'high', source: 'diff' });
    expect(page).toMatchObject({ total: 1, total_exact: true, summary: { diff: 1 } });
    expect(page.changes[0]).toMatchObject({ id: changeId, name: 'web-1', type: 'Kubernetes::Pod', count: 1 });
  });

  it('reads one change with its diff, patch, details and item', async () => {
    const detail = await client.changes.detail(changeId);
    expect(detail).toMatchObject({
      id: changeId,
      summary: 'spec.replicas',
      diff: expect.stringContaining('+replicas: 3'),
      patches: { spec: { replicas: 2 } },
      details: { by: 'scraper' },
      config: { id: POD1, name: 'web-1', type: 'Kubernetes::Pod' },
    });
  });

  it('lists the change types in use for the Change Type filter; a guest those of the items they see', async () => {
    const types = async (auth: Record<string, string>) => {
      const response = await catalog.request(auth, '/db/change_types?select=change_type&order=change_type');
      expect(response.status).toBe(200);
      return ((await response.json()) as Array<{ change_type: string }>).map((row) => row.change_type);
    };
    const { data } = await client.db.list(
      from('change_types').select('change_type'),
      z.object({ change_type: z.string() }),
      { count: false },
    );
    expect(data.map((row) => row.change_type).sort()).toEqual(['OOMKilled', 'Unhealthy', 'diff']);
    // web-2 (cluster dev) is outside the guest's scope, and so is its OOMKilled.
    expect(await types(catalog.guest)).toEqual(['Unhealthy', 'diff']);
  });
});
