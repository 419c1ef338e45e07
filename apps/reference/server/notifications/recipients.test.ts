import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEvent } from '../changes/events';
import type { Database } from '../db/database';
import { PlaybookExecutor } from '../playbooks/executor';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink';
import { NotificationDispatcher } from './dispatcher';

interface Hit {
  path: string;
  body: string;
  headers: Record<string, unknown>;
}

/**
 * #22 the recipients beyond a person and a generic webhook: a playbook (a run on the event's resource), chat
 * services by their Shoutrrr URLs (a local server standing in where the URL names the host; the clear error
 * where it cannot), and a team (its members' emails, or its spec's own channels).
 */
describe.each(testDatabaseKinds)('#22 notification recipients on %s', (kind) => {
  let t: TestDatabase;
  let db: Database;
  let smtp: SmtpSink;
  let server: Server;
  let host: string;
  const hits: Hit[] = [];
  let executor: PlaybookExecutor;
  let dispatcher: NotificationDispatcher;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    smtp = await startSmtpSink();
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        hits.push({ path: req.url ?? '/', body: Buffer.concat(chunks).toString(), headers: req.headers });
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    executor = new PlaybookExecutor(db);
    dispatcher = new NotificationDispatcher(db, {
      smtpUrl: smtp.url,
      retryBaseMs: 20,
      maxRetries: 1,
      limits: { timeoutMs: 3000 },
      startPlaybookRun: (runId) => executor.start(runId),
      onError: () => undefined,
    });
  });
  afterAll(async () => {
    dispatcher.close();
    await executor.stop();
    await new Promise((resolve) => server.close(resolve));
    await smtp.close();
    await t.drop();
  });

  /** An unhealthy catalog item and its config.unhealthy event; answers the item's id. */
  async function unhealthyItem(name: string) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO config_items (config_class, type, name, health) VALUES ('Pod', 'Test::Pod', $1, 'unhealthy')
       RETURNING id`,
      [name],
    );
    await enqueueEvent(db, 'config.unhealthy', { id: rows[0]!.id });
    return rows[0]!.id;
  }

  async function rule(name: string, fields: Record<string, unknown>) {
    const keys = Object.keys(fields);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO notifications (name, events, filter, ${keys.join(', ')}, source)
       VALUES ($1, ARRAY['config.unhealthy'], $2, ${keys.map((_, i) => `$${i + 3}`).join(', ')}, 'UI') RETURNING id`,
      [`rule ${name}`, `config.name == '${name}'`, ...keys.map((key) => fields[key])],
    );
    return rows[0]!.id;
  }

  const history = async (ruleId: string) =>
    (
      await db.query<{
        id: string;
        status: string;
        recipient: string;
        error: string | null;
        playbook_run_id: string | null;
      }>(
        `SELECT id, status, recipient, error, playbook_run_id FROM notification_send_history
         WHERE notification_id = $1 ORDER BY recipient`,
        [ruleId],
      )
    ).rows;

  /** Passes until no send of the rule is still being tried. */
  async function settle(ruleId: string) {
    for (let i = 0; i < 50; i++) {
      await dispatcher.runOnce();
      const rows = await history(ruleId);
      if (rows.length && !rows.some((row) => ['sending', 'pending'].includes(row.status))) return rows;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    return history(ruleId);
  }

  it('a playbook recipient starts a run of the playbook on the event resource and the send ends with the run', async () => {
    const { rows: playbooks } = await db.query<{ id: string }>(
      `INSERT INTO playbooks (name, spec) VALUES ('restart-pod', $1::jsonb) RETURNING id`,
      [
        JSON.stringify({
          configs: [{ types: ['Test::Pod'] }],
          parameters: [{ name: 'pod', default: '{{.config.name}}' }],
          actions: [
            {
              name: 'call',
              http: { url: `http://${host}/playbook/restart`, method: 'POST', body: 'restart {{.params.pod}}' },
            },
          ],
        }),
      ],
    );
    const itemId = await unhealthyItem('api-7');
    const ruleId = await rule('api-7', { playbook_id: playbooks[0]!.id });
    await dispatcher.runOnce();
    const [send] = await history(ruleId);
    expect(send).toMatchObject({ recipient: `playbook:${playbooks[0]!.id}`, status: 'pending_playbook_completion' });
    const { rows: runs } = await db.query<{ playbook_id: string; config_id: string; notification_send_id: string }>(
      'SELECT playbook_id, config_id, notification_send_id, parameters FROM playbook_runs WHERE id = $1',
      [send!.playbook_run_id],
    );
    expect(runs[0]).toMatchObject({ playbook_id: playbooks[0]!.id, config_id: itemId, notification_send_id: send!.id });
    await executor.idle();
    await dispatcher.runOnce();
    expect((await history(ruleId)).map((row) => [row.status, row.error])).toEqual([['sent', null]]);
    expect(hits.filter((hit) => hit.path === '/playbook/restart')).toHaveLength(1);
  });

  it('a playbook that does not apply to the resource ends the send in error with the reason', async () => {
    const { rows: playbooks } = await db.query<{ id: string }>(
      `INSERT INTO playbooks (name, spec) VALUES ('only-deployments', $1::jsonb) RETURNING id`,
      [JSON.stringify({ configs: [{ types: ['Test::Deployment'] }], actions: [] })],
    );
    await unhealthyItem('api-8');
    const ruleId = await rule('api-8', { playbook_id: playbooks[0]!.id });
    await dispatcher.runOnce();
    expect((await history(ruleId)).map((row) => [row.status, row.error, row.playbook_run_id])).toEqual([
      ['error', 'playbook "only-deployments" does not apply to config "api-8"', null],
    ]);
  });

  it('chat services post to their webhook APIs; one that cannot be reached ends in error naming the service and host', async () => {
    await unhealthyItem('cart-1');
    const ruleId = await rule('cart-1', {
      custom_services: JSON.stringify([
        { name: 'ntfy', url: `ntfy://${host}/alerts?scheme=http` },
        { name: 'teams', url: `teams://group@tenant/alt/owner?host=${host}&disabletls=yes` },
        { name: 'mattermost', url: `mattermost://bot@${host}/token123/ops?disabletls=yes` },
        { name: 'slack', url: 'slack://hook:T000-B000-XXXX@webhook' },
        {
          name: 'form-hook',
          url: `generic://${host}/formhook?requestmethod=PUT&messagekey=text&titlekey=subject&disabletls=yes`,
        },
      ]),
    });
    const rows = await settle(ruleId);
    const by = Object.fromEntries(rows.map((row) => [row.recipient, row]));
    expect([by.ntfy?.status, by.teams?.status, by.mattermost?.status]).toEqual(['sent', 'sent', 'sent']);
    expect(JSON.parse(hits.find((hit) => hit.path === '/alerts')!.body)).toEqual({
      topic: 'alerts',
      title: 'Test::Pod cart-1 is unhealthy',
      message: expect.any(String),
    });
    const card = JSON.parse(
      hits.find((hit) => hit.path === '/webhookb2/group@tenant/IncomingWebhook/alt/owner')!.body,
    ) as Record<string, unknown>;
    expect(card).toMatchObject({ '@type': 'MessageCard', title: 'Test::Pod cart-1 is unhealthy' });
    expect(JSON.parse(hits.find((hit) => hit.path === '/hooks/token123')!.body)).toMatchObject({
      channel: 'ops',
      username: 'bot',
    });
    expect(by['form-hook']?.status).toBe('sent');
    expect(JSON.parse(hits.find((hit) => hit.path === '/formhook')!.body)).toEqual({
      subject: 'Test::Pod cart-1 is unhealthy',
      text: expect.any(String),
    });
    // No Slack here (offline, or Slack refusing the made-up token): the row says which service and host.
    expect(by.slack?.status).toBe('error');
    expect(by.slack?.error).toMatch(/^slack: (could not reach hooks\.slack\.com: .+|hooks\.slack\.com answered \d+)/);
    expect(by.slack?.error).not.toContain('T000');
  });

  it('a chat URL missing what its service needs is an error at once', async () => {
    await unhealthyItem('cart-2');
    const ruleId = await rule('cart-2', {
      custom_services: JSON.stringify([{ name: 'teams', url: 'teams://group@tenant/alt/owner' }]),
    });
    await dispatcher.runOnce();
    expect((await history(ruleId)).map((row) => [row.status, row.error])).toEqual([
      ['error', 'teams: the URL needs group@tenant/altId/groupOwner and ?host=<your webhook host>'],
    ]);
  });

  it('a team recipient emails each member; a team whose spec has notification channels is reached there instead', async () => {
    const { rows: people } = await db.query<{ id: string }>(
      `INSERT INTO people (name, email) VALUES ('Ann', 'ann@example.test'), ('Bob', 'bob@example.test') RETURNING id`,
    );
    const { rows: teams } = await db.query<{ id: string }>(`INSERT INTO teams (name) VALUES ('payments') RETURNING id`);
    for (const person of people) {
      await db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [teams[0]!.id, person.id]);
    }
    await unhealthyItem('pay-1');
    const members = await rule('pay-1', { team_id: teams[0]!.id });
    await dispatcher.runOnce();
    expect((await history(members)).map((row) => [row.recipient, row.status])).toEqual([
      ['ann@example.test', 'sent'],
      ['bob@example.test', 'sent'],
    ]);
    const mails = smtp.messages.filter((mail) => mail.subject === 'Test::Pod pay-1 is unhealthy');
    expect(mails.map((mail) => mail.to).sort()).toEqual([['ann@example.test'], ['bob@example.test']]);

    const { rows: sre } = await db.query<{ id: string }>(
      `INSERT INTO teams (name, spec) VALUES ('sre', $1) RETURNING id`,
      [JSON.stringify({ notifications: [{ name: 'pager', url: `generic+http://${host}/team/sre` }] })],
    );
    await db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [sre[0]!.id, people[0]!.id]);
    await unhealthyItem('pay-2');
    const channels = await rule('pay-2', { team_id: sre[0]!.id });
    await dispatcher.runOnce();
    expect((await history(channels)).map((row) => [row.recipient, row.status])).toEqual([['team:sre:pager', 'sent']]);
    expect(JSON.parse(hits.find((hit) => hit.path === '/team/sre')!.body)).toMatchObject({
      title: 'Test::Pod pay-2 is unhealthy',
    });
    expect(smtp.messages.filter((mail) => mail.subject === 'Test::Pod pay-2 is unhealthy')).toEqual([]);
  });
});
