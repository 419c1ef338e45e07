import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { sessionHeaders, withAuth } from '../testing/auth';

describe.each(testDatabaseKinds)('canary writes through /db reconcile checks on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    app = withAuth(createApp({ db }), await sessionHeaders(db));
  });

  afterAll(async () => {
    await testDb.drop();
  });

  const send = (method: string, path: string, body?: unknown) =>
    app.request(`/api/db/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const liveChecks = async (canaryId: string) =>
    (
      await db.query<{ type: string; name: string; next_runtime: Date | null }>(
        'SELECT type, name, next_runtime FROM checks WHERE canary_id = $1 AND deleted_at IS NULL ORDER BY type, name',
        [canaryId],
      )
    ).rows;

  it('creates, updates and soft-deletes checks as the canary is created, edited and deleted', async () => {
    const created = await send('POST', 'canaries', {
      name: 'via-db',
      namespace: 'default',
      spec: {
        schedule: '@every 30s',
        http: [{ name: 'site', url: 'http://127.0.0.1:1/' }],
        dns: [{ query: 'localhost' }],
      },
    });
    expect(created.status).toBe(201);
    const [canary] = (await created.json()) as Array<{ id: string }>;
    const checks = await liveChecks(canary!.id);
    expect(checks.map(({ type, name }) => ({ type, name }))).toEqual([
      { type: 'dns', name: 'localhost' },
      { type: 'http', name: 'site' },
    ]);
    // New checks are due at once: the scheduler picks them up without a restart.
    expect(checks.every((check) => check.next_runtime && check.next_runtime.getTime() <= Date.now())).toBe(true);

    const edited = await send('PATCH', `canaries?id=eq.${canary!.id}`, {
      spec: 'schedule: "@hourly"\nhttp:\n  - name: site\n    url: http://127.0.0.1:2/\ntcp:\n  - name: port\n    endpoint: 127.0.0.1:2\n',
    });
    expect(edited.status).toBe(200);
    expect((await liveChecks(canary!.id)).map(({ type, name }) => `${type}/${name}`)).toEqual([
      'http/site',
      'tcp/port',
    ]);

    const deleted = await send('PATCH', `canaries?id=eq.${canary!.id}`, { deleted_at: new Date().toISOString() });
    expect(deleted.status).toBe(200);
    expect(await liveChecks(canary!.id)).toEqual([]);
  });

  it('S22: refuses a spec that cannot be reconciled (400), and leaves the canary and its checks as they were', async () => {
    const created = await send('POST', 'canaries', {
      name: 'bad-later',
      spec: { schedule: '@every 1m', exec: [{ name: 'a', script: 'true' }] },
    });
    const [canary] = (await created.json()) as Array<{ id: string }>;
    const response = await send('PATCH', `canaries?id=eq.${canary!.id}`, {
      spec: { schedule: '61 * * * *', exec: [] },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^invalid canary spec: .*61 \* \* \* \*/);
    expect((await liveChecks(canary!.id)).map((check) => check.name)).toEqual(['a']);
  });
});
