import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { bootstrapIdentities } from '../identity/bootstrap';
import { seedDemoData } from '../seed';
import { tokenHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { exportEmbedded, RestoreRefusedError, restoreDump } from './transfer';

const COUNTS = `SELECT
  (SELECT count(*)::int FROM checks) AS checks,
  (SELECT count(*)::int FROM canaries) AS canaries,
  (SELECT count(*)::int FROM check_statuses) AS statuses,
  (SELECT count(*)::int FROM people) AS people,
  (SELECT count(*)::int FROM identities) AS identities,
  (SELECT count(*)::int FROM access_tokens) AS tokens,
  (SELECT count(*)::int FROM schema_migrations) AS migrations`;

const counts = async (db: Database) => (await db.query<Record<string, number>>(COUNTS)).rows[0]!;

describe.skipIf(!process.env.TEST_DATABASE_URL)('moving the embedded database to PostgreSQL', () => {
  let dataDir: string;
  let target: TestDatabase;
  let before: Record<string, number>;
  let token: string;
  let dump: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mc-export-'));
    const embedded = await openDatabase({ dataDir });
    await migrate(embedded);
    await seedDemoData(embedded);
    await bootstrapIdentities(embedded, { demo: true });
    token = (await tokenHeaders(embedded)).token;
    before = await counts(embedded);
    await embedded.close();
    target = await createTestDatabase('postgres', { migrate: false });
  }, 120_000);

  afterAll(async () => {
    await target?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('#25: a seeded PGlite database restored into PostgreSQL has the same checks, users, tokens and history', async () => {
    dump = await exportEmbedded(dataDir);
    const restored = await restoreDump(target.url!, dump);
    expect(restored.rows).toBeGreaterThan(1000);
    expect(before.checks).toBeGreaterThan(0);
    expect(before.statuses).toBeGreaterThan(0);
    expect(await counts(target.db)).toEqual(before);
    // Nothing left to migrate: the dump carried schema_migrations.
    expect(await migrate(target.db)).toEqual([]);
    // The token made on PGlite still signs in (its hash moved with it).
    const app = createApp({ db: target.db });
    const whoami = await app.request('/api/auth/whoami', { headers: { Authorization: `Bearer ${token}` } });
    expect(whoami.status).toBe(200);
    const refused = await app.request('/api/auth/whoami', { headers: { Authorization: `Bearer ${token}x` } });
    expect(refused.status).toBe(401);
  }, 120_000);

  it('#25: a restore into a database that already has the schema is refused and changes nothing', async () => {
    const countsBefore = await counts(target.db);
    await expect(restoreDump(target.url!, dump)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreDump(target.url!, dump)).rejects.toThrow('already has a Mission Control schema');
    expect(await counts(target.db)).toEqual(countsBefore);
  });

  it('#25: a file that is not a dump is refused', async () => {
    await expect(restoreDump(target.url!, 'DROP TABLE people;')).rejects.toThrow('not a PostgreSQL dump');
  });
});
