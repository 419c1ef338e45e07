import type { Database } from '../../apps/reference/server/db/database';

export const CANARIES = 100;
export const CHECKS = 10_000;
/** Statuses of the graphed check (one a minute for a week) and of each other check. */
const HOT_ROWS = 7 * 24 * 60;
const PER_CHECK = 24;

/** 10,000 checks over 100 canaries with a day of history each; returns the graphed check's id. */
export async function seedChecks(db: Database): Promise<string> {
  await db.query(
    `INSERT INTO canaries (name, namespace, labels, spec)
     SELECT 'load-' || n, 'load', jsonb_build_object('team', 'team-' || (n % 7)), '{"schedule": "@every 1m"}'::jsonb
     FROM generate_series(1, $1::int) AS n`,
    [CANARIES],
  );
  await db.query(
    `INSERT INTO checks (canary_id, type, name, namespace, labels, status, spec)
     SELECT k.id, 'http', k.name || '/check-' || n, 'load', jsonb_build_object('n', n::text),
            'healthy', jsonb_build_object('url', 'http://example.invalid/' || n)
     FROM (SELECT id, name, row_number() OVER (ORDER BY name) - 1 AS i FROM canaries) k
     JOIN generate_series(0, $1::int - 1) AS n ON n % $2::int = k.i`,
    [CHECKS, CANARIES],
  );
  // The canary specs list their checks, so the server's start-up reconcile keeps them.
  await db.query(
    `UPDATE canaries k SET spec = jsonb_build_object('schedule', '@every 1m', 'http',
       (SELECT jsonb_agg(c.spec || jsonb_build_object('name', c.name) ORDER BY c.name) FROM checks c WHERE c.canary_id = k.id))`,
  );
  const {
    rows: [hot],
  } = await db.query<{ id: string }>('SELECT id FROM checks ORDER BY name LIMIT 1');
  await db.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message)
     SELECT $1, now() - n * interval '1 minute', 20 + (n % 50), (n % 20) <> 0, 'OK'
     FROM generate_series(0, $2::int - 1) AS n`,
    [hot!.id, HOT_ROWS],
  );
  await db.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message)
     SELECT c.id, now() - (n * 60 + (c.rn % 60)) * interval '1 minute', 10 + ((c.rn + n) % 200), (c.rn + n) % 17 <> 0, 'OK'
     FROM (SELECT id, row_number() OVER (ORDER BY name) AS rn FROM checks WHERE id <> $1) c,
          generate_series(0, $2::int - 1) AS n`,
    [hot!.id, PER_CHECK],
  );
  await db.exec('ANALYZE');
  return hot!.id;
}
