import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases';
import { ScrapeEngine } from './engine';
import { SELF_DATABASE } from './sources/sql';

/**
 * The scraper engine against real sources on this machine: a folder, a git repository made here, the test
 * database itself, a local HTTP server and a sandboxed script; on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
interface ItemRow {
  id: string;
  name: string;
  type: string;
  config_class: string;
  external_id: string[];
  config: Record<string, unknown>;
  health: string | null;
  status: string | null;
  tags: Record<string, string> | null;
  labels: Record<string, string> | null;
  parent_id: string | null;
  path: string | null;
  deleted_at: Date | null;
  delete_reason: string | null;
  scraper_id: string;
}

const CLUSTER = {
  cluster: 'demo',
  namespaces: [
    {
      metadata: { name: 'payments', uid: 'ns-payments', labels: { team: 'billing' } },
      deployments: [
        {
          kind: 'Deployment',
          metadata: { name: 'api', uid: 'dep-api', namespace: 'payments' },
          status: { phase: 'Running' },
          spec: { env: [{ name: 'DB_PASSWORD', value: 'hunter2' }], token: 'tok-123' },
        },
        {
          kind: 'Deployment',
          metadata: { name: 'worker', uid: 'dep-worker', namespace: 'payments' },
          status: { phase: 'Degraded' },
          spec: { env: [], token: 'tok-456' },
        },
      ],
    },
  ],
};

describe.each(testDatabaseKinds)('scraper engine on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let folder: string;
  let engine: ScrapeEngine;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-scrape-'));
    folder = join(dataDir, 'scrape', 'cluster');
    mkdirSync(folder, { recursive: true });
    engine = new ScrapeEngine(t.db, { dataDir, limits: { timeoutMs: 15_000 } });
  });
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const addScraper = async (name: string, spec: unknown) => {
    const { rows } = await t.db.query<{ id: string }>(
      'INSERT INTO config_scrapers (name, spec) VALUES ($1, $2) RETURNING id',
      [name, spec],
    );
    return rows[0]!.id;
  };
  const itemsOf = async (scraperId: string) =>
    (await t.db.query<ItemRow>('SELECT * FROM config_items WHERE scraper_id = $1 ORDER BY type, name', [scraperId]))
      .rows;
  const run = async (id: string) => (await engine.runNow(id))!;

  it('file: JSONPath items/id/name/type split a nested document, with tags, health and a masked secret', async () => {
    writeFileSync(join(folder, 'cluster.json'), JSON.stringify(CLUSTER));
    const id = await addScraper('nested', {
      file: [
        {
          paths: [join(folder, '*.json')],
          items: '$.namespaces[*].deployments[*]',
          id: '$.metadata.uid',
          name: '$.metadata.name',
          type: '$.kind',
          class: 'Deployment',
          status: '$.status.phase',
          health: 'healthy',
          tags: [{ name: 'namespace', jsonpath: '$.metadata.namespace' }],
          transform: {
            mask: [
              {
                selector: "config_type == 'Deployment'",
                jsonpath: '$.spec.env[?(@.name=="DB_PASSWORD")].value',
                value: 'md5sum',
              },
              { jsonpath: '$.spec.token', value: '***' },
            ],
          },
        },
      ],
    });
    const job = await run(id);
    expect(job).toMatchObject({ name: 'Scraper', resource_type: 'config_scraper', resource_id: id, status: 'SUCCESS' });
    expect(job.success_count).toBe(2);
    expect((job.details as { scrape_summary: { created: number } }).scrape_summary.created).toBe(2);
    const items = await itemsOf(id);
    expect(items.map((item) => [item.type, item.name, item.external_id, item.status, item.tags?.namespace])).toEqual([
      ['Deployment', 'api', ['dep-api'], 'Running', 'payments'],
      ['Deployment', 'worker', ['dep-worker'], 'Degraded', 'payments'],
    ]);
    const api = items[0]!;
    const stored = JSON.stringify(api.config);
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toContain('tok-123');
    expect((api.config.spec as { env: Array<{ value: string }> }).env[0]!.value).toBe(
      '2ab96390c7dbe3439de74d0c9b0b1767', // md5("hunter2")
    );
    expect((api.config.spec as { token: string }).token).toBe('***');
    expect(api.health).toBe('healthy');
  });

  it('file: a changed document updates its item; a removed one is soft-deleted once the stale age has passed', async () => {
    const dir = join(dataDir, 'scrape', 'changes');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.yaml'), 'id: a\nkind: Bucket\nname: logs\nversioning: false\n');
    writeFileSync(join(dir, 'b.yaml'), 'id: b\nkind: Bucket\nname: backups\n');
    const id = await addScraper('changes', {
      retention: { staleItemAge: '1h' },
      file: [{ paths: [`${dir}/*.yaml`], id: '$.id', name: '$.name', type: 'AWS::S3::Bucket' }],
    });
    await run(id);
    const [firstBackups, firstLogs] = await itemsOf(id);
    writeFileSync(join(dir, 'a.yaml'), 'id: a\nkind: Bucket\nname: logs-archive\nversioning: true\n');
    rmSync(join(dir, 'b.yaml'));
    const second = await run(id);
    expect(second.status).toBe('SUCCESS');
    let [backups, logs] = await itemsOf(id);
    expect(logs).toMatchObject({ id: firstLogs!.id, name: 'logs-archive', config: { versioning: true } });
    // Seen an hour ago at most: still there.
    expect(backups).toMatchObject({ id: firstBackups!.id, deleted_at: null });
    await t.db.query("UPDATE config_items SET last_scraped_time = now() - interval '2 hours' WHERE id = $1", [
      firstBackups!.id,
    ]);
    const third = await run(id);
    expect((third.details as { scrape_summary: { deleted: number } }).scrape_summary.deleted).toBe(1);
    [backups, logs] = await itemsOf(id);
    expect(backups!.deleted_at).not.toBeNull();
    expect(backups!.delete_reason).toBe('STALE');
    expect(logs!.deleted_at).toBeNull();
  });

  it('file: a failing source writes a FAILED job row with the error and leaves the items untouched', async () => {
    const dir = join(dataDir, 'scrape', 'failing');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'db.json'), JSON.stringify({ id: 'db-1', name: 'orders' }));
    const id = await addScraper('failing', {
      retention: { staleItemAge: '0s' },
      file: [{ paths: [`${dir}/*.json`], id: '$.id', name: '$.name', type: 'Postgres::Database' }],
    });
    await run(id);
    const before = await itemsOf(id);
    writeFileSync(join(dir, 'db.json'), '{ "id": "db-1", broken');
    const job = await run(id);
    expect(job.status).toBe('FAILED');
    expect(job.success_count).toBe(0);
    expect(JSON.stringify((job.details as { errors: string[] }).errors)).toMatch(
      /file\[0\]: .*db\.json is not valid JSON/,
    );
    expect(await itemsOf(id)).toEqual(before);
    expect(before[0]!.deleted_at).toBeNull();
  });

  it('file: a local git repository is read at its committed state', async () => {
    const repo = join(dataDir, 'scrape', 'repo');
    mkdirSync(join(repo, 'infra'), { recursive: true });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-C', repo, ...args]);
    git('init', '-q', '-b', 'main');
    writeFileSync(join(repo, 'infra', 'dns.yaml'), 'zone: example.org\nrecords: 12\n');
    git('add', '.');
    git('commit', '-q', '-m', 'one');
    const id = await addScraper('git', {
      file: [{ url: `file://${repo}?ref=main`, paths: ['infra/*.yaml'], id: '$.zone', type: 'DNS::Zone' }],
    });
    expect((await run(id)).status).toBe('SUCCESS');
    expect((await itemsOf(id)).map((item) => [item.name, item.config])).toEqual([
      ['example.org', { zone: 'example.org', records: 12 }],
    ]);
    writeFileSync(join(repo, 'infra', 'dns.yaml'), 'zone: example.org\nrecords: 13\n');
    // Not committed yet: the scraper reads the branch, not the working tree.
    await run(id);
    expect((await itemsOf(id))[0]!.config).toEqual({ zone: 'example.org', records: 12 });
    git('commit', '-q', '-am', 'two');
    await run(id);
    expect((await itemsOf(id))[0]!.config).toEqual({ zone: 'example.org', records: 13 });
  });

  it('sql: the test database itself is a target, each row an item', async () => {
    const id = await addScraper('people', {
      sql: [
        {
          connection: SELF_DATABASE,
          query: 'SELECT id, name, email FROM people WHERE deleted_at IS NULL ORDER BY name',
          id: '$.id',
          name: '$.name',
          type: 'MissionControl::User',
        },
      ],
    });
    const job = await run(id);
    expect(job.status).toBe('SUCCESS');
    const items = await itemsOf(id);
    expect(items.map((item) => item.name)).toContain('Admin');
    expect(items.find((item) => item.name === 'Admin')!.config).toMatchObject({ email: 'admin@example.com' });
    // Read only: a query that writes fails the run and changes nothing.
    const writer = await addScraper('writer', {
      sql: [{ connection: SELF_DATABASE, query: "UPDATE people SET name = 'x' RETURNING id", id: '$.id', type: 'X' }],
    });
    expect((await run(writer)).status).toBe('FAILED');
    if (kind === 'postgres') {
      const external = await addScraper('external', {
        sql: [
          {
            connection: t.url,
            query: 'SELECT 1 AS id, current_database() AS db',
            id: '$.id',
            name: '$.db',
            type: 'Postgres::Database',
          },
        ],
      });
      expect((await run(external)).status).toBe('SUCCESS');
      expect((await itemsOf(external))[0]!.name).toMatch(/^mc_test_/);
    }
  });

  it('http: a local JSON endpoint, items split by JSONPath', async () => {
    let body = { buckets: [{ arn: 'arn:aws:s3:::media', name: 'media', region: 'eu-west-1' }] };
    const server = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const id = await addScraper('http', {
        http: [
          {
            url: `http://127.0.0.1:${port}/inventory`,
            items: '$.buckets',
            id: '$.arn',
            name: '$.name',
            type: 'AWS::S3::Bucket',
            labels: { region: '$.region' },
          },
        ],
      });
      expect((await run(id)).status).toBe('SUCCESS');
      expect((await itemsOf(id)).map((item) => [item.name, item.labels])).toEqual([['media', { region: 'eu-west-1' }]]);
      body = { buckets: [{ arn: 'arn:aws:s3:::media', name: 'media', region: 'eu-central-1' }] };
      await run(id);
      expect((await itemsOf(id))[0]!.labels).toEqual({ region: 'eu-central-1' });
    } finally {
      server.close();
    }
  });

  it('exec: a sandboxed script whose JSON output becomes items', async () => {
    const id = await addScraper('exec', {
      exec: [
        {
          script: `echo '[{"host":"db-1","role":"primary"},{"host":"db-2","role":"replica"}]'`,
          id: '$.host',
          type: 'Host::Server',
          status: '$.role',
        },
      ],
    });
    const job = await run(id);
    expect(job.status).toBe('SUCCESS');
    expect((await itemsOf(id)).map((item) => [item.name, item.status])).toEqual([
      ['db-1', 'primary'],
      ['db-2', 'replica'],
    ]);
  });

  it('relationships: a parent rule sets parent_id and path; a shared external id across types is an Alias', async () => {
    const dir = join(dataDir, 'scrape', 'rel');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'ns.json'), JSON.stringify({ kind: 'Namespace', uid: 'ns-1', name: 'shop' }));
    writeFileSync(join(dir, 'pod.json'), JSON.stringify({ kind: 'Pod', uid: 'pod-1', name: 'shop-web', ns: 'ns-1' }));
    writeFileSync(join(dir, 'vm.json'), JSON.stringify({ kind: 'VM', uid: 'pod-1', name: 'shop-web-vm' }));
    const id = await addScraper('rel', {
      file: [
        {
          paths: [`${dir}/*.json`],
          id: '$.uid',
          name: '$.name',
          type: '$.kind',
          transform: { relationship: [{ type: { value: 'Namespace' }, id: { path: '$.ns' }, parent: true }] },
        },
      ],
    });
    await run(id);
    const items = await itemsOf(id);
    const ns = items.find((item) => item.type === 'Namespace')!;
    const pod = items.find((item) => item.type === 'Pod')!;
    const vm = items.find((item) => item.type === 'VM')!;
    expect(pod).toMatchObject({ parent_id: ns.id, path: ns.id });
    const { rows } = await t.db.query<{ config_id: string; related_id: string; relation: string }>(
      'SELECT config_id, related_id, relation FROM config_relationships WHERE deleted_at IS NULL ORDER BY relation',
    );
    expect(rows).toContainEqual({ config_id: ns.id, related_id: pod.id, relation: 'hard' });
    expect(rows).toContainEqual({
      config_id: [pod.id, vm.id].sort()[0],
      related_id: [pod.id, vm.id].sort()[1],
      relation: 'Alias',
    });
  });

  it('a type that needs a cluster or cloud is saved, and its run records a clear "cannot run offline" error', async () => {
    const id = await addScraper('cloud', { kubernetes: [{ clusterName: 'prod' }] });
    const job = await run(id);
    expect(job.status).toBe('FAILED');
    expect(JSON.stringify(job.details)).toContain('kubernetes scrapers cannot run offline on this server');
  });
});
