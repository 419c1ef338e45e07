import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { maxAffectedFrom } from './maxAffected';

describe('S22: Prefer max-affected on PATCH and DELETE', () => {
  let t: TestDatabase;
  let asAdmin: ReturnType<typeof requester>;

  const names = async () =>
    (
      await t.db.query<{ name: string; value: string }>(
        `SELECT name, value FROM properties WHERE name LIKE 'sec.m6.%' ORDER BY name`,
      )
    ).rows;

  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    const app = createApp({ db: t.db });
    asAdmin = requester(app, await sessionHeaders(t.db));
    for (const name of ['sec.m6.a', 'sec.m6.b', 'sec.m6.c']) {
      await t.db.query('INSERT INTO properties (name, value) VALUES ($1, $2)', [name, 'v']);
    }
  });
  afterAll(() => t.drop());

  const write = (method: 'PATCH' | 'DELETE', prefer: string) =>
    asAdmin('http://localhost/api/db/properties?name=like.sec.m6.*', {
      method,
      headers: { Prefer: prefer, 'Content-Type': 'application/json' },
      ...(method === 'PATCH' ? { body: JSON.stringify({ value: 'changed' }) } : {}),
    });

  it('S22: DELETE ?name=like.sec.m6.* with max-affected=1 deletes nothing and answers PGRST124', async () => {
    const res = await write('DELETE', 'max-affected=1');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect(await names()).toHaveLength(3);
  });

  it('S22: PATCH past max-affected (with handling=strict, as postgrest-js sends it) changes nothing', async () => {
    const res = await write('PATCH', 'handling=strict, max-affected=2');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST124');
    expect((await names()).map((row) => row.value)).toEqual(['v', 'v', 'v']);
  });

  it('a write within the limit goes through; a bad limit is a clear 400', async () => {
    expect((await write('PATCH', 'return=minimal; max-affected=3')).status).toBe(204);
    expect((await names()).map((row) => row.value)).toEqual(['changed', 'changed', 'changed']);
    const bad = await write('DELETE', 'max-affected=lots');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: string }).details).toBe(
      'max-affected must be a whole number of rows, got "lots"',
    );
    expect(await names()).toHaveLength(3);
    expect((await write('DELETE', 'max-affected=3')).status).toBe(204);
    expect(await names()).toHaveLength(0);
  });

  it('reads the preference among others, separated by commas or semicolons', () => {
    expect(maxAffectedFrom(undefined)).toBeUndefined();
    expect(maxAffectedFrom('return=representation')).toBeUndefined();
    expect(maxAffectedFrom('handling=strict,max-affected=5')).toBe(5);
    expect(maxAffectedFrom('return=minimal; Max-Affected = 0')).toBe(0);
  });
});
