import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';
import { advisoryXactLock } from './advisoryLocks';

/** Source layout (`server/db/`) and the bundle (`dist-server/`) both find the SQL files. */
export function defaultMigrationsDir(): string {
  const candidates = ['../migrations/', '../server/migrations/', './migrations/'];
  for (const candidate of candidates) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  throw new Error('SQL migrations folder not found next to the server.');
}

/** Taken on PostgreSQL only: PGlite has one connection, so nothing races it. */
const MIGRATION_LOCK = advisoryXactLock('migrations');

export interface Migration {
  version: string;
  sql: string;
}

export function loadMigrations(dir = defaultMigrationsDir()): Migration[] {
  return (
    readdirSync(dir)
      .filter((file) => /^\d{3,}_[\w-]+\.sql$/.test(file))
      // By number, so 1000_x runs after 999_x.
      .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b))
      .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${file}`, 'utf8') }))
  );
}

/**
 * Forward-only: each file runs once, in order, inside a transaction, and is
 * recorded in `schema_migrations`. Files already applied are never re-read
 * for changes; a new change is a new file.
 */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  // Under the same lock as the files: two servers starting at once would both try to create it.
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query(MIGRATION_LOCK.sql, MIGRATION_LOCK.params);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') {
        // Two servers starting against one database must not run a file twice.
        await tx.query(MIGRATION_LOCK.sql, MIGRATION_LOCK.params);
      }
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
