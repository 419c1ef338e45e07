import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

describe.each(testDatabaseKinds)('integrations_with_status on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb.drop());

  it('lists scrapers, topologies, log backends and notification channels with their latest job, no secrets', async () => {
    const {
      rows: [scraper],
    } = await testDb.db.query<{ id: string }>(
      `INSERT INTO config_scrapers (name, spec) VALUES ('k8s', '{}') RETURNING id`,
    );
    await testDb.db.query(`INSERT INTO topologies (name, namespace, spec) VALUES ('web', 'default', '{}')`);
    await testDb.db.query(`INSERT INTO logging_backends (name, spec) VALUES ('loki', '{}')`);
    await testDb.db.query(
      `INSERT INTO connections (name, type, url, password) VALUES ('ops', 'slack', 'slack://xoxb:tok@ops', 'pw'),
                                                                  ('db', 'postgres', 'postgres://x', 'pw')`,
    );
    await testDb.db.query(
      `INSERT INTO job_history (name, resource_type, resource_id, status, time_start, created_at)
       VALUES ('Scrape', 'config_scraper', $1, 'FAILED', now(), now() - interval '1 minute'),
              ('Scrape', 'config_scraper', $1, 'SUCCESS', now(), now())`,
      [scraper!.id],
    );
    const { rows } = await testDb.db.query<Record<string, unknown>>(
      'SELECT * FROM integrations_with_status ORDER BY integration_type, name',
    );
    expect(rows.map((row) => [row.integration_type, row.name, row.job_status ?? null])).toEqual([
      ['logging_backends', 'loki', null],
      ['notifications', 'ops', null],
      ['scrapers', 'k8s', 'SUCCESS'],
      ['topologies', 'web', null],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/tok|pw/);
  });
});
