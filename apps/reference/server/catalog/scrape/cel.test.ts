import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases';
import { ScrapeEngine } from './engine';

/**
 * CEL in a scraper's transform, run by the engine over a real folder: `mask[].selector` picks the items a mask
 * applies to, `relationship[].filter` the items a rule links and `expr` gives the selectors; an invalid expression
 * that reaches a run is reported for its rule while the scrape goes on. PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
interface Row {
  id: string;
  name: string;
  type: string;
  config: Record<string, Record<string, unknown>>;
  parent_id: string | null;
}

const DOCUMENTS = {
  'secret.json': { kind: 'Secret', metadata: { name: 'db-creds' }, data: { password: 'hunter2', token: 's-tok' } },
  'config.json': { kind: 'ConfigMap', metadata: { name: 'app-config' }, data: { password: 'plain', token: 'c-tok' } },
  'other.json': { kind: 'ConfigMap', metadata: { name: 'other' }, data: { password: 'open', token: 'o-tok' } },
  'ns.json': { kind: 'Namespace', metadata: { name: 'shop' } },
  'web.json': { kind: 'Pod', metadata: { name: 'web-1', labels: { app: 'web' } } },
  'db.json': { kind: 'Pod', metadata: { name: 'db-1', labels: { app: 'db' } } },
  'svc.json': { kind: 'Service', metadata: { name: 'web-svc' }, target: 'web-1' },
};

describe.each(testDatabaseKinds)('scraper CEL on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let folder: string;
  let engine: ScrapeEngine;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-cel-'));
    folder = join(dataDir, 'scrape', 'k8s');
    mkdirSync(folder, { recursive: true });
    for (const [file, document] of Object.entries(DOCUMENTS))
      writeFileSync(join(folder, file), JSON.stringify(document));
    engine = new ScrapeEngine(t.db, { dataDir, limits: { timeoutMs: 15_000 } });
  });
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Saved straight into the table: the save hook would refuse the invalid expressions this file also runs.
  const scrape = async (name: string, transform: unknown) => {
    const { rows } = await t.db.query<{ id: string }>(
      'INSERT INTO config_scrapers (name, spec) VALUES ($1, $2) RETURNING id',
      [
        name,
        {
          file: [
            {
              paths: [join(folder, '*.json')],
              id: '$.metadata.name',
              name: '$.metadata.name',
              type: '$.kind',
              labels: '$.metadata.labels',
              transform,
            },
          ],
        },
      ],
    );
    const id = rows[0]!.id;
    const job = (await engine.runNow(id))!;
    const items = (
      await t.db.query<Row>('SELECT id, name, type, config, parent_id FROM config_items WHERE scraper_id = $1', [id])
    ).rows;
    const byName = (itemName: string) => items.find((item) => item.name === itemName)!;
    const links = async () =>
      (
        await t.db.query<{ from: string; to: string; relation: string }>(
          `SELECT a.name AS "from", b.name AS "to", r.relation FROM config_relationships r
           JOIN config_items a ON a.id = r.config_id JOIN config_items b ON b.id = r.related_id
           WHERE a.scraper_id = $1 AND r.deleted_at IS NULL ORDER BY 1, 2`,
          [id],
        )
      ).rows;
    return { job, items, byName, links };
  };

  it('a mask with a CEL selector masks only the items it matches', async () => {
    const { job, byName } = await scrape('masks', {
      mask: [
        { selector: "config_type == 'Secret'", jsonpath: '$.data.password', value: 'md5sum' },
        { selector: "config.metadata.name == 'app-config'", jsonpath: '$.data.token', value: '***' },
      ],
    });
    expect(job.status).toBe('SUCCESS');
    expect(byName('db-creds').config.data).toEqual({ password: '2ab96390c7dbe3439de74d0c9b0b1767', token: 's-tok' });
    expect(byName('app-config').config.data).toEqual({ password: 'plain', token: '***' });
    expect(byName('other').config.data).toEqual({ password: 'open', token: 'o-tok' });
  });

  it('a relationship rule with a CEL filter links only the matching items; expr gives the selectors itself', async () => {
    const { job, links } = await scrape('links', {
      relationship: [
        {
          filter: "config_type == 'Pod' && labels.app == 'web'",
          type: { value: 'Namespace' },
          name: { value: 'shop' },
        },
        { expr: "config_type == 'Service' ? [{'type': 'Pod', 'name': config.target}] : []" },
      ],
    });
    expect(job.details).not.toHaveProperty('errors');
    expect(job.status).toBe('SUCCESS');
    expect(await links()).toEqual([
      { from: 'web-1', to: 'shop', relation: 'related' },
      { from: 'web-svc', to: 'web-1', relation: 'related' },
    ]);
  });

  it('an invalid expression that reaches a run is an error for its rule; the scrape stores its items', async () => {
    const { job, items, byName, links } = await scrape('invalid', {
      mask: [{ selector: 'config_type ==', jsonpath: '$.data.password', value: '***' }],
      relationship: [
        { filter: 'config.metadata.nope == 1', type: { value: 'Namespace' }, name: { value: 'shop' } },
        { filter: 'unknown_variable', type: { value: 'Namespace' }, name: { value: 'shop' } },
      ],
    });
    expect(job.status).not.toBe('FAILED');
    expect(items).toHaveLength(Object.keys(DOCUMENTS).length);
    const errors = (job.details as { errors: string[] }).errors;
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^file\[0\]: transform\.mask\[0\]\.selector is not a valid CEL expression: .*; the mask applies to every item$/,
      ),
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^file\[0\]: transform\.relationship\[1\]\.filter is not a valid CEL expression: Unknown variable: unknown_variable; the rule links nothing$/,
      ),
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^file\[0\]: transform\.relationship\[0\]\.filter failed on Pod web-1: No such key: nope$/),
    );
    // A mask that cannot tell which items it concerns hides the field everywhere rather than store a secret.
    expect(byName('db-creds').config.data!.password).toBe('***');
    expect(byName('other').config.data!.password).toBe('***');
    expect(await links()).toEqual([]);
  });
});
