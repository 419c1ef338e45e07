import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { requester, tokenHeaders } from '../testing/auth';

const CANARY = '30000000-0000-4000-8000-0000000000d1';
const CHECKS = ['30000000-0000-4000-8000-0000000000d2', '30000000-0000-4000-8000-0000000000d3'];
const SUMMARY = '/api/canary/api/summary';

interface Summary {
  version?: string;
  since?: string;
  duration?: number;
  runnerName?: string;
  checks_summary?: Array<{ id: string } & Record<string, unknown>>;
}

/** What the console's hook does with an answer: a delta replaces the items it names, in place. */
function merge(held: Summary, answer: Summary): Summary {
  if (answer.since === undefined) return answer;
  expect(answer.since).toBe(held.version);
  const changed = new Map(answer.checks_summary!.map((item) => [item.id, item]));
  return {
    ...held,
    version: answer.version,
    checks_summary: held.checks_summary!.map((item) => changed.get(item.id) ?? item),
  };
}

describe.each(testDatabaseKinds)('the health summary delta protocol on %s (#25)', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let request: ReturnType<typeof requester>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    await db.exec(`
      INSERT INTO canaries (id, name, spec) VALUES ('${CANARY}', 'delta', '{}');
      INSERT INTO checks (id, canary_id, type, name) VALUES
        ('${CHECKS[0]}', '${CANARY}', 'http', 'delta-a'), ('${CHECKS[1]}', '${CANARY}', 'http', 'delta-b');
      INSERT INTO check_statuses (check_id, time, duration, status, message)
        VALUES ('${CHECKS[0]}', now() - interval '5 minutes', 20, true, 'OK'),
               ('${CHECKS[1]}', now() - interval '5 minutes', 30, true, 'OK');
    `);
    request = requester(createApp({ db }), await tokenHeaders(db));
  });
  afterEach(() => {
    delete process.env.MC_SUMMARY_DELTA_VERSIONS;
  });
  afterAll(async () => {
    await testDb.drop();
  });

  async function since(version: string): Promise<{ response: Response; body: Summary }> {
    const response = await request(`${SUMMARY}?since=${version}`);
    expect(response.status).toBe(200);
    return { response, body: (await response.json()) as Summary };
  }

  async function fresh(): Promise<Summary> {
    return (await (await request(SUMMARY)).json()) as Summary;
  }

  const status = (check: string, ok: boolean, duration: number) =>
    db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status, message) VALUES ($1, now(), $2, $3, 'polled')`,
      [check, duration, ok],
    );

  it('sends only the changed checks, and the merged copy equals a fresh full summary after each write', async () => {
    const first = await since('');
    // An empty version asks for everything: the full body with its version, never cached by the browser.
    expect(first.body.since).toBeUndefined();
    expect(first.body.checks_summary).toHaveLength(2);
    expect(first.body.version).toMatch(/^[\w-]+$/);
    expect(first.response.headers.get('summary-version')).toBe(first.body.version);
    expect(first.response.headers.get('cache-control')).toBe('no-store');
    let held = first.body;

    // Nothing written: the same version and nothing to merge.
    const unchanged = await since(held.version!);
    expect(unchanged.body).toMatchObject({ version: held.version, since: held.version, checks_summary: [] });

    const writes = [
      () => status(CHECKS[0]!, false, 900),
      () => status(CHECKS[1]!, true, 40),
      () => db.query(`UPDATE checks SET description = 'now described' WHERE id = $1`, [CHECKS[1]]),
      () => status(CHECKS[0]!, true, 25),
    ];
    for (const write of writes) {
      await write();
      const answer = await since(held.version!);
      expect(answer.body.since).toBe(held.version);
      expect(answer.body.version).not.toBe(held.version);
      // One write touches one check: the delta carries that one only.
      expect(answer.body.checks_summary).toHaveLength(1);
      held = merge(held, answer.body);
      const full = await fresh();
      expect(held.checks_summary).toEqual(full.checks_summary);
    }
    expect(held.checks_summary!.find((item) => item.id === CHECKS[1])?.description).toBe('now described');

    // A client several versions behind gets everything that changed since its version, once.
    const behind = await since(first.body.version!);
    expect(behind.body.checks_summary!.map((item) => item.id).sort()).toEqual([...CHECKS].sort());
    expect(merge(first.body, behind.body).checks_summary).toEqual((await fresh()).checks_summary);
  });

  it('answers the full body to a version it no longer keeps, or from before a check was added', async () => {
    process.env.MC_SUMMARY_DELTA_VERSIONS = '2';
    const old = (await since('')).body.version!;
    await status(CHECKS[0]!, false, 100);
    await since(old);
    await status(CHECKS[0]!, true, 101);
    await since(old);
    await status(CHECKS[0]!, false, 102);
    const tooOld = await since(old);
    expect(tooOld.body.since).toBeUndefined();
    expect(tooOld.body.checks_summary).toEqual((await fresh()).checks_summary);

    const unknown = await since('never-served');
    expect(unknown.body.since).toBeUndefined();
    expect(unknown.body.checks_summary).toHaveLength(2);

    const before = (await since('')).body.version!;
    const added = '30000000-0000-4000-8000-0000000000d4';
    await db.query(`INSERT INTO checks (id, canary_id, type, name) VALUES ($1, $2, 'http', 'delta-0')`, [
      added,
      CANARY,
    ]);
    const afterAdd = await since(before);
    // The list itself changed (a delta only replaces items in place): everything, in the server's order.
    expect(afterAdd.body.since).toBeUndefined();
    expect(afterAdd.body.checks_summary!.map((item) => item.name)).toEqual(['delta-0', 'delta-a', 'delta-b']);
    await db.query('DELETE FROM checks WHERE id = $1', [added]);
  });

  it('keeps the upstream body, its ETag and 304 for a client that does not ask for deltas', async () => {
    await since('');
    const plain = await request(SUMMARY);
    const body = (await plain.json()) as Summary;
    expect(Object.keys(body)).not.toContain('version');
    expect(plain.headers.get('summary-version')).toBeNull();
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await request(SUMMARY, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    await status(CHECKS[1]!, false, 500);
    await since('');
    expect((await request(SUMMARY, { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('refuses a version that no answer could have given', async () => {
    const response = await request(`${SUMMARY}?since=${encodeURIComponent('a b')}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      'since must be a summary version, as a previous answer gave it in "version"',
    );
  });
});
