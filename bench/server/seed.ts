import type { Database } from '../../apps/reference/server/db/database';
import { sized } from '../smoke';

export const CANARIES = sized(100, 10);
export const CHECKS = sized(10_000, 200);

export interface SeedOptions {
  /** Canary and check names start with it (and it is their namespace). */
  prefix: string;
  /** Statuses of every check but the first, `everyMinutes` apart. */
  perCheck: number;
  everyMinutes: number;
  /** Statuses of the first check (the one graphed and paged), one a minute. */
  hotRows: number;
  /** Write each canary's checks into its spec, so a server's start-up reconcile keeps them (bench/load). */
  listChecksInSpecs?: boolean;
}

/**
 * 10,000 checks over 100 canaries with a history each, for the benchmarks of
 * the health read models (bench/server in-process, bench/load over HTTP).
 * Returns the first check's id.
 */
export async function seedChecks(db: Database, options: SeedOptions): Promise<string> {
  const { prefix } = options;
  await db.query(
    `INSERT INTO canaries (name, namespace, labels, spec)
     SELECT $2 || '-' || n, $2, jsonb_build_object('team', 'team-' || (n % 7)), '{"schedule": "@every 1m"}'::jsonb
     FROM generate_series(1, $1::int) AS n`,
    [CANARIES, prefix],
  );
  await db.query(
    `INSERT INTO checks (canary_id, type, name, namespace, labels, status, spec)
     SELECT k.id, 'http', k.name || '/check-' || n, $3, jsonb_build_object('n', n::text),
            'healthy', jsonb_build_object('url', 'http://example.invalid/' || n)
     FROM (SELECT id, name, row_number() OVER (ORDER BY name) - 1 AS i FROM canaries WHERE namespace = $3) k
     JOIN generate_series(0, $1::int - 1) AS n ON n % $2::int = k.i`,
    [CHECKS, CANARIES, prefix],
  );
  if (options.listChecksInSpecs) {
    await db.query(
      `UPDATE canaries k SET spec = jsonb_build_object('schedule', '@every 1m', 'http',
         (SELECT jsonb_agg(c.spec || jsonb_build_object('name', c.name) ORDER BY c.name) FROM checks c WHERE c.canary_id = k.id))
       WHERE k.namespace = $1`,
      [prefix],
    );
  }
  const {
    rows: [hot],
  } = await db.query<{ id: string }>('SELECT id FROM checks WHERE namespace = $1 ORDER BY name LIMIT 1', [prefix]);
  await db.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message)
     SELECT $1, now() - n * interval '1 minute', 20 + (n % 50), (n % 20) <> 0, 'OK'
     FROM generate_series(0, $2::int - 1) AS n`,
    [hot!.id, options.hotRows],
  );
  await db.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message)
     SELECT c.id, now() - (n * $3::int + (c.rn % $3::int)) * interval '1 minute', 10 + ((c.rn + n) % 200), (c.rn + n) % 17 <> 0, 'OK'
     FROM (SELECT id, row_number() OVER (ORDER BY name) AS rn FROM checks WHERE namespace = $4 AND id <> $1) c,
          generate_series(0, $2::int - 1) AS n`,
    [hot!.id, options.perCheck, options.everyMinutes, prefix],
  );
  await db.exec('ANALYZE');
  return hot!.id;
}
