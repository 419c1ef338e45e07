import type { Database } from '../../apps/reference/server/db/database';

/**
 * The bench catalog: `items` config items in a tree of hard relationships (item n's parent is n / 10, so an
 * item near the top has hundreds of items below it within three hops), tagged by cluster and namespace, and
 * `changes` changes spread over 30 days (about 1 in 15 inside the feed's default 2-day window) with upstream's
 * mix of change types, sources and severities: mostly info, a few critical.
 */
export const CHANGE_TYPES = [
  ['diff', 'diff'],
  ['Pulled', 'kubernetes'],
  ['Created', 'kubernetes'],
  ['Started', 'kubernetes'],
  ['BackOff', 'kubernetes'],
  ['Unhealthy', 'config-db'],
  ['Healthy', 'config-db'],
  ['PlaybookCompleted', 'playbook'],
  ['NotificationSent', 'notification'],
  ['OOMKilled', 'kubernetes'],
] as const;

export const ITEM_TYPES = [
  'Kubernetes::Pod',
  'Kubernetes::Deployment',
  'Kubernetes::Service',
  'Kubernetes::Namespace',
  'Kubernetes::Node',
  'AWS::EC2::Instance',
  'AWS::RDS::DBInstance',
  'AWS::S3::Bucket',
];

export const SCRAPER_ID = 'b0000000-0000-4000-8000-000000000001';

/** Item n's id, so scenarios can name an item: `b1000000-0000-4000-8000-<n, 12 digits>`. */
export const itemId = (n: number) => `b1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export async function seedChanges(db: Database, items: number, changes: number): Promise<void> {
  await db.query(
    `INSERT INTO config_scrapers (id, name, spec) VALUES ($1, 'bench', '{"file":[{"paths":["*.json"]}]}')`,
    [SCRAPER_ID],
  );
  await db.query(
    `INSERT INTO config_items (id, scraper_id, config_class, type, name, health, status, tags, config, created_at)
     SELECT ('b1000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, $2::uuid,
            split_part($3::jsonb ->> (n % $4), '::', 2), $3::jsonb ->> (n % $4), 'item-' || lpad(n::text, 6, '0'),
            (ARRAY['healthy','healthy','healthy','warning','unhealthy'])[n % 5 + 1], 'Running',
            jsonb_build_object('cluster', 'cluster-' || (n % 5), 'namespace', 'ns-' || (n % 50)),
            '{}'::jsonb, now() - interval '60 days'
     FROM generate_series(1, $1::int) AS n`,
    [items, SCRAPER_ID, JSON.stringify(ITEM_TYPES), ITEM_TYPES.length],
  );
  await db.query(
    `INSERT INTO config_relationships (config_id, related_id, relation)
     SELECT ('b1000000-0000-4000-8000-' || lpad((n / 10)::text, 12, '0'))::uuid,
            ('b1000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'hard'
     FROM generate_series(10, $1::int) AS n`,
    [items],
  );
  // Deterministic spread: a hash of n picks the item, the time within 30 days, the type and the severity.
  await db.query(
    `INSERT INTO config_changes (config_id, change_type, source, severity, summary, created_at, first_observed, inserted_at)
     SELECT ('b1000000-0000-4000-8000-' || lpad((1 + h % $2::int)::text, 12, '0'))::uuid,
            $3::jsonb -> (t) ->> 0, $3::jsonb -> (t) ->> 1,
            CASE WHEN s < 60 THEN 'info' WHEN s < 80 THEN 'low' WHEN s < 92 THEN 'medium' WHEN s < 98 THEN 'high' ELSE 'critical' END,
            'change ' || n, at, at, at
     FROM (
       SELECT n, abs(hashint4(n)) AS h, abs(hashint4(n + 7)) % 10 AS t, abs(hashint4(n + 13)) % 100 AS s,
              now() - (abs(hashint4(n + 29)) % (30 * 86400)) * interval '1 second' AS at
       FROM generate_series(1, $1::int) AS n
     ) g`,
    [changes, items, JSON.stringify(CHANGE_TYPES)],
  );
}
