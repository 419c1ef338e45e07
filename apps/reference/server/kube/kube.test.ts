import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerType } from '@hono/node-server';
import {
  CustomObjectsApi,
  KubeConfig,
  KubernetesObjectApi,
  PatchStrategy,
  type KubernetesObject,
} from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { createApp, SEEDED_ADMIN } from '../app';
import { createAccessToken } from '../auth/tokens';
import { createPerson, sessionHeaders } from '../testing/auth';
import { seedDemoData } from '../seed';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { startKubeServer } from './endpoint';
import { ensureKubeTls } from './tls';

const group = 'canaries.flanksource.com';
const canary = (name: string, spec: Record<string, unknown>): KubernetesObject & { spec: unknown } => ({
  apiVersion: `${group}/v1`,
  kind: 'Canary',
  metadata: { name, namespace: 'default', labels: { team: 'sre' } },
  spec,
});

/** @kubernetes/client-node 1.x against the TLS endpoint, configured only by a downloaded kubeconfig. */
describe.each(testDatabaseKinds)('Kubernetes-style canaries API on %s', (kind) => {
  let testDb: TestDatabase;
  let kubeServer: ServerType;
  let tlsDir: string;
  let port = 0;
  let viewerId = '';

  const kubeconfigFor = async (personId: string) => {
    const app = createApp({ db: testDb.db, kube: { port: () => port, ca: ensureKubeTls(tlsDir).ca } });
    const response = await app.request('http://127.0.0.1/api/kubeconfig', {
      headers: await sessionHeaders(testDb.db, personId),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mission-control-kubeconfig.yaml"');
    const text = await response.text();
    const config = new KubeConfig();
    config.loadFromString(text);
    return { config, yaml: parseYaml(text) as { users: Array<{ name: string; user: { token?: string } }> } };
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedDemoData(testDb.db);
    viewerId = await createPerson(testDb.db, ['viewer'], { email: 'vic@example.com' });
    tlsDir = mkdtempSync(join(tmpdir(), 'mc-kube-'));
    await new Promise<void>((resolve) => {
      kubeServer = startKubeServer({
        db: testDb.db,
        tls: ensureKubeTls(tlsDir),
        port: 0,
        hostname: '127.0.0.1',
        onListening: () => resolve(),
      });
    });
    port = (kubeServer.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => kubeServer.close(resolve));
    await testDb.drop();
    rmSync(tlsDir, { recursive: true, force: true });
  });

  it('issues a token named for the download, scoped to canaries, and trusts the generated CA', async () => {
    const { config } = await kubeconfigFor(SEEDED_ADMIN.id);
    expect(config.getCurrentCluster()?.server).toBe(`https://127.0.0.1:${port}`);
    const { rows } = await testDb.db.query<{ name: string }>(
      `SELECT name FROM access_tokens WHERE name LIKE 'kubeconfig %' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]?.name).toMatch(/^kubeconfig \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('is downloaded by a signed-in person only: an access token cannot mint a kubeconfig token', async () => {
    const { token } = await createAccessToken(testDb.db, {
      personId: SEEDED_ADMIN.id,
      name: 'mcp only',
      expiry: '30d',
      autoRenew: false,
      scope: [{ object: 'mcp', action: '*' }],
    });
    const app = createApp({ db: testDb.db, kube: { port: () => port } });
    const response = await app.request('http://127.0.0.1/api/kubeconfig', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
  });

  it('lists, creates, reads, merge-patches, replaces and deletes canaries; the runner gets the checks', async () => {
    const { config } = await kubeconfigFor(SEEDED_ADMIN.id);
    const custom = config.makeApiClient(CustomObjectsApi);
    const objects = KubernetesObjectApi.makeApiClient(config);

    const all = (await custom.listClusterCustomObject({ group, version: 'v1', plural: 'canaries' })) as {
      items: KubernetesObject[];
    };
    const seeded = all.items.map((item) => `${item.metadata?.namespace}/${item.metadata?.name}`);
    expect(seeded).toEqual(expect.arrayContaining(['default/edge-http', 'data/databases']));

    const created = await objects.create(
      canary('client-node', { schedule: '@every 1m', http: [{ name: 'self', url: 'http://127.0.0.1:1/' }] }),
    );
    expect(created.metadata).toMatchObject({ name: 'client-node', namespace: 'default', labels: { team: 'sre' } });
    expect(created.metadata?.uid).toMatch(/^[0-9a-f-]{36}$/);
    const checks = await testDb.db.query<{ name: string; next_runtime: Date | null }>(
      `SELECT c.name, c.next_runtime FROM checks c JOIN canaries k ON k.id = c.canary_id WHERE k.id = $1 AND c.deleted_at IS NULL`,
      [created.metadata!.uid],
    );
    expect(checks.rows.map((row) => row.name)).toEqual(['self']);
    expect(checks.rows[0]!.next_runtime).not.toBeNull();

    const patched = await objects.patch(
      { ...canary('client-node', {}), spec: { http: [{ name: 'self', url: 'http://127.0.0.1:2/' }] } },
      undefined,
      undefined,
      undefined,
      undefined,
      PatchStrategy.MergePatch,
    );
    expect(patched.metadata?.resourceVersion).not.toBe(created.metadata?.resourceVersion);
    expect((patched as { spec: { schedule: string; http: unknown[] } }).spec).toEqual({
      schedule: '@every 1m',
      http: [{ name: 'self', url: 'http://127.0.0.1:2/' }],
    });

    const replaced = await objects.replace({
      ...canary('client-node', { tcp: [{ name: 'port', endpoint: '127.0.0.1:1' }] }),
      metadata: { ...patched.metadata },
    });
    const read = (await objects.read({
      apiVersion: `${group}/v1`,
      kind: 'Canary',
      metadata: { name: 'client-node', namespace: 'default' },
    })) as KubernetesObject & { spec: unknown; status: { checks: number } };
    expect(read.spec).toEqual({ tcp: [{ name: 'port', endpoint: '127.0.0.1:1' }] });
    expect(read.status.checks).toBe(1);
    expect(replaced.metadata?.uid).toBe(created.metadata?.uid);

    await objects.delete({
      apiVersion: `${group}/v1`,
      kind: 'Canary',
      metadata: { name: 'client-node', namespace: 'default' },
    });
    await expect(
      objects.read({
        apiVersion: `${group}/v1`,
        kind: 'Canary',
        metadata: { name: 'client-node', namespace: 'default' },
      }),
    ).rejects.toMatchObject({ code: 404 });
    const live = await testDb.db.query(`SELECT 1 FROM checks WHERE canary_id = $1 AND deleted_at IS NULL`, [
      created.metadata!.uid,
    ]);
    expect(live.rows).toHaveLength(0);
  });

  it('answers errors as Status objects: 409 AlreadyExists, 422 Invalid with the validation message, 404 NotFound', async () => {
    const { config } = await kubeconfigFor(SEEDED_ADMIN.id);
    const objects = KubernetesObjectApi.makeApiClient(config);
    const body = (error: unknown) => JSON.parse((error as { body: string }).body) as Record<string, unknown>;

    const duplicate = await objects.create(canary('edge-http', {})).catch((error: unknown) => error);
    expect(body(duplicate)).toMatchObject({ kind: 'Status', code: 409, reason: 'AlreadyExists' });

    const bad = await objects
      .create(canary('bad-schedule', { schedule: 'every banana' }))
      .catch((error: unknown) => error);
    expect(body(bad)).toMatchObject({
      kind: 'Status',
      code: 422,
      reason: 'Invalid',
      message: expect.stringContaining('invalid schedule "every banana"'),
    });

    const missing = await objects
      .read({ apiVersion: `${group}/v1`, kind: 'Canary', metadata: { name: 'nope', namespace: 'default' } })
      .catch((error: unknown) => error);
    expect(body(missing)).toMatchObject({
      kind: 'Status',
      code: 404,
      reason: 'NotFound',
      message: `canaries.${group} "nope" not found`,
    });
  });

  it("gives a viewer's kubeconfig read but not write, and refuses requests without a token", async () => {
    const { config, yaml } = await kubeconfigFor(viewerId);
    const custom = config.makeApiClient(CustomObjectsApi);
    const listed = (await custom.listNamespacedCustomObject({
      group,
      version: 'v1',
      namespace: 'data',
      plural: 'canaries',
    })) as { items: unknown[] };
    expect(listed.items.length).toBeGreaterThan(0);
    const refused = await KubernetesObjectApi.makeApiClient(config)
      .create(canary('viewer-made', {}))
      .catch((error: unknown) => error as { code: number });
    expect(refused).toMatchObject({ code: 403 });

    const anonymous = new KubeConfig();
    anonymous.loadFromString(stringifyYaml({ ...yaml, users: [{ ...yaml.users[0], user: {} }] }));
    const unauthenticated = await anonymous
      .makeApiClient(CustomObjectsApi)
      .listClusterCustomObject({ group, version: 'v1', plural: 'canaries' })
      .catch((error: unknown) => error as { code: number });
    expect(unauthenticated).toMatchObject({ code: 401 });
  });
});
