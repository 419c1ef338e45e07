import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { NotificationDispatcher } from '../../notifications/dispatcher';
import { reconcileCanary } from '../../runner/reconcile';
import { Runner } from '../../runner/runner';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases';
import { PlaybookExecutor } from '../executor';
import { parseTriggers, PlaybookTriggers } from './index';

interface RunRow {
  id: string;
  status: string;
  check_id: string | null;
  trigger_event_id: string | null;
  request: { trigger: Record<string, unknown> } | null;
  error: string | null;
}

/**
 * #23 event-triggered playbooks: real check runs write `check.failed` / `check.passed`, the notification
 * dispatcher claims them, and a playbook whose `on.canary` matches starts exactly one run per failure.
 */
describe.each(testDatabaseKinds)('#23 playbook `on` events on %s', (kind) => {
  let t: TestDatabase;
  let db: Database;
  let server: Server;
  let base: string;
  const statuses = new Map<string, number>();
  const hits: string[] = [];
  let runner: Runner;
  let executor: PlaybookExecutor;
  const dispatchers: NotificationDispatcher[] = [];

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path.startsWith('/hook')) hits.push(path);
      const status = statuses.get(path) ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'ok' : 'broken');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    runner = new Runner(db, { pollMs: 60_000 });
    executor = new PlaybookExecutor(db, { leaseHolder: 'test-server' });
    // Two servers' dispatchers on one database, each with the playbook triggers: the claim decides who runs what.
    for (let i = 0; i < 2; i++) {
      const dispatcher = new NotificationDispatcher(db, { onError: () => undefined });
      dispatcher.addEventConsumer(new PlaybookTriggers(db, executor, () => undefined));
      dispatchers.push(dispatcher);
    }
  });
  afterAll(async () => {
    await executor.stop();
    for (const dispatcher of dispatchers) dispatcher.close();
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
  });

  async function check(name: string) {
    statuses.set(`/target/${name}`, 200);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, spec) VALUES ($1, 'test', $2) RETURNING id`,
      [name, { schedule: '@every 1h', http: [{ name, url: `${base}/target/${name}` }] }],
    );
    await reconcileCanary(db, rows[0]!.id);
    const { rows: checks } = await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [
      rows[0]!.id,
    ]);
    const id = checks[0]!.id;
    const run = async (status: number) => {
      statuses.set(`/target/${name}`, status);
      await runner.runCheckNow(id);
    };
    await run(200);
    return { id, fail: () => run(503), pass: () => run(200) };
  }

  async function playbook(name: string, spec: Record<string, unknown>) {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO playbooks (name, spec, source) VALUES ($1, $2, $3) RETURNING id',
      [name, spec, 'UI'],
    );
    return rows[0]!.id;
  }

  const runsOf = async (playbookId: string) =>
    (
      await db.query<RunRow>(
        `SELECT id, status, check_id, trigger_event_id::text, request, error FROM playbook_runs
         WHERE playbook_id = $1 ORDER BY created_at`,
        [playbookId],
      )
    ).rows;

  const dispatchAll = async () => {
    await Promise.all(dispatchers.map((dispatcher) => dispatcher.runOnce()));
    await executor.idle();
  };

  it('an on: canary failed playbook starts exactly once per failure (two failures → two runs, a pass → none), recording its trigger', async () => {
    const shop = await check('shop');
    const other = await check('other');
    const playbookId = await playbook('restart-shop', {
      on: { canary: [{ event: 'failed', filter: "check.name == 'shop'" }] },
      actions: [{ name: 'page', http: { url: `${base}/hook/restart`, method: 'POST' } }],
    });
    const passOnly = await playbook('on-pass', {
      on: { canary: [{ event: 'passed', filter: "check.name == 'nothing-by-this-name'" }] },
      actions: [{ name: 'never', http: { url: `${base}/hook/never` } }],
    });

    await shop.fail();
    await other.fail();
    await dispatchAll();
    let runs = await runsOf(playbookId);
    expect(runs).toHaveLength(1);

    await shop.pass();
    await dispatchAll();
    expect(await runsOf(playbookId)).toHaveLength(1);

    await shop.fail();
    await dispatchAll();
    runs = await runsOf(playbookId);
    expect(runs).toHaveLength(2);
    for (const run of runs) {
      expect(run).toMatchObject({ status: 'completed', check_id: shop.id, error: null });
      expect(run.request?.trigger).toMatchObject({
        type: 'event',
        event: 'check.failed',
        event_id: run.trigger_event_id,
        properties: { check_id: shop.id, status: 'unhealthy', previous_status: 'healthy' },
        on: { kind: 'canary', where: 'on.canary[0]', filter: "check.name == 'shop'" },
        resource: { kind: 'check', id: shop.id, name: 'shop' },
      });
    }
    expect(new Set(runs.map((run) => run.trigger_event_id)).size).toBe(2);
    expect(hits.filter((hit) => hit === '/hook/restart')).toHaveLength(2);
    // A pass is not a failure, and the other playbook's filter matched nothing.
    expect(await runsOf(passOnly)).toHaveLength(0);
    expect(hits).not.toContain('/hook/never');
    const { rows: left } = await db.query("SELECT id FROM event_queue WHERE name LIKE 'check.%'");
    expect(left).toHaveLength(0);
  });

  it('the same event handed over again (a retry, another server after the lease) does not start a second run', async () => {
    const api = await check('api');
    const playbookId = await playbook('on-api', {
      on: { canary: [{ event: 'check.failed', filter: "check.name == 'api'" }] },
      actions: [],
    });
    await api.fail();
    const { rows } = await db.query<{
      id: string;
      name: string;
      properties: Record<string, unknown>;
      created_at: Date;
    }>("SELECT id, name, properties, created_at FROM event_queue WHERE name = 'check.failed'");
    expect(rows).toHaveLength(1);
    const consumer = new PlaybookTriggers(db, executor, () => undefined);
    const [first, second] = await Promise.all([consumer.prepare(), consumer.prepare()]);
    await first!(rows[0]!);
    await second!(rows[0]!);
    await dispatchAll();
    await executor.idle();
    const runs = await runsOf(playbookId);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'completed', trigger_event_id: rows[0]!.id });
  });

  it('on: config unhealthy with labels and a filter starts a run on the catalog item; a spec asking for approval waits for it', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO config_items (name, type, config_class, health, labels, tags)
       VALUES ('shop-pod', 'Kubernetes::Pod', 'Pod', 'unhealthy', '{"env": "prod"}', '{}'),
              ('dev-pod', 'Kubernetes::Pod', 'Pod', 'unhealthy', '{"env": "dev"}', '{}') RETURNING id`,
    );
    const [prod, dev] = rows.map((row) => row.id);
    const playbookId = await playbook('on-pod', {
      on: { config: [{ event: 'unhealthy', labels: { env: 'prod' }, filter: "config.type == 'Kubernetes::Pod'" }] },
      actions: [],
    });
    const gated = await playbook('on-pod-approved', {
      on: { config: [{ event: 'unhealthy', labels: { env: 'prod' } }] },
      approval: { approvers: { people: ['admin@example.test'] } },
      actions: [{ name: 'page', http: { url: `${base}/hook/gated` } }],
    });
    const nobody = await playbook('on-pod-nobody', {
      on: { config: [{ event: 'unhealthy', labels: { env: 'prod' } }] },
      approval: { type: 'any', approvers: {} },
      actions: [],
    });
    for (const id of [prod, dev]) {
      await db.query(`INSERT INTO event_queue (name, properties) VALUES ('config.unhealthy', $1)`, [
        { id, config_id: id },
      ]);
    }
    await dispatchAll();
    const { rows: runs } = await db.query<{
      status: string;
      config_id: string;
      request: { trigger: { event: string } };
    }>('SELECT status, config_id, request FROM playbook_runs WHERE playbook_id = $1', [playbookId]);
    expect(runs).toEqual([
      expect.objectContaining({
        status: 'completed',
        config_id: prod,
        request: expect.objectContaining({ trigger: expect.objectContaining({ event: 'config.unhealthy' }) }),
      }),
    ]);
    const pending = await runsOf(gated);
    expect(pending.map((run) => run.status)).toEqual(['pending_approval']);
    expect(hits).not.toContain('/hook/gated');
    // A rule nobody can meet is not left pending for ever: the run fails and says why.
    expect(await runsOf(nobody)).toEqual([
      expect.objectContaining({
        status: 'failed',
        error: expect.stringContaining('playbook "on-pod-nobody" requires approval but names no approvers'),
      }),
    ]);
  });

  it('parses upstream `on` entries and names what it cannot use', () => {
    const { triggers, problems } = parseTriggers({
      on: {
        canary: [{ event: 'failed', filter: "check.name == 'x'" }, { event: 'exploded' }],
        config: [
          { event: 'unhealthy', labels: { env: 'prod' } },
          { event: 'changed', filter: 'config.name ==' },
        ],
        component: [{ event: 'component.warning' }],
        pod: [],
      },
    });
    expect(triggers.map((trigger) => [trigger.event, trigger.where])).toEqual([
      ['check.failed', 'on.canary[0]'],
      ['config.unhealthy', 'on.config[0]'],
      ['component.warning', 'on.component[0]'],
    ]);
    expect(problems).toEqual([
      'on.canary[1]: event "exploded" is not a canary event (one of passed, failed)',
      expect.stringMatching(/^on\.config\[1\]\.filter is not a valid CEL expression: /),
      'on.pod: unknown trigger; use canary, config or component',
    ]);
  });
});
