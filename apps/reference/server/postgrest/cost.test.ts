import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { requester, tokenHeaders } from '../testing/auth';
import { demoApp } from '../testing/demoApp';
import { testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { estimatedCost } from './cost';
import { resetDbLimits } from './limits';

// The nested fan-out of issue #25: every status, its check, the check's canary, all of that canary's checks
// and all of their statuses; it ran 9 s into "out of memory" on PGlite before the cost ceiling.
const FAN_OUT = '/api/db/check_statuses?select=*,checks(*,canaries(*,checks(*,check_statuses(*))))&limit=100000';
// Reads the console makes: a catalog page, the incident summary's embeds, a check's history page.
const CONSOLE_READS = [
  '/api/db/configs?select=id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,cost_total_1d,changes,analysis&deleted_at=is.null&order=type.asc.nullslast,name.asc&limit=50&offset=0',
  '/api/db/incidents?select=*,hypotheses(*,evidences(*,checks(id,name)))',
  '/api/db/config_labels?select=key,value&order=key,value&limit=1000',
  '/api/db/check_statuses?time=gt.2020-01-01T00:00:00Z&order=time.desc&limit=50&offset=0',
];

describe.each(testDatabaseKinds)('/api/db cost ceiling on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let request: ReturnType<typeof requester>;
  const saved = { ...process.env };

  beforeAll(async () => {
    const demo = await demoApp(kind);
    ({ testDb, db } = demo);
    request = requester(demo.app, await tokenHeaders(db));
  });
  afterEach(() => {
    process.env = { ...saved };
    resetDbLimits();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('refuses the nested fan-out with a 400 naming the limit, within a second', async () => {
    const started = performance.now();
    const res = await request(FAN_OUT);
    const elapsed = performance.now() - started;
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string; details: string; hint: string };
    expect(body.code).toBe('54000');
    expect(body.message).toMatch(
      /^This query is estimated to cost [\d,]+, above the limit of 1,000,000 \(MC_DB_MAX_COST\); narrow it with filters or a smaller select\.$/,
    );
    expect(body.hint).toBeTruthy();
    expect(elapsed).toBeLessThan(1000);
  });

  it('passes the console reads', async () => {
    for (const path of CONSOLE_READS) {
      const res = await request(path, { headers: { Prefer: 'count=exact' } });
      expect([200, 206], `${path}: ${res.status} ${await res.clone().text()}`).toContain(res.status);
    }
  });

  it('reads MC_DB_MAX_COST: a lower ceiling refuses a console read, and the cost is the planner estimate', async () => {
    const path = CONSOLE_READS[1];
    process.env.MC_DB_MAX_COST = '1';
    resetDbLimits();
    const res = await request(path!);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('above the limit of 1 (MC_DB_MAX_COST)');
    const cost = await estimatedCost(db, 'SELECT * FROM checks WHERE name = $1', ['x']);
    expect(cost).toBeGreaterThan(0);
  });

  it('costs a simple read little: EXPLAIN is planning only', async () => {
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) await estimatedCost(db, 'SELECT * FROM checks WHERE name = $1 LIMIT 50', ['x']);
    const each = (performance.now() - started) / runs;
    console.log(`${kind}: EXPLAIN of a simple read ${each.toFixed(2)} ms`);
    expect(each).toBeLessThan(50);
  });
});
