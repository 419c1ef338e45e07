import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { requester, tokenHeaders } from '../testing/auth';
import { ifNoneMatchMatches } from './etag';

const CANARY = '30000000-0000-4000-8000-0000000000e7';
const CHECK = '30000000-0000-4000-8000-0000000000e8';
const SUMMARY = '/api/canary/api/summary';

describe.each(testDatabaseKinds)('health summary validators on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  let request: ReturnType<typeof requester>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    await db.exec(`
      INSERT INTO canaries (id, name, spec) VALUES ('${CANARY}', 'etag', '{}');
      INSERT INTO checks (id, canary_id, type, name) VALUES ('${CHECK}', '${CANARY}', 'http', 'etag-check');
      INSERT INTO check_statuses (check_id, time, duration, status, message)
        VALUES ('${CHECK}', now() - interval '5 minutes', 20, true, 'OK');
    `);
    request = requester(createApp({ db }), await tokenHeaders(db));
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('serves a strong ETag with private, no-cache, and a 304 without a body on a matching If-None-Match', async () => {
    const first = await request(SUMMARY);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const firstBody = await first.text();

    const again = await request(SUMMARY, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(await again.text()).toBe('');

    // Same data, same tag, same bytes (the computation's duration does not change the representation).
    const plain = await request(SUMMARY);
    expect(plain.headers.get('etag')).toBe(etag);
    expect(await plain.text()).toBe(firstBody);
    expect((await request(SUMMARY, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('answers 200 with a new ETag after a check result changes', async () => {
    const before = (await request(SUMMARY)).headers.get('etag')!;
    await db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status, message) VALUES ($1, now(), 900, false, 'down')`,
      [CHECK],
    );
    const after = await request(SUMMARY, { headers: { 'If-None-Match': before } });
    expect(after.status).toBe(200);
    const etag = after.headers.get('etag');
    expect(etag).not.toBe(before);
    expect(await after.text()).toContain('etag-check');
    expect((await request(SUMMARY, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  });

  it('tags each content encoding apart', async () => {
    const gzip = await request(SUMMARY, { headers: { 'Accept-Encoding': 'gzip' } });
    const identity = await request(SUMMARY, { headers: { 'Accept-Encoding': 'identity' } });
    expect(gzip.headers.get('etag')).not.toBe(identity.headers.get('etag'));
    expect(gzip.headers.get('vary')).toContain('Accept-Encoding');
  });
});

describe('If-None-Match', () => {
  it.each([
    ['"a"', true],
    ['"b", "a"', true],
    ['W/"a"', true],
    ['*', true],
    ['"b"', false],
    ['', false],
  ])('%j against "a" matches: %s', (header, matches) => {
    expect(ifNoneMatchMatches(header || undefined, '"a"')).toBe(matches);
  });
});
