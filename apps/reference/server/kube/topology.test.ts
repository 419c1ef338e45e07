import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createApp, SEEDED_ADMIN } from '../app';
import { createPerson, sessionHeaders, tokenHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { TopologyEngine } from '../topology/engine';
import { startKubeServer } from './endpoint';
import { ensureKubeTls, type KubeTls } from './tls';

const run = promisify(execFile);

const manifest = (name: string, spec: string, labels = '    app: shop') =>
  [
    'apiVersion: canaries.flanksource.com/v1',
    'kind: Topology',
    'metadata:',
    `  name: ${name}`,
    '  namespace: default',
    '  labels:',
    labels,
    'spec:',
    spec,
  ].join('\n');

const SHOP = [
  '  schedule: "@every 5m"',
  '  type: Application',
  '  components:',
  '    - name: web',
  '      type: Service',
  '    - name: orders-db',
  '      type: Database',
].join('\n');

/** #21: the `Topology` kind beside `Canary`, driven by the real kubectl with a downloaded kubeconfig. */
describe.each(testDatabaseKinds)('#21 kube API: Topology kind on %s', (kind) => {
  let testDb: TestDatabase;
  let kubeServer: ServerType;
  let tls: KubeTls;
  let dir: string;
  let port = 0;

  /** kubectl with the person's downloaded kubeconfig (or a given token); stdout, or stderr when it fails. */
  const kubectlWith =
    (file: string) =>
    async (...args: string[]) => {
      try {
        const { stdout, stderr } = await run('kubectl', args, {
          env: { ...process.env, KUBECONFIG: file },
          timeout: 30_000,
        });
        return { ok: true, out: stdout, err: stderr };
      } catch (error) {
        return { ok: false, out: (error as { stderr: string }).stderr, err: (error as { stderr: string }).stderr };
      }
    };
  const kubectlAs = async (personId: string) => {
    const app = createApp({ db: testDb.db, kube: { port: () => port, ca: tls.ca } });
    const response = await app.request('http://127.0.0.1/api/kubeconfig', {
      headers: await sessionHeaders(testDb.db, personId),
    });
    expect(response.status).toBe(200);
    const file = join(dir, `kubeconfig-${personId}`);
    writeFileSync(file, await response.text(), { mode: 0o600 });
    return kubectlWith(file);
  };
  /** The admin's kubeconfig with its token swapped for one of `scope`. */
  const kubectlWithScope = async (scope: Array<{ object: string; action: string }>) => {
    const app = createApp({ db: testDb.db, kube: { port: () => port, ca: tls.ca } });
    const response = await app.request('http://127.0.0.1/api/kubeconfig', {
      headers: await sessionHeaders(testDb.db, SEEDED_ADMIN.id),
    });
    const config = parseYaml(await response.text()) as { users: Array<{ user: { token: string } }> };
    config.users[0]!.user.token = (await tokenHeaders(testDb.db, SEEDED_ADMIN.id, scope)).token;
    const file = join(dir, `kubeconfig-scope-${scope.map((s) => s.object).join('-')}`);
    writeFileSync(file, JSON.stringify(config), { mode: 0o600 });
    return kubectlWith(file);
  };
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const stored = async (name: string) =>
    (
      await testDb.db.query<{
        id: string;
        source: string;
        schedule: string | null;
        spec: { components: Array<{ name: string }> };
        next_runtime: Date | null;
        deleted_at: Date | null;
      }>(
        `SELECT id, source, schedule, spec, next_runtime, deleted_at FROM topologies WHERE name = $1 ORDER BY created_at DESC LIMIT 1`,
        [name],
      )
    ).rows[0];

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    dir = mkdtempSync(join(tmpdir(), 'mc-kube-topology-'));
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
  });

  afterAll(async () => {
    await new Promise((resolve) => kubeServer.close(resolve));
    await testDb.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('#21 kubectl apply -f topology.yaml, get topologies, delete topology: saved due at once, run, removed', async () => {
    const kubectl = await kubectlAs(SEEDED_ADMIN.id);
    const path = file('topology.yaml', manifest('shop', SHOP));

    const created = await kubectl('apply', '-f', path);
    expect(created).toMatchObject({ ok: true, err: '' });
    expect(created.out.trim()).toBe('topology.canaries.flanksource.com/shop created');
    const row = (await stored('shop'))!;
    expect(row).toMatchObject({ source: 'KubernetesCRD', schedule: '@every 5m', next_runtime: null });
    expect(row.spec.components.map((c) => c.name)).toEqual(['web', 'orders-db']);

    // Before a run: no components, Pending. After the runner's run: the root and its two components.
    expect((await kubectl('get', 'topologies')).out).toMatch(
      /^NAME\s+COMPONENTS\s+LAST RUN\s+AGE\nshop\s+0\s+Pending\s+\d+s\n$/,
    );
    const job = await new TopologyEngine(testDb.db).runNow(row.id);
    expect(job?.status).toBe('SUCCESS');
    expect((await kubectl('get', 'topologies', '-A', '-o', 'wide')).out).toMatch(
      /\ndefault\s+shop\s+3\s+SUCCESS\s+\d+s\s+@every 5m\n$/,
    );

    // A changed file: the removed component and schedule are gone (the file is the whole object), due at once.
    await testDb.db.query(`UPDATE topologies SET next_runtime = now() + interval '1 hour' WHERE id = $1`, [row.id]);
    const changed = file(
      'topology.yaml',
      manifest('shop', ['  type: Application', '  components:', '    - name: web'].join('\n')),
    );
    const configured = await kubectl('apply', '-f', changed);
    expect(configured).toMatchObject({ ok: true, err: '' });
    expect(configured.out.trim()).toBe('topology.canaries.flanksource.com/shop configured');
    expect(await stored('shop')).toMatchObject({ id: row.id, schedule: null, next_runtime: null });
    expect((await stored('shop'))!.spec).toEqual({ type: 'Application', components: [{ name: 'web' }] });
    expect((await kubectl('apply', '-f', changed)).out.trim()).toBe('topology.canaries.flanksource.com/shop unchanged');

    const yaml = parseYaml((await kubectl('get', 'topology', 'shop', '-o', 'yaml')).out) as {
      metadata: { uid: string; labels: Record<string, string> };
      spec: unknown;
      status: { components: number; lastRunStatus: string };
    };
    expect(yaml).toMatchObject({
      metadata: { uid: row.id, labels: { app: 'shop' } },
      spec: { type: 'Application', components: [{ name: 'web' }] },
      status: { components: 3, lastRunStatus: 'SUCCESS' },
    });

    const deleted = await kubectl('delete', 'topology', 'shop');
    expect(deleted.out.trim()).toBe('topology.canaries.flanksource.com "shop" deleted');
    expect((await stored('shop'))!.deleted_at).not.toBeNull();
    const gone = await kubectl('get', 'topology', 'shop');
    expect(gone.ok).toBe(false);
    expect(gone.out).toContain('topologies.canaries.flanksource.com "shop" not found');
    // The runner's sweep takes the deleted topology's components away.
    await new TopologyEngine(testDb.db).sweepDeleted();
    const { rows } = await testDb.db.query(`SELECT 1 FROM components WHERE topology_id = $1 AND deleted_at IS NULL`, [
      row.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('#21 kubectl: an invalid spec is refused with the runner sentence, an exec lookup needs an exec role', async () => {
    const admin = await kubectlAs(SEEDED_ADMIN.id);
    const bad = await admin('apply', '-f', file('bad.yaml', manifest('bad', '  schedule: every banana')));
    expect(bad.ok).toBe(false);
    expect(bad.out).toContain(
      'The Topology "bad" is invalid: spec: invalid topology spec: invalid schedule "every banana"',
    );
    const lookup = await admin(
      'apply',
      '-f',
      file(
        'prom.yaml',
        manifest(
          'prom',
          ['  components:', '    - name: x', '      lookup:', '        prometheus: [{query: up}]'].join('\n'),
        ),
      ),
    );
    expect(lookup.out).toContain(
      'invalid topology spec: spec.components[0].lookup has prometheus; lookups on this server run exec, http or sql (postgres) checks',
    );

    const editor = await kubectlAs(await createPerson(testDb.db, ['editor']));
    const exec = await editor(
      'apply',
      '-f',
      file(
        'exec.yaml',
        manifest(
          'exec',
          ['  components:', '    - name: x', '      lookup:', '        exec: [{script: id}]'].join('\n'),
        ),
      ),
    );
    expect(exec.ok).toBe(false);
    expect(exec.out).toMatch(/Error from server \(Forbidden\).*exec/);
    const { rows } = await testDb.db.query(`SELECT name FROM topologies WHERE name IN ('bad', 'prom', 'exec')`);
    expect(rows).toEqual([]);
  });

  it('#21 kubectl: a viewer reads but cannot write, a canaries-only token is refused, a guest sees its scope', async () => {
    const admin = await kubectlAs(SEEDED_ADMIN.id);
    expect((await admin('apply', '-f', file('a.yaml', manifest('team-a', '  type: App', '    team: a')))).ok).toBe(
      true,
    );
    expect((await admin('apply', '-f', file('b.yaml', manifest('team-b', '  type: App', '    team: b')))).ok).toBe(
      true,
    );

    const viewer = await kubectlAs(await createPerson(testDb.db, ['viewer'], { email: 'topo-viewer@example.com' }));
    expect((await viewer('get', 'topologies', '-o', 'name')).out.split('\n').filter(Boolean)).toEqual([
      'topology.canaries.flanksource.com/team-a',
      'topology.canaries.flanksource.com/team-b',
    ]);
    const write = await viewer('delete', 'topology', 'team-a');
    expect(write.ok).toBe(false);
    expect(write.out).toContain(
      'Error from server (Forbidden): topologies.canaries.flanksource.com is forbidden: topo-viewer@example.com cannot modify topologies',
    );

    // The scope check follows the kind: canaries for Canary, catalog (which covers topologies) for Topology.
    const canariesOnly = await kubectlWithScope([{ object: 'canaries', action: 'read' }]);
    const refused = await canariesOnly('get', 'topologies');
    expect(refused.ok).toBe(false);
    expect(refused.out).toContain("the access token's scope does not include catalog");
    expect((await canariesOnly('get', 'canaries', '-A')).ok).toBe(true);
    const catalogOnly = await kubectlWithScope([{ object: 'catalog', action: 'read' }]);
    expect((await catalogOnly('get', 'topologies', '-o', 'name')).out).toContain('/team-a');
    expect((await catalogOnly('get', 'canaries', '-A')).out).toContain(
      "the access token's scope does not include canaries",
    );

    // A guest's component scopes decide which topologies they see (a topology is its root component).
    const guestId = await createPerson(testDb.db, ['guest']);
    await testDb.db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('team a', $1, '{component}', '[{"tags":{"team":"a"}}]')`,
      [guestId],
    );
    await testDb.db.query(
      `INSERT INTO permissions (name, subject_type, person_id, object, action) VALUES ('kube', 'person', $1, 'kubernetes-proxy', 'read')`,
      [guestId],
    );
    const guest = await kubectlAs(guestId);
    expect((await guest('get', 'topologies', '-A', '-o', 'name')).out.trim()).toBe(
      'topology.canaries.flanksource.com/team-a',
    );
    expect((await guest('get', 'topology', 'team-b')).out).toContain(
      'topologies.canaries.flanksource.com "team-b" not found',
    );
  });
});
