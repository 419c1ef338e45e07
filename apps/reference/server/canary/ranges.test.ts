import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_TIME_RANGES, createClient, graphResponseSchema } from '@mission-control/api';
import { parseDateMath, relativeRangeFromDuration } from '@mission-control/ui/time';
import { createApp } from '../app';
import { seedDemoData } from '../seed';
import { authedFetch, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';

// What the console sends for each check-detail range (health/queries.ts): core's date math for the key as the
// graph's start, and that date math resolved in UTC as the history's `time=gt.` filter.
describe('#28 defect 9: the check detail ranges against the server', () => {
  let testDb: TestDatabase;
  let request: ReturnType<typeof requester>;
  let client: ReturnType<typeof createClient>;
  let check: string;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    await seedDemoData(testDb.db);
    const app = createApp({ db: testDb.db });
    const auth = await sessionHeaders(testDb.db);
    request = requester(app, auth);
    client = createClient({ baseUrl: 'http://localhost', fetch: authedFetch(app, auth) });
    check = (await testDb.db.query<{ id: string }>(`SELECT id FROM checks WHERE name = 'homepage'`)).rows[0]!.id;
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('#28 defect 9: all 20 ranges answer the graph and the history over the same window', async () => {
    expect(CHECK_TIME_RANGES).toHaveLength(20);
    const failures: string[] = [];
    for (const key of CHECK_TIME_RANGES) {
      const start = relativeRangeFromDuration(key)!.from;
      const graph = await request(
        `http://localhost/api/canary/api/graph?check=${check}&start=${encodeURIComponent(start)}`,
      );
      if (graph.status !== 200) failures.push(`graph ${key} (${start}): ${graph.status} ${await graph.text()}`);
      else graphResponseSchema.parse(await graph.json());

      const since = parseDateMath(start, { now: new Date(), timeZone: 'UTC' })!;
      const history = await client.db.checkStatuses({
        checkId: check,
        start: since.toISOString(),
        pageIndex: 0,
        pageSize: 50,
      });
      const { rows } = await testDb.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1 AND time > $2',
        [check, since],
      );
      if (history.totalEntries !== rows[0]!.n) failures.push(`history ${key}: ${history.totalEntries} ≠ ${rows[0]!.n}`);
    }
    expect(failures).toEqual([]);
  });

  it('#28 defect 9: a raw month or year key is no Go duration: the graph refuses it with a sentence naming it', async () => {
    for (const key of ['1mo', '1y']) {
      const response = await request(`http://localhost/api/canary/api/graph?check=${check}&start=${key}`);
      expect(response.status, key).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(`start: "${key}"`);
    }
  });
});
