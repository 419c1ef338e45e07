import { PostgrestClient } from '@supabase/postgrest-js';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { createPerson, sessionHeaders, type AuthHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase, type testDatabaseKinds } from '../testing/databases';

/**
 * A small catalog the read-model and summary tests insert themselves (the demo's items come from its
 * scrapers): a namespace → deployment → two pods tree of `hard` edges, a database the deployment uses
 * (soft), a deleted pod, changes, analyses, a check on the database and a scraper with two runs.
 * A guest sees what is tagged cluster=prod-eu.
 */
export const NS = 'c0000000-0000-4000-8000-000000000001';
export const DEP = 'c0000000-0000-4000-8000-000000000002';
export const POD1 = 'c0000000-0000-4000-8000-000000000003';
export const POD2 = 'c0000000-0000-4000-8000-000000000004';
export const DB = 'c0000000-0000-4000-8000-000000000005';
export const OLD = 'c0000000-0000-4000-8000-000000000006';
export const SCRAPER = 'c1000000-0000-4000-8000-000000000001';
const CANARY = 'c2000000-0000-4000-8000-000000000001';
export const CHECK = 'c3000000-0000-4000-8000-000000000001';

export async function seedCatalog(db: Database) {
  await db.exec(`
    INSERT INTO config_scrapers (id, name, spec) VALUES ('${SCRAPER}', 'kube-files', '{"file":[{"paths":["*.json"]}]}');
    INSERT INTO job_history (name, resource_type, resource_id, status, success_count, error_count, time_start, created_at) VALUES
      ('Scraper', 'config_scraper', '${SCRAPER}', 'FAILED', 0, 1, now() - interval '2 hours', now() - interval '2 hours'),
      ('Scraper', 'config_scraper', '${SCRAPER}', 'SUCCESS', 3, 0, now() - interval '1 hour', now() - interval '1 hour');
    INSERT INTO config_items (id, scraper_id, config_class, type, name, health, status, tags, labels, parent_id, path,
                              config, cost_total_30d, created_at, deleted_at) VALUES
      ('${NS}', '${SCRAPER}', 'Namespace', 'Kubernetes::Namespace', 'shop', 'healthy', 'Active',
       '{"cluster":"prod-eu"}', '{"team":"shop"}', NULL, NULL, '{"kind":"Namespace"}', 1.5, now() - interval '3 days', NULL),
      ('${DEP}', '${SCRAPER}', 'Deployment', 'Kubernetes::Deployment', 'web', 'healthy', 'Running',
       '{"cluster":"prod-eu","namespace":"shop"}', '{"team":"shop","tier":"frontend"}', '${NS}', '${NS}',
       '{"kind":"Deployment","spec":{"replicas":2}}', 10, now() - interval '2 days', NULL),
      ('${POD1}', '${SCRAPER}', 'Pod', 'Kubernetes::Pod', 'web-1', 'unhealthy', 'CrashLoopBackOff',
       '{"cluster":"prod-eu","namespace":"shop"}', '{"team":"shop"}', '${DEP}', '${NS}.${DEP}', '{}', 2, now() - interval '1 day', NULL),
      ('${POD2}', NULL, 'Pod', 'Kubernetes::Pod', 'web-2', 'warning', 'Pending',
       '{"cluster":"dev","namespace":"shop"}', '{"team":"web"}', '${DEP}', '${NS}.${DEP}', '{}', 3, now() - interval '1 day', NULL),
      ('${DB}', NULL, 'RDS', 'AWS::RDS::DBInstance', 'orders-db', 'healthy', 'available',
       '{"account":"prod"}', '{"team":"data"}', NULL, NULL, '{}', 100, now() - interval '5 days', NULL),
      ('${OLD}', NULL, 'Pod', 'Kubernetes::Pod', 'old-pod', 'unknown', 'Terminated',
       '{"cluster":"prod-eu"}', '{"team":"shop"}', NULL, NULL, '{}', NULL, now() - interval '9 days', now() - interval '1 day');
    INSERT INTO config_relationships (config_id, related_id, relation) VALUES
      ('${NS}', '${DEP}', 'hard'), ('${DEP}', '${POD1}', 'hard'), ('${DEP}', '${POD2}', 'hard'), ('${DEP}', '${DB}', 'uses');
    INSERT INTO config_changes (config_id, change_type, created_at, inserted_at) VALUES
      ('${POD1}', 'diff', now() - interval '1 hour', now() - interval '1 hour'),
      ('${POD1}', 'Unhealthy', now() - interval '2 hours', now() - interval '2 hours'),
      ('${DEP}', 'diff', now() - interval '40 days', now() - interval '40 days'),
      ('${DB}', 'diff', now() - interval '3 days', now() - interval '3 days');
    INSERT INTO config_analysis (config_id, analyzer, analysis_type, status, first_observed, last_observed) VALUES
      ('${POD1}', 'privileged', 'security', 'open', now() - interval '1 day', now() - interval '1 hour'),
      ('${DB}', 'oversized', 'cost', 'open', now() - interval '2 days', now() - interval '1 day'),
      ('${DB}', 'old-engine', 'security', 'resolved', now() - interval '2 days', now() - interval '60 days');
    INSERT INTO canaries (id, name, namespace, spec, labels) VALUES ('${CANARY}', 'databases', 'default', '{}', '{"cluster":"prod-eu"}');
    INSERT INTO checks (id, canary_id, type, name, status) VALUES ('${CHECK}', '${CANARY}', 'postgres', 'orders-db ping', 'healthy');
    INSERT INTO check_statuses (check_id, time, duration, status) VALUES
      ('${CHECK}', now() - interval '10 minutes', 12, true), ('${CHECK}', now() - interval '5 minutes', 30, false);
    INSERT INTO check_config_relationships (config_id, check_id, canary_id) VALUES ('${DB}', '${CHECK}', '${CANARY}');
  `);
}

export interface CatalogApp {
  testDb: TestDatabase;
  db: Database;
  app: ReturnType<typeof createApp>;
  admin: AuthHeaders;
  /** A guest whose one access scope is config items tagged cluster=prod-eu. */
  guest: AuthHeaders;
  /** A PostgREST client over /api/db with `auth`'s credentials. */
  client: (auth: AuthHeaders) => PostgrestClient;
  /** A request to /api with `auth`'s credentials. */
  request: (auth: AuthHeaders, path: string, init?: RequestInit) => Promise<Response>;
}

export async function openCatalog(kind: (typeof testDatabaseKinds)[number]): Promise<CatalogApp> {
  const testDb = await createTestDatabase(kind);
  const db = testDb.db;
  await seedCatalog(db);
  const app = createApp({ db });
  const guestId = await createPerson(db, ['guest'], { name: 'Prod guest' });
  await db.query(
    `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('prod-eu', $1, '{config}', '[{"tags":{"cluster":"prod-eu"}}]')`,
    [guestId],
  );
  const request = async (auth: AuthHeaders, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    for (const [key, value] of Object.entries(auth)) headers.set(key, value);
    if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return app.request(`http://localhost/api${path}`, { ...init, headers });
  };
  const client = (auth: AuthHeaders) =>
    new PostgrestClient('http://localhost/api/db', {
      headers: auth,
      fetch: (input, init) => Promise.resolve(app.request(input instanceof Request ? input : String(input), init)),
    });
  return {
    testDb,
    db,
    app,
    admin: await sessionHeaders(db),
    guest: await sessionHeaders(db, guestId),
    client,
    request,
  };
}

export const namesOf = (rows: unknown) => ((rows ?? []) as Array<{ name: string }>).map((row) => row.name).sort();
