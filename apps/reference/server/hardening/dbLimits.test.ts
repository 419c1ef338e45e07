import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { jsonDepth, resetDbLimits, withStatementTimeout } from '../postgrest/limits';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { requester, tokenHeaders } from '../testing/auth';

const CANARY = '30000000-0000-4000-8000-0000000000bb';

describe.each(testDatabaseKinds)('/api/db limits and malformed input on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let request: ReturnType<typeof requester>;
  const saved = { ...process.env };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    await db.exec(`
      INSERT INTO canaries (id, name, spec) VALUES ('${CANARY}', 'limits', '{}');
      INSERT INTO checks (canary_id, type, name) SELECT '${CANARY}', 'http', 'c-' || i FROM generate_series(1, 30) AS i;
    `);
    request = requester(createApp({ db }), await tokenHeaders(db));
  });
  afterEach(() => {
    process.env = { ...saved };
    resetDbLimits();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const json = { 'Content-Type': 'application/json' };

  it('caps rows per response at MC_DB_MAX_ROWS', async () => {
    process.env.MC_DB_MAX_ROWS = '7';
    resetDbLimits();
    const res = await request('/api/db/checks?select=name', { headers: { Prefer: 'count=exact' } });
    expect(((await res.json()) as unknown[]).length).toBe(7);
    expect(res.headers.get('content-range')).toBe('0-6/30');
    const asked = await request('/api/db/checks?select=name&limit=20');
    expect(((await asked.json()) as unknown[]).length).toBe(7);
  });

  it('refuses a response above MC_DB_MAX_RESPONSE_BYTES with a hint to page', async () => {
    process.env.MC_DB_MAX_RESPONSE_BYTES = '1024';
    resetDbLimits();
    const res = await request('/api/db/checks');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'PGRST128',
      message: 'Response too large (more than 1024 bytes)',
      hint: 'Select fewer columns or page with limit and offset',
    });
  });

  it('refuses more than 20 embedded resources in one select', async () => {
    const embeds = Array.from({ length: 21 }, (_, i) => `c${i}:canaries(name)`).join(',');
    const res = await request(`/api/db/checks?select=name,${embeds}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Too many embedded resources: 21, at most 20' });
  });

  it.runIf(kind === 'postgres')(
    'cancels a statement that runs past the statement timeout, only in its transaction',
    async () => {
      process.env.MC_DB_STATEMENT_TIMEOUT_MS = '200';
      resetDbLimits();
      const started = Date.now();
      await expect(withStatementTimeout(db, (q) => q.query('SELECT pg_sleep(3)'))).rejects.toMatchObject({
        code: '57014',
      });
      expect(Date.now() - started).toBeLessThan(2000);
      // SET LOCAL ends with the transaction: pooled connections keep the server default.
      const { rows } = await db.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect(rows[0]!.statement_timeout).toBe('0');
      expect((await request('/api/db/checks?select=name&limit=1')).status).toBe(200);
    },
  );

  it('refuses PATCH and DELETE without a filter, as pg-safeupdate', async () => {
    const patch = await request('/api/db/checks', {
      method: 'PATCH',
      headers: json,
      body: '{"description":"all"}',
    });
    expect(patch.status).toBe(400);
    const del = await request('/api/db/checks', { method: 'DELETE' });
    expect(del.status).toBe(400);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM checks WHERE deleted_at IS NULL AND description IS NULL',
    );
    expect(rows[0]!.n).toBe(30);
  });

  it('soft-deletes rows of tables with deleted_at (the spec: deleting is soft)', async () => {
    const del = await request(`/api/db/checks?name=eq.c-1`, {
      method: 'DELETE',
      headers: { Prefer: 'return=representation' },
    });
    expect(del.status).toBe(200);
    const { rows } = await db.query<{ deleted: boolean }>(
      `SELECT deleted_at IS NOT NULL AS deleted FROM checks WHERE name = 'c-1'`,
    );
    expect(rows).toEqual([{ deleted: true }]);
    // Deleting again touches nothing: it is already gone.
    const again = await request(`/api/db/checks?name=eq.c-1`, {
      method: 'DELETE',
      headers: { Prefer: 'return=representation' },
    });
    expect(await again.json()).toEqual([]);
  });

  it('deletes a row keyed by its name for real, so the same name can be added again (a feature flag)', async () => {
    const add = () =>
      request('/api/db/properties', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'logs.disable', value: 'true' }),
      });
    expect((await add()).status).toBe(201);
    const del = await request('/api/db/properties?name=eq.logs.disable', { method: 'DELETE' });
    expect(del.status).toBe(204);
    const { rows } = await db.query(`SELECT 1 FROM properties WHERE name = 'logs.disable'`);
    expect(rows).toEqual([]);
    expect((await add()).status).toBe(201);
  });

  it('answers malformed input with a specific 400, never 500', async () => {
    const cases: Array<[string, RequestInit, string | RegExp]> = [
      ['/api/db/checks?created_at=gt.now-3x', {}, /date|timestamp/i],
      // Mission Control's date shorthand goes through the server's date-math parser, not the database.
      ['/api/db/checks?created_at.filter=>now-3x', {}, 'invalid date math "now-3x"'],
      [
        '/api/db/properties',
        { method: 'POST', headers: json, body: `{"name":"deep","value":${'['.repeat(5000)}${']'.repeat(5000)}}` },
        /nested/i,
      ],
      [
        '/api/db/properties',
        { method: 'POST', headers: json, body: Buffer.from([0x7b, 0x22, 0x6e, 0xff, 0xfe, 0x22, 0x7d]) },
        'The request body is not valid UTF-8',
      ],
      ['/api/db/properties', { method: 'POST', headers: json, body: '{"name": ' }, /JSON|Unexpected|end/i],
    ];
    for (const [path, init, message] of cases) {
      const res = await request(path, init);
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { message: string; details: string | null };
      expect(`${body.message} ${body.details ?? ''}`, path).toMatch(message);
    }
  });
});

describe('jsonDepth', () => {
  it('measures without recursion and stops past the cap', () => {
    expect(jsonDepth(1, 10)).toBe(0);
    expect(jsonDepth({ a: [1, { b: 2 }] }, 10)).toBe(3);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepth(deep, 64)).toBe(65);
  });
});
