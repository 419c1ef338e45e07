import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createApp, SEEDED_ADMIN } from '../app';
import { seedDemoData } from '../seed';
import { createPerson, sessionHeaders, tokenHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { startKubeServer } from './endpoint';
import { ensureKubeTls, type KubeTls } from './tls';

const run = promisify(execFile);

/** Security review S2 and the kube items of S22, against the real TLS endpoint and the real kubectl. */
describe.each(testDatabaseKinds)('kube API access and limits on %s', (kind) => {
  let testDb: TestDatabase;
  let kubeServer: ServerType;
  let tls: KubeTls;
  let dir: string;
  let port = 0;
  let guestId = '';
  let viewerId = '';
  const canaryId: Record<string, string> = {};

  const permit = (row: Record<string, unknown>) => {
    const keys = Object.keys(row);
    return testDb.db.query(
      `INSERT INTO permissions (name, ${keys.join(', ')}) VALUES ('kube test', ${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  };

  const download = async (personId: string) => {
    const app = createApp({ db: testDb.db, kube: { port: () => port, ca: tls.ca } });
    return app.request('http://127.0.0.1/api/kubeconfig', { headers: await sessionHeaders(testDb.db, personId) });
  };

  /** kubectl with the person's downloaded kubeconfig; resolves with stdout, or the error's stderr. */
  const kubectlAs = async (personId: string) => {
    const response = await download(personId);
    expect(response.status).toBe(200);
    const file = join(dir, `kubeconfig-${personId}`);
    writeFileSync(file, await response.text(), { mode: 0o600 });
    return async (...args: string[]) => {
      try {
        const { stdout } = await run('kubectl', args, {
          env: { ...process.env, KUBECONFIG: file },
          timeout: 30_000,
        });
        return { ok: true, out: stdout };
      } catch (error) {
        return { ok: false, out: (error as { stderr: string }).stderr };
      }
    };
  };

  /** A raw HTTPS request to the kube port: body chunks are written until the answer arrives. */
  const send = (
    method: string,
    path: string,
    token: string,
    body: { chunks: Iterable<Buffer>; type?: string },
  ): Promise<{ status: number; json: Record<string, unknown>; sent: number }> =>
    new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          ca: tls.ca,
          servername: 'localhost',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': body.type ?? 'application/json' },
        },
        (res) => {
          answered = true;
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(parts).toString()), sent });
          });
        },
      );
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const chunks = body.chunks[Symbol.iterator]();
      const pump = () => {
        for (;;) {
          if (answered) return;
          const next = chunks.next();
          if (next.done) return void req.end();
          sent += next.value.byteLength;
          if (!req.write(next.value)) return void req.once('drain', pump);
        }
      };
      pump();
    });

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedDemoData(testDb.db);
    for (const { id, name } of (await testDb.db.query<{ id: string; name: string }>('SELECT id, name FROM canaries'))
      .rows)
      canaryId[name] = id;
    guestId = await createPerson(testDb.db, ['guest'], { email: 'gus@example.com' });
    viewerId = await createPerson(testDb.db, ['viewer'], { email: 'vera@example.com' });
    // The review's guest: one access scope naming edge-http.
    await testDb.db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('edge only', $1, '{canary,playbook}', '[{"names":["edge-http"]}]')`,
      [guestId],
    );
    dir = mkdtempSync(join(tmpdir(), 'mc-kube-sec-'));
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

  it('S2: a scoped guest gets no kubeconfig unless a kubernetes-proxy permission grants it; a deny row refuses anyone', async () => {
    const refused = await download(guestId);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toContain('kubernetes-proxy');

    await permit({ subject_type: 'person', person_id: guestId, object: 'kubernetes-proxy', action: 'read' });
    expect((await download(guestId)).status).toBe(200);

    expect((await download(viewerId)).status).toBe(200);
    await permit({ subject_type: 'person', person_id: viewerId, object: 'kubernetes-proxy', action: '*', deny: true });
    expect((await download(viewerId)).status).toBe(403);
    await testDb.db.query(`DELETE FROM permissions WHERE person_id = $1 AND object = 'kubernetes-proxy'`, [viewerId]);
  });

  it('S2: kubectl as a scoped guest lists only the canaries in scope; out-of-scope names are NotFound', async () => {
    await permit({ subject_type: 'person', person_id: guestId, object: 'kubernetes-proxy', action: 'read' });
    const kubectl = await kubectlAs(guestId);

    const listed = await kubectl('get', 'canaries', '-A', '-o', 'yaml');
    expect(listed.ok).toBe(true);
    const items = (parseYaml(listed.out) as { items: Array<{ metadata: { name: string } }> }).items;
    expect(items.map((item) => item.metadata.name)).toEqual(['edge-http']);

    const namespaces = await kubectl('get', 'namespaces', '-o', 'name');
    expect(namespaces.out.trim().split('\n')).toEqual(['namespace/default']);

    // kubectl asks for the namespace after the 404; the guest sees no canary in `data`, so neither exists.
    const outOfScope = await kubectl('get', 'canary', 'databases', '-n', 'data', '-o', 'yaml');
    expect(outOfScope.ok).toBe(false);
    expect(outOfScope.out).toContain('Error from server (NotFound): namespaces "data" not found');
    expect(outOfScope.out).not.toContain('spec');
    const sameNamespace = await kubectl('get', 'canary', 'network', '-n', 'default');
    expect(sameNamespace.out).toContain(
      'Error from server (NotFound): canaries.canaries.flanksource.com "network" not found',
    );
    expect((await kubectl('get', 'canary', 'edge-http', '-n', 'default')).ok).toBe(true);

    // Writes too: even with canaries write granted, out-of-scope canaries are not found, and a new one
    // outside the scopes is refused.
    await permit({ subject_type: 'person', person_id: guestId, object: 'canaries', action: '*' });
    const writer = await kubectlAs(guestId);
    const deleted = await writer('delete', 'canary', 'databases', '-n', 'data');
    expect(deleted.out).toContain('"databases" not found');
    const manifest = join(dir, 'outside.yaml');
    writeFileSync(
      manifest,
      'apiVersion: canaries.flanksource.com/v1\nkind: Canary\nmetadata:\n  name: guest-made\n  namespace: default\nspec: {}\n',
    );
    const created = await writer('create', '-f', manifest);
    expect(created.ok).toBe(false);
    expect(created.out).toContain('outside your access scopes');
    const { rows } = await testDb.db.query(`SELECT 1 FROM canaries WHERE name IN ('databases') AND deleted_at IS NULL`);
    expect(rows).toHaveLength(1);
  });

  it('S2: a deny row on one canary hides it from the kube list, as the named GET refuses it', async () => {
    await permit({
      subject_type: 'person',
      person_id: viewerId,
      canary_id: canaryId['databases'],
      action: 'read',
      deny: true,
    });
    const kubectl = await kubectlAs(viewerId);
    const listed = await kubectl('get', 'canaries', '-A', '-o', 'name');
    expect(listed.ok).toBe(true);
    expect(listed.out).toContain('canary.canaries.flanksource.com/edge-http');
    expect(listed.out).not.toContain('/databases');
    const named = await kubectl('get', 'canary', 'databases', '-n', 'data');
    expect(named.out).toMatch(/forbidden/i);
  });

  it('S22 kube body: a 20 MB chunked body is refused with 413 before it is read whole', async () => {
    const { token } = await tokenHeaders(testDb.db, SEEDED_ADMIN.id);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const total = 20 * 1024 * 1024;
    const chunks = function* () {
      yield Buffer.from('{"metadata":{"name":"big"},"spec":{},"pad":"');
      for (let n = 0; n < total / chunk.byteLength; n++) yield chunk;
      yield Buffer.from('"}');
    };
    const started = Date.now();
    const answer = await send('POST', '/apis/canaries.flanksource.com/v1/namespaces/default/canaries', token, {
      chunks: chunks(),
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ kind: 'Status', code: 413, reason: 'RequestEntityTooLarge' });
    // The answer came while the client was still sending: the server stopped at the limit.
    expect(answer.sent).toBeLessThan(total);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('S22 kube depth: a canary whose spec is nested 5000 deep is a 400, not a 500', async () => {
    const { token } = await tokenHeaders(testDb.db, SEEDED_ADMIN.id);
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const body = `{"apiVersion":"canaries.flanksource.com/v1","kind":"Canary","metadata":{"name":"deep"},"spec":${deep}}`;
    const answer = await send('POST', '/apis/canaries.flanksource.com/v1/namespaces/default/canaries', token, {
      chunks: [Buffer.from(body)],
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ kind: 'Status', code: 400, reason: 'BadRequest' });
    expect(String(answer.json.message)).toContain('nested deeper than 64 levels');
  });
});
