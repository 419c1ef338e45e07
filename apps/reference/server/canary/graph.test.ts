import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { seedDemoData } from '../seed';
import { ADMIN_ID, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { parseTimeParam } from './graph';

describe('graph time range', () => {
  let testDb: TestDatabase;
  let request: ReturnType<typeof requester>;
  let check: string;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    await seedDemoData(testDb.db);
    request = requester(createApp({ db: testDb.db }), await sessionHeaders(testDb.db, ADMIN_ID));
    check = (await testDb.db.query<{ id: string }>('SELECT id FROM checks LIMIT 1')).rows[0]!.id;
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('S22: a start of 9999999d or 1000000000000s is a 400 naming the parameter, not a 500', async () => {
    for (const start of ['9999999d', '1000000000000s']) {
      const response = await request(`http://localhost/api/canary/api/graph?check=${check}&start=${start}`);
      expect(response.status, start).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(
        `start: "${start}" is out of range (years 1 to 9999)`,
      );
    }
    // Date math the parser refuses itself keeps its message; a year past 9999 is out of range.
    expect(() => parseTimeParam('end', 'now+999999y', new Date())).toThrow(/^end: "now\+999999y"/);
    expect(() => parseTimeParam('end', '1000000000000s', new Date(8.64e15))).toThrow(/out of range/);
    expect((await request(`http://localhost/api/canary/api/graph?check=${check}&start=7d`)).status).toBe(200);
  });

  it('#25: a recorded status reaches the graph at once, though graphs are kept per data version', async () => {
    const graph = async () =>
      (await (await request(`http://localhost/api/canary/api/graph?check=${check}&start=1h`)).json()) as {
        uptime: { passed: number; failed: number };
      };
    const before = await graph();
    expect((await graph()).uptime).toEqual(before.uptime);
    await testDb.db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status, message) VALUES ($1, now(), 7, false, 'down')`,
      [check],
    );
    const after = await graph();
    expect(after.uptime.failed).toBe(before.uptime.failed + 1);
    expect(after.uptime.passed).toBe(before.uptime.passed);
  });

  it('#25: a dashboard revalidating the graph it holds gets a 304 until a status is recorded', async () => {
    const url = `http://localhost/api/canary/api/graph?check=${check}&start=1h`;
    const first = await request(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await request(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await testDb.db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status, message) VALUES ($1, now(), 8, true, 'up')`,
      [check],
    );
    const changed = await request(url, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
