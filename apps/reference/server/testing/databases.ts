import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, pgliteDataDir, type Database } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';

/**
 * A migrated PGlite database costs about 1.8 s to make (every migration, one statement at a time) and 0.4 s to
 * start from a copy of one. The first test file to need one makes it and leaves its data directory in the
 * temporary folder, named by the migrations' content and PGlite's version, where every later file (each runs in
 * a fresh module scope) and every worker starts from it. A changed migration is a new name.
 */
let template: Promise<Blob | undefined> | undefined;

let hashed: string | undefined;

/** The migrations' content (and PGlite's version): what a template holds. Read once per test file. */
function templateHash(): string {
  if (hashed !== undefined) return hashed;
  const hash = createHash('sha256');
  for (const { version, sql } of loadMigrations()) hash.update(version).update('\0').update(sql).update('\0');
  hash.update(pgliteVersion());
  hashed = hash.digest('hex').slice(0, 16);
  return hashed;
}

function templatePath(): string {
  return join(tmpdir(), `mc-test-pglite-${templateHash()}.tar`);
}

/** PGlite's version, from the package.json above its entry (the package does not export that file). */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    try {
      const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, string>;
      if (name === '@electric-sql/pglite') return version ?? '';
    } catch {
      // not here: one folder up
    }
    const parent = dirname(dir);
    if (parent === dir) return '';
    dir = parent;
  }
}

async function migratedPglite(): Promise<Database> {
  if (process.env.MC_TEST_DB_TEMPLATE !== 'false')
    template ??= (async () => {
      const path = templatePath();
      try {
        return new Blob([readFileSync(path)]);
      } catch {
        const db = await openDatabase({ dataDir: 'memory://' });
        try {
          await migrate(db);
          const made = await pgliteDataDir(db);
          // Written aside and renamed: a file that exists is whole, whichever worker wrote it.
          const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
          writeFileSync(partial, new Uint8Array(await made.arrayBuffer()));
          renameSync(partial, path);
          // Templates of earlier migrations are of no more use (best effort: another checkout may still make its own).
          for (const file of readdirSync(tmpdir())) {
            if (/^mc-test-pglite-[0-9a-f]{16}\.tar$/.test(file) && join(tmpdir(), file) !== path) {
              rmSync(join(tmpdir(), file), { force: true });
            }
          }
          return made;
        } finally {
          await db.close();
        }
      }
    })().catch(() => undefined);
  const loadDataDir = await template;
  const db = loadDataDir ? await openDatabase({ dataDir: 'memory://', loadDataDir }).catch(() => undefined) : undefined;
  if (!db) {
    // No template (MC_TEST_DB_TEMPLATE=false, a temporary folder not writable, a damaged file): migrate this one.
    const fresh = await openDatabase({ dataDir: 'memory://' });
    await migrate(fresh);
    return fresh;
  }
  // A migration added since the template was made (or a template from elsewhere) still applies: this is a no-op
  // when it is current.
  await migrate(db);
  return db;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * PostgreSQL's way to the same saving: a migrated template database, named like the PGlite template, that each
 * test database is copied from (`CREATE DATABASE … TEMPLATE`). Made once per migration set under an advisory
 * lock, built under a temporary name and renamed, so a template that exists is whole; the copies are made under
 * the same lock, as PostgreSQL refuses to copy a database anyone is connected to.
 */
async function createFromTemplate(admin: pg.Client, adminUrl: string, name: string): Promise<void> {
  const template = `mc_test_template_${templateHash()}`;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['mc_test_template']);
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!rows.length) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = await openDatabase({ url: databaseUrl(adminUrl, building) });
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      // Templates of earlier migrations are of no more use.
      const { rows: old } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'mc\\_test\\_template\\_%' AND datname <> $1",
        [template],
      );
      for (const { datname } of old) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', ['mc_test_template']);
  }
}

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
    const db = options.migrate === false ? await openDatabase({ dataDir: 'memory://' }) : await migratedPglite();
    return { name: 'pglite', db, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const dbName = `mc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const fromTemplate = options.migrate !== false && process.env.MC_TEST_DB_TEMPLATE !== 'false';
  try {
    if (fromTemplate) await createFromTemplate(admin, adminUrl, dbName);
    else await admin.query(`CREATE DATABASE ${dbName}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, dbName);
  const db = await openDatabase({ url });
  // From the template this only confirms every migration is applied.
  if (options.migrate !== false) await migrate(db);
  return {
    name: 'postgres',
    db,
    url,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
