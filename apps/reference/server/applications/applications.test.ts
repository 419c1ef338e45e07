import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationReport } from '@mission-control/api';
import { createApp } from '../app';
import { ensureDemoScrapers } from '../catalog/scrape/demo';
import { ScrapeEngine } from '../catalog/scrape/engine';
import { createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { ensureDemoApplications } from './demo';

/**
 * #24 Must show: the demo application's report over the catalog the real scrape engine made of the shipped
 * documents: the users (with roles and last logins) recorded from the orders database's access data, its backups
 * and restores from its changes, and the findings the analyzers raised on the selected items.
 */
describe.each(testDatabaseKinds)('#24 application report on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let admin: (path: string, init?: RequestInit) => Response | Promise<Response>;
  let viewer: typeof admin;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-apps-'));
    const engine = new ScrapeEngine(t.db, { dataDir });
    await ensureDemoScrapers(t.db);
    await engine.tick(new AbortController().signal);
    await engine.drain();
    await ensureDemoApplications(t.db);
    const app = createApp({ db: t.db });
    admin = requester(app, await sessionHeaders(t.db));
    viewer = requester(app, await sessionHeaders(t.db, await createPerson(t.db, ['viewer'])));
  }, 120_000);
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (who: typeof admin, body: unknown) =>
    who('/api/db/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify(body),
    });

  it('the scraper recorded the orders database’s users, roles and last logins from its document', async () => {
    const { rows } = await t.db.query<{ name: string; role: string | null; last_login: Date | null }>(
      `SELECT u.name, r.name AS role, l.created_at AS last_login FROM config_access a
       JOIN external_users u ON u.id = a.external_user_id LEFT JOIN external_roles r ON r.id = a.external_role_id
       LEFT JOIN config_access_logs l ON l.config_id = a.config_id AND l.external_user_id = a.external_user_id
       WHERE a.deleted_at IS NULL ORDER BY u.name`,
    );
    expect(rows.map((row) => [row.name, row.role, row.last_login && new Date(row.last_login).toISOString()])).toEqual([
      ['Alice Moreau', 'orders_admin', '2026-08-30T16:20:00.000Z'],
      ['Bob Okafor', 'orders_readonly', '2026-08-12T08:03:00.000Z'],
      ['Carol Jensen', 'orders_writer', null],
      ['ci-deployer', 'orders_writer', '2026-08-31T01:55:00.000Z'],
    ]);
  });

  it('GET /api/application/default/orders lists the users, backups, restores and findings of its mapped items', async () => {
    const response = await viewer('/api/application/default/orders');
    expect(response.status).toBe(200);
    const report = (await response.json()) as ApplicationReport;
    expect(report).toMatchObject({ namespace: 'default', name: 'orders', type: 'Online store backend' });
    expect(report.properties.map((property) => property.label)).toEqual(['Owner', 'Tier', 'Data classification']);

    expect(report.accessControl.users.map((user) => [user.name, user.role, user.item, user.lastLogin])).toEqual([
      ['Alice Moreau', 'orders_admin', 'orders', '2026-08-30T16:20:00.000Z'],
      ['Bob Okafor', 'orders_readonly', 'orders', '2026-08-12T08:03:00.000Z'],
      ['Carol Jensen', 'orders_writer', 'orders', null],
      ['ci-deployer', 'orders_writer', 'orders', '2026-08-31T01:55:00.000Z'],
    ]);
    expect(report.accessControl.roles).toEqual(['orders_admin', 'orders_readonly', 'orders_writer']);
    expect(report.accessControl.users[0]!.lastAccessReview).toBe('2026-07-01T10:00:00.000Z');

    // Three months of nightly backups less two skipped nights: 87 completed, 3 failed; two restores.
    expect(report.backups).toHaveLength(90);
    expect(report.backups.filter((backup) => backup.status === 'failed').map((backup) => backup.date)).toEqual([
      '2026-08-31T02:05:10.000Z',
      '2026-07-14T02:05:10.000Z',
      '2026-06-22T02:05:10.000Z',
    ]);
    expect(report.backups[1]).toMatchObject({ database: 'orders', type: 'BackupCompleted', size: '118 GiB' });
    expect(report.restores.map((restore) => [restore.type, restore.status])).toEqual([
      ['RestoreFailed', 'failed'],
      ['BackupRestored', 'completed'],
    ]);

    // Findings: the analyzers' open findings on the selected items (the production environment's RDS instance
    // and buckets, the payments deployments), each one of an item the report selected.
    const { rows: expected } = await t.db.query<{ id: string }>(
      `SELECT a.id FROM config_analysis a JOIN config_items i ON i.id = a.config_id
       WHERE i.deleted_at IS NULL AND (i.name = 'orders' AND i.type = 'Postgres::Database'
         OR i.type IN ('AWS::RDS::DBInstance', 'AWS::S3::Bucket')
         OR (i.type = 'Kubernetes::Deployment' AND i.tags ->> 'namespace' = 'payments'))`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(report.findings.map((finding) => finding.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(report.findings.some((finding) => finding.item === 'acme-storefront-assets')).toBe(true);

    expect(report.locations).toEqual([
      expect.objectContaining({ name: 'production', purpose: 'Application servers', provider: 'Kubernetes' }),
      expect.objectContaining({ name: 'production', provider: 'AWS', type: 'cloud', region: 'eu-west-1' }),
    ]);
    expect(report.locations[0]!.resourceCount).toBe(2);
    expect(report.sections).toEqual([
      expect.objectContaining({
        title: 'Kubernetes workloads',
        viewRef: { namespace: 'default', name: 'deployment-overview' },
      }),
    ]);
  });

  it('answers an unknown application with 404 and a bad address with 400, each with a sentence', async () => {
    const missing = await admin('/api/application/default/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Application default/nope was not found' });
    const bad = await admin('/api/application/default/Not%20A%20Name');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('name "Not A Name" is not an application name');
  });

  it('checks the spec on write with a clear message; one live application per namespace/name; viewers only read', async () => {
    const bad = await post(admin, { name: 'billing', namespace: 'default', spec: { mapping: { logins: [{}] } } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'invalid application: spec mapping.logins.0: a selector must name at least one of id, name, types, type, tagSelector, labelSelector, search, health or status',
    );
    const unknown = await post(admin, { name: 'billing', namespace: 'default', spec: { mapings: {} } });
    expect(((await unknown.json()) as { message: string }).message).toMatch(/mapings is not a spec field/);
    const good = await post(admin, {
      name: 'billing',
      namespace: 'default',
      spec: { description: 'Invoices', mapping: { datasources: [{ types: ['Postgres::Database'] }] } },
    });
    expect(good.status).toBe(201);
    const [row] = (await good.json()) as Array<{ created_by: string | null; source: string }>;
    expect(row).toMatchObject({ source: 'UI' });
    expect(row!.created_by).not.toBeNull();
    const twice = await post(admin, { name: 'billing', namespace: 'default', spec: {} });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toBe('an application default/billing already exists');
    const denied = await post(viewer, { name: 'other', namespace: 'default', spec: {} });
    expect(denied.status).toBe(403);
    const list = await viewer(
      '/api/db/applications?select=name,namespace,created_by(name)&deleted_at=is.null&order=name',
    );
    expect(((await list.json()) as Array<{ name: string }>).map((app) => app.name)).toEqual(['billing', 'orders']);
  });
});
