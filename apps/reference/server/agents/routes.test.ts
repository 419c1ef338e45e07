import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createPerson, requester, sessionHeaders, tokenHeaders } from '../testing/auth';

describe.each(testDatabaseKinds)('POST /api/agent/generate (%s)', (kind) => {
  let test: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    app = createApp({ db: test.db });
  });
  afterAll(async () => test?.drop());

  const post = (headers: Record<string, string>, body: unknown) =>
    requester(app, headers)('/api/agent/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('registers an agent and answers a working token once', async () => {
    const admin = await sessionHeaders(test.db);
    const response = await post(admin, { name: 'edge-1', properties: { region: 'eu' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; username: string; password: string; access_token: string };
    expect(body.username).toBe('token');
    expect(body.access_token).toBe(body.password);
    const { rows } = await test.db.query<{ name: string; properties: unknown; type: string }>(
      `SELECT a.name, a.properties, p.type FROM agents a JOIN people p ON p.id = a.person_id WHERE a.id = $1`,
      [body.id],
    );
    expect(rows).toEqual([{ name: 'edge-1', properties: { region: 'eu' }, type: 'agent' }]);
    // The token authenticates, and the agent person holds no role, so it reads nothing more.
    const whoami = await requester(app, { Authorization: `Bearer ${body.access_token}` })('/api/auth/whoami');
    expect(whoami.status).toBe(200);
    const list = await requester(app, admin)('/api/db/agents?select=id,name&name=eq.edge-1');
    expect(await list.json()).toEqual([{ id: body.id, name: 'edge-1' }]);
  });

  it('refuses a duplicate name with 409 and a bad name with 400', async () => {
    const admin = await sessionHeaders(test.db);
    expect((await post(admin, { name: 'edge-2' })).status).toBe(200);
    const again = await post(admin, { name: 'edge-2' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'an agent named edge-2 already exists', code: 'conflict' });
    expect((await post(admin, { name: '' })).status).toBe(400);
    expect((await post(admin, { name: 'Bad Name!' })).status).toBe(400);
    expect((await post(admin, { name: 'edge-3', properties: { a: 1 } })).status).toBe(400);
  });

  it('is refused to a viewer and to an anonymous caller', async () => {
    const viewer = await createPerson(test.db, ['viewer']);
    expect((await post(await sessionHeaders(test.db, viewer), { name: 'edge-4' })).status).toBe(403);
    expect((await post({}, { name: 'edge-5' })).status).toBe(401);
  });

  it('reads the event queue summary per name', async () => {
    await test.db.query(
      `INSERT INTO event_queue (name, error, attempts, last_attempt) VALUES
        ('check.failed', NULL, 0, NULL), ('check.failed', 'timeout', 3, '2026-11-01T00:00:00Z'),
        ('check.failed', 'timeout', 1, '2026-11-02T00:00:00Z')`,
    );
    const admin = await tokenHeaders(test.db);
    const response = await requester(app, admin)('/api/db/event_queue_summary?name=eq.check.failed');
    expect(response.status).toBe(200);
    const [row] = (await response.json()) as Record<string, unknown>[];
    expect(row).toMatchObject({ name: 'check.failed', pending: 1, failed: 2, most_common_error: 'timeout' });
    expect(new Date(String(row!.last_failure)).toISOString()).toBe('2026-11-02T00:00:00.000Z');
  });
});
