import { PostgrestClient } from '@supabase/postgrest-js';
import { createApp, SEEDED_ADMIN } from '../app';
import type { Database } from '../db/database';
import { sessionHeaders, withAuth } from '../testing/auth';
import { createTestDatabase, type TestDatabase, type testDatabaseKinds } from '../testing/databases';

/**
 * The rows the /api/db conformance tests read and write, and the app they
 * drive with the real PostgREST client (@supabase/postgrest-js) the way the
 * console does, on PGlite and on PostgreSQL.
 */

export const ADMIN = SEEDED_ADMIN.id;
export const ALICE = '10000000-0000-4000-8000-000000000001';
export const JANE = '10000000-0000-4000-8000-000000000002';
export const TEAM = '20000000-0000-4000-8000-000000000001';
export const WEB = '30000000-0000-4000-8000-000000000001';
export const DATA = '30000000-0000-4000-8000-000000000002';
export const HOMEPAGE = '40000000-0000-4000-8000-000000000001';
export const API = '40000000-0000-4000-8000-000000000002';
export const POSTGRES = '40000000-0000-4000-8000-000000000003';
const REDIS = '40000000-0000-4000-8000-000000000004';
export const GROUP = '60000000-0000-4000-8000-000000000001';
const ROOT_COMPONENT = '50000000-0000-4000-8000-000000000001';
export const CHILD_COMPONENT = '50000000-0000-4000-8000-000000000002';

/** History rows of the postgres check: more than one response may hold (2000). */
export const MANY_STATUSES = 2100;

export async function seedFixture(db: Database) {
  await db.exec(`
    INSERT INTO people (id, name, email, avatar) VALUES
      ('${ALICE}', 'Alice', 'alice@example.com', 'https://example.com/a.png'),
      ('${JANE}', 'Doe, Jane', NULL, NULL);
    INSERT INTO teams (id, name, created_by) VALUES ('${TEAM}', 'Platform', '${ALICE}');
    INSERT INTO canaries (id, name, namespace, labels, spec, created_by) VALUES
      ('${WEB}', 'web', 'default', '{"team":"web"}', '{}', '${ALICE}'),
      ('${DATA}', 'data', 'data', '{"team":"platform"}', '{}', NULL);
    INSERT INTO checks (id, canary_id, type, name, description, labels, status, deleted_at, transformed) VALUES
      ('${HOMEPAGE}', '${WEB}', 'http', 'homepage', 'The shop', '{"env":"prod","team":"web"}', 'healthy', NULL, true),
      ('${API}', '${WEB}', 'http', 'api', 'Orders API', '{"env":"prod","team":"platform"}', 'unhealthy', NULL, false),
      ('${POSTGRES}', '${DATA}', 'postgres', 'postgres', 'Primary, "main" db', '{"env":"staging","team":"platform"}', 'healthy', NULL, NULL),
      ('${REDIS}', '${DATA}', 'redis', 'redis', NULL, NULL, NULL, now() - interval '1 day', NULL);
    INSERT INTO check_statuses (check_id, time, duration, status)
      SELECT '${HOMEPAGE}', now() - make_interval(mins => i * 10), 100 + i, i <> 3 FROM generate_series(0, 9) AS i;
    INSERT INTO check_statuses (check_id, time, duration, status)
      SELECT '${POSTGRES}', now() - make_interval(hours => i), 5, true FROM generate_series(1, ${MANY_STATUSES}) AS i;
    INSERT INTO components (id, name, parent_id, labels) VALUES
      ('${ROOT_COMPONENT}', 'cluster', NULL, '{"tier":"infra"}'),
      ('${CHILD_COMPONENT}', 'node-1', '${ROOT_COMPONENT}', '{"tier":"infra"}');
    INSERT INTO check_component_relationships (component_id, check_id, canary_id)
      VALUES ('${CHILD_COMPONENT}', '${POSTGRES}', '${DATA}');
    INSERT INTO permissions (name, action, object, subject, subject_type, deny, person_id, created_by) VALUES
      ('alice reads canaries', 'read', 'canaries', '${ALICE}', 'person', false, '${ALICE}', '${ADMIN}'),
      ('team writes playbooks', 'create,update', 'playbooks', '${TEAM}', 'team', false, NULL, '${ALICE}'),
      ('deny jane', '*', 'rbac', '${JANE}', 'person', true, NULL, NULL);
    INSERT INTO permission_groups (id, name, namespace, created_at) VALUES
      ('${GROUP}', 'editors', 'default', now() - interval '1 day'),
      (gen_random_uuid(), 'editors', 'other', now());
    INSERT INTO permissions (name, action, object, subject, subject_type) VALUES
      ('editors write canaries', 'create', 'canaries', 'editors', 'group');
    INSERT INTO access_scopes (name, resources, scopes, person_id, created_by) VALUES
      ('prod configs', '{config,component}', '[{"tags":{"env":"prod"}}]', '${ALICE}', '${ADMIN}'),
      ('all canaries', '{canary}', '[{"names":["*"]}]', NULL, '${ADMIN}');
  `);
}

export const names = (rows: Array<{ name: string }> | null) => (rows ?? []).map((r) => r.name).sort();

export interface Conformance {
  db: Database;
  app: ReturnType<typeof createApp>;
  client: PostgrestClient;
  /** A request to /api/db; bodies are JSON (the HTTP guards answer 415 to any other type). */
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
  drop: () => Promise<void>;
}

/** A fresh database of `kind` with the fixture rows, and an admin session on every request. */
export async function openConformance(kind: (typeof testDatabaseKinds)[number]): Promise<Conformance> {
  const testDb: TestDatabase = await createTestDatabase(kind);
  const db = testDb.db;
  await seedFixture(db);
  const app = withAuth(createApp({ db }), await sessionHeaders(db));
  const client = new PostgrestClient('http://localhost/api/db', {
    fetch: (input, init) => Promise.resolve(app.request(input instanceof Request ? input : String(input), init)),
  });
  const request = (path: string, init?: RequestInit) => {
    if (init?.body === undefined) return app.request(`http://localhost/api/db${path}`, init);
    const headers = new Headers(init.headers);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return app.request(`http://localhost/api/db${path}`, { ...init, headers });
  };
  return { db, app, client, request, drop: () => testDb.drop() };
}
