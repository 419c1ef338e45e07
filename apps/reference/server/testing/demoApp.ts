import { createApp } from '../app';
import type { Queryable } from '../db/database';
import { ensureDemoPlaybooks, seedDemoData } from '../seed';
import { createTestDatabase, type TestDatabase } from './databases';

/** A fresh test database with the demo canaries and playbooks, and the app over it. */
export async function demoApp(kind: 'pglite' | 'postgres') {
  const testDb: TestDatabase = await createTestDatabase(kind);
  await seedDemoData(testDb.db);
  // Playbooks whose http actions point at a closed port, so a run never leaves the machine.
  await ensureDemoPlaybooks(testDb.db, 'http://127.0.0.1:9');
  return { testDb, db: testDb.db, app: createApp({ db: testDb.db }) };
}

/** Inserts a permission row with the given columns (a person, team or role subject; an area or one object). */
export function insertPermission(db: Queryable, row: Record<string, unknown>, name = 'test') {
  const keys = Object.keys(row);
  return db.query(
    `INSERT INTO permissions (name, ${keys.join(', ')}) VALUES ($1, ${keys.map((_, i) => `$${i + 2}`).join(', ')})`,
    [name, ...Object.values(row)],
  );
}

/** The ids of the named rows of a table that has a `name` column, by name. */
export async function idsByName(db: Queryable, table: 'canaries' | 'playbooks', names: string[]) {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM ${table} WHERE name IN (${names.map((_, i) => `$${i + 1}`).join(', ')}) AND deleted_at IS NULL`,
    names,
  );
  const ids: Record<string, string> = {};
  for (const name of names) {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`testing/demoApp: no ${table} row named ${name}`);
    ids[name] = row.id;
  }
  return ids;
}
