import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, SEEDED_ADMIN } from '../app';
import { sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { demoViewsDir } from '../views/demo';
import { startKubeServer } from './endpoint';
import { ensureKubeTls, type KubeTls } from './tls';

const run = promisify(execFile);

/** #24: the `View` kind (mission-control.flanksource.com/v1), driven by the real kubectl with a downloaded kubeconfig. */
describe.each(testDatabaseKinds)('#24 kube API: View kind on %s', (kind) => {
  let testDb: TestDatabase;
  let kubeServer: ServerType;
  let tls: KubeTls;
  let dir: string;
  let port = 0;
  let kubectl: (...args: string[]) => Promise<{ ok: boolean; out: string }>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    dir = mkdtempSync(join(tmpdir(), 'mc-kube-views-'));
    tls = ensureKubeTls(join(dir, 'tls'));
    await new Promise<void>((resolve) => {
      kubeServer = startKubeServer({
        db: testDb.db,
        tls,
        port: 0,
        hostname: '127.0.0.1',
        onListening: () => resolve(),
      });
    });
    port = (kubeServer.address() as AddressInfo).port;
    const app = createApp({ db: testDb.db, kube: { port: () => port, ca: tls.ca } });
    const response = await app.request('http://127.0.0.1/api/kubeconfig', {
      headers: await sessionHeaders(testDb.db, SEEDED_ADMIN.id),
    });
    const file = join(dir, 'kubeconfig');
    writeFileSync(file, await response.text(), { mode: 0o600 });
    kubectl = async (...args: string[]) => {
      try {
        const { stdout } = await run('kubectl', args, { env: { ...process.env, KUBECONFIG: file }, timeout: 30_000 });
        return { ok: true, out: stdout };
      } catch (error) {
        return { ok: false, out: (error as { stderr: string }).stderr };
      }
    };
  });

  afterAll(async () => {
    await new Promise((resolve) => kubeServer.close(resolve));
    await testDb.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies the shipped demo view, lists it, refuses a bad spec with the executor sentence, and deletes it', async () => {
    const path = join(demoViewsDir(), 'catalog-summary.json');
    const created = await kubectl('apply', '-f', path);
    expect(created).toMatchObject({ ok: true });
    expect(created.out.trim()).toBe('view.mission-control.flanksource.com/catalog-summary created');
    const { rows } = await testDb.db.query<{ source: string; spec: { display: { title: string } } }>(
      `SELECT source, spec FROM views WHERE name = 'catalog-summary' AND deleted_at IS NULL`,
    );
    expect(rows[0]).toMatchObject({ source: 'KubernetesCRD', spec: { display: { title: 'Catalog summary' } } });

    expect((await kubectl('apply', '-f', path)).out.trim()).toBe(
      'view.mission-control.flanksource.com/catalog-summary unchanged',
    );
    expect((await kubectl('get', 'views')).out).toMatch(
      /NAME\s+TITLE\s+LAST RAN\s+AGE\s*\ncatalog-summary\s+Catalog summary\s+<never>/,
    );

    const bad = JSON.parse(readFileSync(path, 'utf8')) as {
      metadata: { name: string };
      spec: { panels: Array<{ query: string }> };
    };
    bad.metadata.name = 'bad-view';
    bad.spec.panels[0]!.query = 'DELETE FROM items';
    const badPath = join(dir, 'bad.json');
    writeFileSync(badPath, JSON.stringify(bad));
    const refused = await kubectl('apply', '-f', badPath);
    expect(refused.ok).toBe(false);
    expect(refused.out).toMatch(/panels\[0\]\.query must be one SELECT/);

    const deleted = await kubectl('delete', 'view', 'catalog-summary');
    expect(deleted.out.trim()).toBe('view.mission-control.flanksource.com "catalog-summary" deleted');
    expect((await kubectl('get', 'views')).out).toBe('');
  });
});
