import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { LIMITS } from './parse';
import { sessionHeaders, withAuth } from '../testing/auth';

/**
 * Hostile requests to /api/db: each must be refused with a 4xx (or, where the
 * text is only a value, match nothing) and leave every row as it was.
 */

const CANARY = '30000000-0000-4000-8000-0000000000aa';

const deepLogic = (depth: number) => `${'or('.repeat(depth)}name.eq.x${')'.repeat(depth)}`;
const deepSelect = (depth: number) => `${'canaries('.repeat(depth)}name${')'.repeat(depth)}`;

/** [description, path, init, expected status] */
const refused: Array<[string, string, RequestInit | undefined, number]> = [
  ['semicolon in the table', '/checks;drop table checks', undefined, 404],
  ['quoted table', '/"checks"', undefined, 404],
  ['SQL in select', '/checks?select=name;drop table checks', undefined, 400],
  ['quoted identifier in select', '/checks?select="name"', undefined, 400],
  ['quote in a column filter', `/checks?na"me=eq.x`, undefined, 400],
  ['SQL in a filter column', '/checks?name;delete from checks=eq.x', undefined, 400],
  ['unknown operator', '/checks?name=drop.x', undefined, 400],
  ['operator without a value', '/checks?name=eq', undefined, 400],
  ['bad is value', '/checks?name=is.1;drop', undefined, 400],
  ['unterminated in list', '/checks?name=in.(a,b', undefined, 400],
  ['unterminated quote in in list', '/checks?name=in.("a,b)', undefined, 400],
  ['SQL in order', '/checks?order=name;drop table checks', undefined, 400],
  ['SQL in order direction', '/checks?order=name.desc;drop', undefined, 400],
  ['SQL in limit', '/checks?limit=1;drop table checks', undefined, 400],
  ['negative offset', '/checks?offset=-1', undefined, 400],
  ['cast to an unlisted type', '/checks?select=name::regclass', undefined, 400],
  ['SQL in a cast', '/checks?select=name::text);drop table checks;--', undefined, 400],
  ['unbalanced logic', '/checks?or=(name.eq.a', undefined, 400],
  ['logic without parentheses', '/checks?or=name.eq.a', undefined, 400],
  ['deeply nested logic', `/checks?or=(${deepLogic(LIMITS.logicDepth + 2)})`, undefined, 400],
  ['deeply nested embeds', `/checks?select=${deepSelect(LIMITS.embedDepth + 2)}`, undefined, 400],
  [
    'huge in list',
    `/checks?name=in.(${Array.from({ length: LIMITS.inListLength + 1 }, (_, i) => i).join(',')})`,
    undefined,
    400,
  ],
  ['huge query string', `/checks?name=eq.${'x'.repeat(LIMITS.queryLength + 1)}`, undefined, 400],
  ['unknown embedded path', '/checks?nothing.order=name', undefined, 400],
  ['on_conflict upsert', '/checks?on_conflict=id', { method: 'POST', body: '{}' }, 400],
  ['NUL byte in a value', '/checks?name=eq.%00', undefined, 400],
  ['invalid uuid to delete', '/checks?id=neq.x', { method: 'DELETE' }, 400],
  ['delete without filter', '/check_statuses', { method: 'DELETE' }, 400],
  ['delete with only select', '/checks?select=id', { method: 'DELETE' }, 400],
  ['patch without filter', '/canaries', { method: 'PATCH', body: '{"name": "pwned"}' }, 400],
  ['bad JSON body', '/canaries', { method: 'POST', body: '{"name": ' }, 400],
  ['JSON scalar body', '/canaries', { method: 'POST', body: '"drop table canaries"' }, 400],
  ['array of scalars', '/canaries', { method: 'POST', body: '[1, 2]' }, 400],
  ['mismatched keys', '/canaries', { method: 'POST', body: '[{"name": "a", "spec": {}}, {"name": "b"}]' }, 400],
  [
    'SQL in a body key',
    '/canaries',
    { method: 'POST', body: '{"name\\"); drop table canaries; --": "x", "spec": {}}' },
    400,
  ],
  ['SQL in columns=', '/canaries?columns=name);drop table canaries;--', { method: 'POST', body: '[]' }, 400],
  ['bad JSON in a patch', `/canaries?id=eq.${CANARY}`, { method: 'PATCH', body: 'not json' }, 400],
  ['array patch', `/canaries?id=eq.${CANARY}`, { method: 'PATCH', body: '[{"name": "x"}]' }, 400],
  [
    'oversized body',
    '/canaries',
    { method: 'POST', body: JSON.stringify({ name: 'x'.repeat(1024 * 1024), spec: {} }) },
    413,
  ],
  ['secret table', '/access_tokens?select=value', undefined, 404],
  ['secret table embedded', '/people?select=name,access_tokens(value)', undefined, 400],
  ['system catalogue', '/pg_authid', undefined, 404],
];

/** Values are bound parameters: SQL in them matches no row and changes nothing. */
const harmlessValues: string[] = [
  `/checks?name=eq.'; DROP TABLE checks; --`,
  `/checks?name=in.("a'); DROP TABLE checks; --",b)`,
  `/checks?or=(name.eq.x'),name.like.*'*)`,
  `/checks?labels->>x'||pg_sleep(1)||'=eq.1`,
  `/checks?select=name,labels->>a'b&labels->>";drop=is.null`,
  `/checks?name.filter=!';drop table checks;--,*'*`,
];

async function snapshot(db: Database) {
  const { rows } = await db.query<{ table: string; n: number; digest: string }>(
    `SELECT 'canaries' AS table, count(*)::int AS n, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest FROM canaries t
     UNION ALL
     SELECT 'checks', count(*)::int, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM checks t
     UNION ALL
     SELECT 'check_statuses', count(*)::int, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM check_statuses t
     UNION ALL
     SELECT 'people', count(*)::int, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM people t`,
  );
  return rows;
}

describe.each(testDatabaseKinds)('/api/db against hostile input on %s', (kind) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await testDb.db.exec(`
      INSERT INTO canaries (id, name, spec) VALUES ('${CANARY}', 'target', '{}');
      INSERT INTO checks (canary_id, type, name, labels)
        SELECT '${CANARY}', 'http', 'check-' || i, '{"x":"1"}' FROM generate_series(1, 3) AS i;
      INSERT INTO check_statuses (check_id, time, duration, status) SELECT id, now(), 1, true FROM checks;
    `);
    app = withAuth(createApp({ db: testDb.db }), await sessionHeaders(testDb.db));
    before = await snapshot(testDb.db);
    expect(before.map((r) => r.n)).toEqual([1, 3, 3, 1]);
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it.each(refused)('refuses %s', async (_name, path, init, status) => {
    const json = init?.body === undefined ? init : { ...init, headers: { 'Content-Type': 'application/json' } };
    const res = await app.request(`http://localhost/api/db${path}`, json);
    expect(res.status).toBe(status);
    const body = (await res.json()) as Record<string, unknown>;
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(await snapshot(testDb.db)).toEqual(before);
  });

  it.each(harmlessValues)('binds %s as a value', async (path) => {
    const res = await app.request(`http://localhost/api/db${path}`);
    expect(res.status).toBeLessThan(500);
    if (res.status === 200) expect(await res.json()).toEqual(expect.any(Array));
    expect(await snapshot(testDb.db)).toEqual(before);
  });

  it('still answers normally afterwards', async () => {
    const res = await app.request('http://localhost/api/db/checks?select=name&order=name');
    expect(await res.json()).toEqual([{ name: 'check-1' }, { name: 'check-2' }, { name: 'check-3' }]);
  });
});
