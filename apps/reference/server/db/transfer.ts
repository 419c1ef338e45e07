import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { lockDataDir } from './lock';

/**
 * Moving from the embedded database to PostgreSQL: `exportEmbedded` writes the PGlite data directory as a
 * plain SQL dump (pg_dump built for PGlite, `--inserts`, so it restores without COPY), and `restoreDump` runs
 * that dump in one transaction against an empty PostgreSQL database. Users, password hashes, access tokens
 * (stored hashed, so they keep working), checks and their history all move as rows.
 */

/** Dumps a stopped server's PGlite data directory (the lock refuses while a server has it open). */
export async function exportEmbedded(dataDir: string): Promise<string> {
  const release = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(dataDir);
    try {
      const file = await pgDump({ pg: db, args: ['--no-owner', '--no-privileges'] });
      return await file.text();
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

export class RestoreRefusedError extends Error {}

/** Settings pg_dump 17 (PGlite's) writes that older servers do not know, by the server version that added them. */
const NEWER_SETTINGS: Array<{ pattern: RegExp; since: number }> = [
  { pattern: /^SET transaction_timeout = .*;$/m, since: 170000 },
];

/**
 * Restores a dump into the database at `url`, which must hold no Mission Control schema yet (a restore never
 * merges into or overwrites a live database). All or nothing: one transaction.
 */
export async function restoreDump(url: string, dump: string): Promise<{ tables: number; rows: number }> {
  if (!/^--\s*PostgreSQL database dump/m.test(dump)) {
    throw new RestoreRefusedError(
      'The file is not a PostgreSQL dump (it lacks the "PostgreSQL database dump" header).',
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query<{ exists: boolean }>(
      `SELECT to_regclass('public.schema_migrations') IS NOT NULL AS exists`,
    );
    if (existing.rows[0]?.exists) {
      throw new RestoreRefusedError(
        'The target database already has a Mission Control schema; restore into an empty database (createdb a new one).',
      );
    }
    const version = Number((await client.query<{ v: string }>('SHOW server_version_num')).rows[0]?.v ?? 0);
    let sql = dump;
    for (const setting of NEWER_SETTINGS) if (version < setting.since) sql = sql.replace(setting.pattern, '');
    await client.query('BEGIN');
    try {
      await client.query(sql);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    // The dump empties search_path for its session; counts read the restored tables by name.
    const counts = await client.query<{ tables: number; rows: string }>(
      `SELECT count(*)::int AS tables, coalesce(sum(n_live_tup), 0)::text AS rows
       FROM pg_stat_user_tables WHERE schemaname = 'public'`,
    );
    const insertCount = (dump.match(/^INSERT INTO /gm) ?? []).length;
    return { tables: counts.rows[0]?.tables ?? 0, rows: insertCount };
  } finally {
    await client.end();
  }
}
