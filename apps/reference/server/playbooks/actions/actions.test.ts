import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { sandboxReady } from '../../sandbox/bwrap';
import { createPerson } from '../../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases';
import { PlaybookExecutor } from '../executor';
import { GITOPS_PATHS_ENV } from './gitops';

interface ActionRow {
  name: string;
  status: string;
  result: Record<string, unknown> | null;
  error: string | null;
}

const sandbox = (await sandboxReady()).ok;

/** git in the test's own scratch HOME, as a person would use it to read what the action committed. */
const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.test', ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, GIT_CONFIG_NOSYSTEM: '1' },
    encoding: 'utf8',
  }).trim();

/**
 * #23 the playbook action types that run on one machine, really run by the executor: sql on the test database,
 * gitops committing to a temporary git repository, a notification to a local webhook; the types that need a cloud
 * or a cluster record what they need.
 */
describe.each(testDatabaseKinds)('#23 playbook actions on %s', (kind) => {
  let t: TestDatabase;
  let db: Database;
  let executor: PlaybookExecutor;
  let admin: string;
  let editor: string;
  let server: Server;
  let base: string;
  const hits: Array<{ path: string; body: string }> = [];
  const scratch = mkdtempSync(join(tmpdir(), 'mc-gitops-test-'));
  const repo = join(scratch, 'repos', 'deploy');
  const previousPaths = process.env[GITOPS_PATHS_ENV];

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    executor = new PlaybookExecutor(db);
    admin = await createPerson(db, ['admin']);
    editor = await createPerson(db, ['editor']);
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        hits.push({ path: req.url ?? '/', body: Buffer.concat(chunks).toString() });
        res.writeHead(req.url?.startsWith('/broken') ? 500 : 200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    mkdirSync(repo, { recursive: true });
    gitIn(repo, 'init', '--quiet', '-b', 'main');
    writeFileSync(join(repo, 'README.md'), '# deploy\n');
    writeFileSync(join(repo, 'values.json'), '{"replicas": 1, "image": "shop:1.0"}\n');
    gitIn(repo, 'add', '.');
    gitIn(repo, 'commit', '--quiet', '-m', 'initial');
    process.env[GITOPS_PATHS_ENV] = join(scratch, 'repos');
  });
  afterAll(async () => {
    await executor.stop();
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
    rmSync(scratch, { recursive: true, force: true });
    if (previousPaths === undefined) delete process.env[GITOPS_PATHS_ENV];
    else process.env[GITOPS_PATHS_ENV] = previousPaths;
  });

  /** A playbook written by `author` with these actions, run to its end; answers the run and its actions. */
  async function run(actions: unknown[], author = admin) {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO playbooks (name, spec, created_by) VALUES ($1, $2, $3) RETURNING id',
      [`pb-${Math.random().toString(36).slice(2)}`, { actions }, author],
    );
    const { rows: runs } = await db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id, spec, status, created_by) VALUES ($1, $2, 'scheduled', $3) RETURNING id`,
      [rows[0]!.id, { actions }, author],
    );
    executor.start(runs[0]!.id);
    await executor.idle();
    const { rows: state } = await db.query<{ status: string; error: string | null }>(
      'SELECT status, error FROM playbook_runs WHERE id = $1',
      [runs[0]!.id],
    );
    const { rows: steps } = await db.query<ActionRow>(
      'SELECT name, status, result, error FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY start_time',
      [runs[0]!.id],
    );
    return { ...state[0]!, actions: steps };
  }

  it('a sql action runs its query on the server database and records the rows (row limit by default)', async () => {
    await db.query(`INSERT INTO people (name, email) VALUES ('Ada Lovelace', 'ada@example.test')`);
    const self = await run([
      {
        name: 'who',
        sql: {
          connection: 'mission-control://self',
          query: "SELECT name, email FROM people WHERE email = 'ada@example.test'",
        },
      },
      {
        name: 'many',
        sql: { connection: 'mission-control://self', query: 'SELECT g AS n FROM generate_series(1, 50) g', maxRows: 5 },
      },
    ]);
    expect(self.status).toBe('completed');
    expect(self.actions[0]).toMatchObject({
      status: 'completed',
      result: { rows: [{ name: 'Ada Lovelace', email: 'ada@example.test' }], count: 1 },
    });
    expect(self.actions[1]!.result).toMatchObject({
      rows: [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }],
      count: 5,
    });
    expect(self.actions[1]!.result!.truncated).toMatch(/more rows than the 5 kept/);

    // The server's own database is an administrator's to read, read-only.
    const refused = await run(
      [{ name: 'peek', sql: { connection: 'mission-control://self', query: 'SELECT 1' } }],
      editor,
    );
    expect(refused.actions[0]).toMatchObject({
      status: 'failed',
      error:
        "mission-control://self reads this server's own database: only a playbook written by an administrator may use it",
    });
    const write = await run([
      { name: 'w', sql: { connection: 'mission-control://self', query: 'DELETE FROM people' } },
    ]);
    expect(write.actions[0]!.status).toBe('failed');
    expect(write.actions[0]!.error).toMatch(/read-only transaction/);
    const other = await run([{ name: 'm', sql: { driver: 'mysql', connection: 'mysql://x', query: 'SELECT 1' } }]);
    expect(other.actions[0]!.error).toBe(
      'sql actions with driver "mysql" need a mysql client; not available on this server (driver postgres only)',
    );
  });

  it.runIf(kind === 'postgres')('a sql action on a postgres connection from the connections table', async () => {
    const url = new URL(t.url!);
    await db.query(
      `INSERT INTO connections (name, namespace, type, url, username, password) VALUES ('test-db', 'default', 'postgres', $1, $2, $3)`,
      [`postgres://${url.host}${url.pathname}`, decodeURIComponent(url.username), decodeURIComponent(url.password)],
    );
    await db.query(`CREATE TABLE orders (id int, total numeric)`);
    await db.query(`INSERT INTO orders VALUES (1, 9.5), (2, 20)`);
    const result = await run([
      {
        name: 'orders',
        sql: { connection: 'connection://default/test-db', query: 'SELECT id, total FROM orders ORDER BY id' },
      },
      {
        name: 'fix',
        sql: { connection: 'connection://default/test-db', query: 'UPDATE orders SET total = 0 WHERE id = 2' },
      },
    ]);
    expect(result.status).toBe('completed');
    expect(result.actions[0]!.result).toMatchObject({
      rows: [
        { id: 1, total: '9.5' },
        { id: 2, total: '20' },
      ],
      count: 2,
    });
    expect(result.actions[1]!.result).toMatchObject({ rows: [], command: 'UPDATE', rowCount: 1 });
    const { rows } = await db.query<{ total: string }>('SELECT total::text FROM orders WHERE id = 2');
    expect(rows[0]!.total).toBe('0');
  });

  it('a gitops action commits a file change on a new branch of a local repository', async () => {
    const result = await run([
      {
        name: 'scale',
        gitops: {
          repo: { url: `file://${repo}`, base: 'main', branch: 'mc/scale-shop' },
          commit: { message: 'Scale shop to 3 replicas', author: 'Ops Bot', email: 'ops@example.test' },
          files: [
            { path: 'apps/shop/replicas.yaml', content: 'replicas: 3\n' },
            { path: 'README.md', content: '$delete' },
          ],
        },
      },
    ]);
    expect(result.actions[0]!.error).toBeNull();
    expect(result.status).toBe('completed');
    const sha = gitIn(repo, 'rev-parse', 'mc/scale-shop');
    expect(result.actions[0]!.result).toMatchObject({
      branch: 'mc/scale-shop',
      base: 'main',
      committed: true,
      commit: sha,
      files: [
        { path: 'apps/shop/replicas.yaml', change: 'written' },
        { path: 'README.md', change: 'deleted' },
      ],
    });
    expect(gitIn(repo, 'log', '-1', '--format=%s|%an|%ae', 'mc/scale-shop')).toBe(
      'Scale shop to 3 replicas|Ops Bot|ops@example.test',
    );
    expect(gitIn(repo, 'show', 'mc/scale-shop:apps/shop/replicas.yaml')).toBe('replicas: 3');
    expect(gitIn(repo, 'ls-tree', '--name-only', 'mc/scale-shop')).not.toContain('README.md');
    // main is untouched; the commit's parent is main.
    expect(gitIn(repo, 'rev-parse', 'mc/scale-shop^')).toBe(gitIn(repo, 'rev-parse', 'main'));

    const outside = await run([
      {
        name: 'escape',
        gitops: { repo: { url: scratch }, commit: { message: 'x' }, files: [{ path: 'a', content: 'b' }] },
      },
    ]);
    expect(outside.actions[0]!.error).toBe(
      `gitops.repo.url ${scratch} is outside the directories ${GITOPS_PATHS_ENV} allows`,
    );
    const traversal = await run([
      {
        name: 'dots',
        gitops: { repo: { url: repo }, commit: { message: 'x' }, files: [{ path: '../../etc/x', content: 'b' }] },
      },
    ]);
    // A symbolic link the repository holds does not lead the write out of the clone.
    mkdirSync(join(scratch, 'outside'), { recursive: true });
    gitIn(repo, 'checkout', '--quiet', '-b', 'with-link');
    execFileSync('ln', ['-s', join(scratch, 'outside'), join(repo, 'link')]);
    gitIn(repo, 'add', 'link');
    gitIn(repo, 'commit', '--quiet', '-m', 'link');
    gitIn(repo, 'checkout', '--quiet', 'main');
    const linked = await run([
      {
        name: 'link',
        gitops: {
          repo: { url: repo, base: 'with-link' },
          commit: { message: 'x' },
          files: [{ path: 'link/deeper/x.txt', content: 'b' }],
        },
      },
    ]);
    expect(linked.actions[0]!.error).toBe(
      'gitops.files: link/deeper/x.txt leads out of the repository through a symbolic link',
    );
    expect(existsSync(join(scratch, 'outside', 'deeper'))).toBe(false);
    expect(traversal.actions[0]!.error).toBe(
      'gitops: "../../etc/x" (change 1) must be a path inside the repository, outside .git',
    );
  });

  it.runIf(sandbox)('a gitops patch applies a jq expression to a JSON file in the sandbox', async () => {
    const result = await run([
      {
        name: 'bump',
        gitops: {
          repo: { url: repo, branch: 'mc/bump-image' },
          commit: { message: 'Bump the image' },
          patches: [{ path: 'values.json', jq: '.image = "shop:1.1"' }],
        },
      },
    ]);
    expect(result.actions[0]!.error).toBeNull();
    expect(JSON.parse(gitIn(repo, 'show', 'mc/bump-image:values.json'))).toEqual({ replicas: 1, image: 'shop:1.1' });
    expect(gitIn(repo, 'log', '-1', '--format=%an', 'mc/bump-image')).toBe('Mission Control');
  });

  it('a notification action sends through the notification senders to a local webhook and records the send', async () => {
    const result = await run([
      {
        name: 'tell',
        notification: {
          url: `generic+${base}/hook/ops`,
          title: 'Shop restarted',
          message: 'The shop pods were restarted.',
        },
      },
    ]);
    expect(result.status).toBe('completed');
    const hit = hits.find((entry) => entry.path === '/hook/ops');
    expect(JSON.parse(hit!.body)).toEqual({ title: 'Shop restarted', message: 'The shop pods were restarted.' });
    expect(result.actions[0]!.result).toMatchObject({ kind: 'webhook', title: 'Shop restarted', sent: true });
    // Through a connection from the connections table, as a notification rule's custom service uses one.
    await db.query(
      `INSERT INTO connections (name, namespace, type, url) VALUES ('ops-webhook', 'default', 'webhook', $1)`,
      [`generic+${base}/hook/connection`],
    );
    const viaConnection = await run([
      {
        name: 'tell',
        notification: { connection: 'connection://default/ops-webhook', title: 'Via connection', message: 'hello' },
      },
    ]);
    expect(viaConnection.actions[0]).toMatchObject({
      status: 'completed',
      result: { to: 'connection://default/ops-webhook', kind: 'webhook', sent: true },
    });
    const viaHit = hits.find((entry) => entry.path === '/hook/connection');
    expect(JSON.parse(viaHit!.body)).toEqual({ title: 'Via connection', message: 'hello' });
    const broken = await run([
      { name: 'tell', notification: { url: `generic+${base}/broken`, title: 'x', message: 'y' } },
    ]);
    expect(broken.actions[0]).toMatchObject({ status: 'failed', result: { sent: false } });
    expect(broken.actions[0]!.error).toMatch(/answered 500/);
  });

  it('types that need a cloud, a cluster or a log backend record what they need', async () => {
    for (const [type, needs] of [
      ['pod', 'pod actions need a Kubernetes cluster to run the pod in; not available on this server'],
      [
        'logs',
        'logs actions need a log backend (Loki, OpenSearch, CloudWatch or Kubernetes logs); no log backend is configured; not available on this server',
      ],
      [
        'github',
        'github actions need GitHub Actions (a workflow dispatch through the GitHub API); not available on this server',
      ],
    ] as const) {
      const result = await run([{ name: type, [type]: {} }]);
      expect(result.actions[0]).toMatchObject({ status: 'skipped', error: needs });
    }
  });
});
