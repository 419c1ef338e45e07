import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createAccessToken } from '../../auth/tokens';
import { ADMIN_ID, createPerson } from '../../testing/auth';
import { createTestDatabase, type TestDatabase } from '../../testing/databases';
import { mcpClient, toolText } from '../../testing/mcpClient';

/** #22 MCP notification tools: recent sends, and a silence only for a caller who may write notifications. */
describe('#22 MCP notification tools', () => {
  let t: TestDatabase;
  let checkId: string;

  const connect = async (personId: string) => {
    const { token } = await createAccessToken(t.db, {
      personId,
      name: 'mcp notifications test',
      expiry: '30d',
      autoRenew: false,
      scope: [{ object: 'mcp', action: '*' }],
    });
    return mcpClient(createApp({ db: t.db }), token);
  };

  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    const { rows } = await t.db.query<{ id: string }>(
      "INSERT INTO canaries (name, namespace, spec) VALUES ('c', 'test', '{}') RETURNING id",
    );
    const { rows: checks } = await t.db.query<{ id: string }>(
      "INSERT INTO checks (canary_id, type, name, status) VALUES ($1, 'http', 'payments-api', 'unhealthy') RETURNING id",
      [rows[0]!.id],
    );
    checkId = checks[0]!.id;
    const { rows: rules } = await t.db.query<{ id: string }>(
      "INSERT INTO notifications (name, events) VALUES ('r', '{check.failed}') RETURNING id",
    );
    await t.db.query(
      `INSERT INTO notification_send_history (notification_id, status, source_event, resource_id, recipient)
       VALUES ($1, 'sent', 'check.failed', $2, 'ops@example.test')`,
      [rules[0]!.id, checkId],
    );
  });
  afterAll(async () => {
    await t.drop();
  });

  it('list_notifications answers the recent sends; create_notification_silence saves for an editor, not a viewer', async () => {
    const admin = await connect(ADMIN_ID);
    const listed = await admin.callTool({ name: 'list_notifications', arguments: { status: 'sent' } });
    expect(listed.isError, toolText(listed)).toBeFalsy();
    expect((listed.structuredContent as { notifications: Array<Record<string, unknown>> }).notifications).toMatchObject(
      [{ status: 'sent', resource_id: checkId, resource_type: 'check', recipient: 'ops@example.test' }],
    );
    const saved = await admin.callTool({
      name: 'create_notification_silence',
      arguments: { name: 'deploy', check_id: checkId, until: 'now+2h' },
    });
    expect(saved.isError, toolText(saved)).toBeFalsy();
    const { rows } = await t.db.query<{ name: string; check_id: string }>(
      'SELECT name, check_id FROM notification_silences',
    );
    expect(rows).toEqual([{ name: 'deploy', check_id: checkId }]);

    const viewer = await connect(await createPerson(t.db, ['viewer']));
    const refused = await viewer.callTool({
      name: 'create_notification_silence',
      arguments: { name: 'nope', check_id: checkId },
    });
    expect(refused.isError).toBe(true);
    expect(toolText(refused)).toMatch(/write on notifications is not granted/);
  });
});
