import { mkdtempSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKubeServer } from '../kube/endpoint';
import { ensureKubeTls } from '../kube/tls';
import { createPerson, tokenHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';

/** S3 and S22 through the Kubernetes-style API: the same rules as /api/db for exec checks and bad specs. */
describe('S3: exec canaries through the kube API', () => {
  const PORT = 9443;
  let testDb: TestDatabase;
  let server: ServerType;
  let tlsDir: string;
  let ca: string;
  let admin: Record<string, string>;
  let editor: Record<string, string>;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    admin = await tokenHeaders(testDb.db);
    editor = await tokenHeaders(testDb.db, await createPerson(testDb.db, ['editor']));
    tlsDir = mkdtempSync(join(tmpdir(), 'mc-s3-kube-'));
    const tls = ensureKubeTls(tlsDir);
    ca = tls.ca ?? '';
    await new Promise<void>((resolve) => {
      server = startKubeServer({ db: testDb.db, tls, port: PORT, hostname: '127.0.0.1', onListening: () => resolve() });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testDb.drop();
    rmSync(tlsDir, { recursive: true, force: true });
  });

  const create = (auth: Record<string, string>, name: string, spec: unknown) =>
    new Promise<{ status: number; body: { message?: string; reason?: string } }>((resolve, reject) => {
      const body = JSON.stringify({
        apiVersion: 'canaries.flanksource.com/v1',
        kind: 'Canary',
        metadata: { name, namespace: 'default' },
        spec,
      });
      const request = https.request(
        `https://127.0.0.1:${PORT}/apis/canaries.flanksource.com/v1/namespaces/default/canaries`,
        { method: 'POST', ca, headers: { ...auth, 'Content-Type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { message?: string } }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it("S3: an editor's exec canary is Forbidden under the default MC_EXEC_ROLES; the admin's is created", async () => {
    const spec = { schedule: '@every 1h', exec: [{ name: 'x', script: 'id -un' }] };
    const refused = await create(editor, 's3-kube-editor', spec);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'only admin may create or change exec checks and exec playbook actions (MC_EXEC_ROLES)',
    );
    expect((await create(admin, 's3-kube-admin', spec)).status).toBe(201);
  });

  it('S22: an exec list that is not a list, or a bad network field, is Invalid (422)', async () => {
    const notList = await create(admin, 's22-kube-notalist', { exec: 'notalist' });
    expect(notList.status).toBe(422);
    expect(notList.body.message).toContain('exec must be a list of checks');
    const network = await create(admin, 's22-kube-network', { exec: [{ name: 'n', script: 'true', network: 'yes' }] });
    expect(network.status).toBe(422);
    expect(network.body.message).toContain('network must be true or false');
  });
});
