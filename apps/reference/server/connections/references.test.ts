import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createApp } from '../app';
import { startKubeServer } from '../kube/endpoint';
import { ensureKubeTls } from '../kube/tls';
import type { Database } from '../db/database';
import { runHttp } from '../playbooks/actions';
import { executeCheck } from '../runner/execute';
import { ADMIN_ID, createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { resolveActionConnection, resolveCheckConnection } from './resolve';

/*
 * S4 from the review: the admin owns `prod-api` (svc-prod / TopSecret-Conn-Pass-77);
 * an editor, who cannot read connections, names it in a check or playbook action
 * whose url points at their own listener. Every target is a loopback listener.
 */

const PASSWORD = 'TopSecret-Conn-Pass-77';
const AUTH = `Basic ${Buffer.from(`svc-prod:${PASSWORD}`).toString('base64')}`;

describe('S4: connection secrets cannot be borrowed through check and playbook specs', () => {
  let testDb: TestDatabase;
  let db: Database;
  let app: ReturnType<typeof createApp>;
  let listener: Server;
  let base = '';
  const seen: Array<{ path: string; auth: string | undefined }> = [];
  const person: Record<string, string> = {};
  let as: Record<string, ReturnType<typeof requester>> = {};

  beforeAll(async () => {
    listener = createServer((req, res) => {
      seen.push({ path: req.url ?? '', auth: req.headers.authorization });
      res.end('ok');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    testDb = await createTestDatabase('pglite');
    db = testDb.db;
    app = createApp({ db });
    await db.query(
      `INSERT INTO connections (name, namespace, type, url, username, password)
       VALUES ('prod-api', 'default', 'http', $1, 'svc-prod', $2)`,
      [`${base}/prod`, PASSWORD],
    );
    person.editor = await createPerson(db, ['editor']);
    // An editor given connections read by a permission row may use connections.
    person.reader = await createPerson(db, ['editor']);
    await db.query(
      `INSERT INTO permissions (name, subject_type, person_id, object, action)
       VALUES ('reader', 'person', $1, 'connection', 'read')`,
      [person.reader],
    );
    as = {
      admin: requester(app, await sessionHeaders(db, ADMIN_ID)),
      editor: requester(app, await sessionHeaders(db, person.editor)),
      reader: requester(app, await sessionHeaders(db, person.reader)),
    };
  });
  afterAll(async () => {
    await testDb.drop();
    await new Promise((resolve) => listener.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const post = async (who: string, table: string, body: unknown) => {
    const response = await as[who]!(`/api/db/${table}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const canary = (name: string, check: Record<string, unknown>) => ({
    name,
    namespace: 'default',
    spec: { schedule: '@every 1h', http: [{ name, connection: 'connection://default/prod-api', ...check }] },
  });
  const playbook = (name: string, http: Record<string, unknown>) => ({
    name,
    spec: { actions: [{ name: 'fetch', http: { connection: 'connection://default/prod-api', ...http } }] },
  });

  it('S4: a canary that points a connection at another url is refused on save (the review probe)', async () => {
    const steal = await post('editor', 'canaries', canary('sec-conn-steal', { url: `${base}/steal-check` }));
    expect(steal.status).toBe(400);
    expect(steal.body.message).toMatch(
      /http check "sec-conn-steal" names connection:\/\/default\/prod-api and also sets url: .*connection's own address/,
    );
    // Not even an admin may send a connection's credentials elsewhere.
    expect((await post('admin', 'canaries', canary('admin-steal', { url: `${base}/x` }))).status).toBe(400);
    expect((await post('admin', 'canaries', canary('redis-steal', { addr: '127.0.0.1:1' }))).status).toBe(400);
  });

  it('S4: only callers who may read connections may reference one', async () => {
    const editor = await post('editor', 'canaries', canary('editor-uses', {}));
    expect(editor.status).toBe(403);
    expect(editor.body.message).toMatch(/names connection:\/\/default\/prod-api, whose secrets .* may not read/);
    expect((await post('reader', 'canaries', canary('reader-uses', {}))).status).toBe(201);
    expect((await post('admin', 'canaries', canary('admin-uses', {}))).status).toBe(201);
  });

  it('S4: playbook http actions follow the same rules on save', async () => {
    const steal = await post('editor', 'playbooks', playbook('pb-steal', { url: `${base}/redirect` }));
    expect(steal.status).toBe(400);
    expect(steal.body.message).toMatch(/action "fetch" names connection:\/\/default\/prod-api and also sets url/);
    expect((await post('editor', 'playbooks', playbook('pb-uses', {}))).status).toBe(403);
    expect((await post('admin', 'playbooks', playbook('pb-admin', {}))).status).toBe(201);
  });

  /** A canary stored as if a writer had slipped past the save rules (an old row, another instance). */
  const storedCanary = async (createdBy: string, check: Record<string, unknown>) => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, spec, created_by) VALUES ($1, '{}', $2) RETURNING id`,
      [`stored-${seen.length}-${Math.random()}`, createdBy],
    );
    const spec = { name: 'c', connection: 'connection://default/prod-api', ...check };
    return { canaryId: rows[0]!.id, spec };
  };
  const runHttpCheck = async (canaryId: string, spec: Record<string, unknown>) =>
    executeCheck(
      { id: 'c', canary_id: canaryId, type: 'http', name: 'c', namespace: null, description: null, labels: null, spec },
      5000,
      undefined,
      (raw) => resolveCheckConnection(db, 'http', raw, { canaryId }),
    );

  it('S4: at run time the spec cannot redirect the credentials, and its author must still be allowed', async () => {
    const redirected = await storedCanary(ADMIN_ID, { url: `${base}/steal-check` });
    const first = await runHttpCheck(redirected.canaryId, redirected.spec);
    expect(first).toMatchObject({ pass: false, invalid: true });
    expect(first.error).toMatch(/also sets url/);

    const byEditor = await storedCanary(person.editor!, {});
    const second = await runHttpCheck(byEditor.canaryId, byEditor.spec);
    expect(second.error).toMatch(
      /prod-api may not be used: the canary was written by .*, who may not read its secrets/,
    );
    expect(seen).toEqual([]);

    // The legitimate use still works: the connection's own address gets its credentials.
    const byAdmin = await storedCanary(ADMIN_ID, {});
    expect((await runHttpCheck(byAdmin.canaryId, byAdmin.spec)).pass).toBe(true);
    expect(seen).toEqual([{ path: '/prod', auth: AUTH }]);
  });

  it('S4: a playbook run resolves a connection only for an allowed author and never to the action url', async () => {
    const run = async (createdBy: string) => {
      const pb = await db.query<{ id: string }>(
        `INSERT INTO playbooks (name, spec, created_by) VALUES ($1, '{}', $2) RETURNING id`,
        [`pb-${Math.random()}`, createdBy],
      );
      const r = await db.query<{ id: string }>('INSERT INTO playbook_runs (playbook_id) VALUES ($1) RETURNING id', [
        pb.rows[0]!.id,
      ]);
      return { playbookRunId: r.rows[0]!.id };
    };
    const steal = { http: { connection: 'connection://default/prod-api', url: `${base}/redirect` } };
    await expect(resolveActionConnection(db, steal, await run(ADMIN_ID))).rejects.toThrow(/also sets url/);
    const use = { http: { connection: 'connection://default/prod-api' } };
    await expect(resolveActionConnection(db, use, await run(person.editor!))).rejects.toThrow(/may not read/);
    const resolved = await resolveActionConnection(db, use, await run(ADMIN_ID));
    const outcome = await runHttp(resolved.http, 5000, { signal: new AbortController().signal, env: {} });
    expect(outcome.status).toBe('completed');
    expect(seen).toEqual([{ path: '/prod', auth: AUTH }]);
  });

  it('S4: the kube API refuses the same canaries', async () => {
    const tlsDir = mkdtempSync(join(tmpdir(), 'mc-s4-kube-'));
    const tls = ensureKubeTls(tlsDir);
    const server = await new Promise<ReturnType<typeof startKubeServer>>((resolve) => {
      const started = startKubeServer({ db, tls, port: 0, hostname: '127.0.0.1', onListening: () => resolve(started) });
    });
    try {
      const port = (server.address() as AddressInfo).port;
      const download = await createApp({ db, kube: { port: () => port, ca: tls.ca } }).request(
        'http://127.0.0.1/api/kubeconfig',
        { headers: await sessionHeaders(db, person.editor!) },
      );
      const token = (parseYaml(await download.text()) as { users: Array<{ user: { token: string } }> }).users[0]!.user
        .token;
      const create = (name: string, check: Record<string, unknown>) =>
        new Promise<{ status: number; message: string }>((resolve, reject) => {
          const body = JSON.stringify({
            apiVersion: 'canaries.flanksource.com/v1',
            kind: 'Canary',
            metadata: { name, namespace: 'default' },
            spec: canary(name, check).spec,
          });
          const req = httpsRequest(
            `https://127.0.0.1:${port}/apis/canaries.flanksource.com/v1/namespaces/default/canaries`,
            {
              method: 'POST',
              ca: tls.ca,
              headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, message: (JSON.parse(text) as { message: string }).message }),
              );
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      const steal = await create('kube-steal', { url: `${base}/steal-check` });
      expect(steal).toMatchObject({ status: 400, message: expect.stringMatching(/also sets url/) as unknown });
      const use = await create('kube-uses', {});
      expect(use).toMatchObject({ status: 403, message: expect.stringMatching(/may not read/) as unknown });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(tlsDir, { recursive: true, force: true });
    }
  });
});
