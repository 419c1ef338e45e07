import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  db: Database;
  /** Connection string for a real PostgreSQL database (postgres only). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * The database kinds tests run against: PGlite always, and a real PostgreSQL
 * server when TEST_DATABASE_URL is set (the test command starts one). Each call
 * gets a brand-new, migrated database.
 */
export const testDatabaseKinds: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export async function createTestDatabase(
  kind: 'pglite' | 'postgres',
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openDatabase({ dataDir: 'memory://' });
    if (options.migrate !== false) await migrate(db);
    return { name: 'pglite', db, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const dbName = `mc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const db = await openDatabase({ url: url.toString() });
  if (options.migrate !== false) await migrate(db);
  return {
    name: 'postgres',
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
