import type { graphResponseSchema } from '@mission-control/api/schemas';
import { parseDateMath } from '@mission-control/api/rules';
import type { z } from 'zod';
import type { Queryable } from '../db/database';
import { parseDuration } from '../runner/duration';

/**
 * A graph time parameter: date math (`now`, `now-7d`, `now-1h+30m`), a Go-style
 * duration meaning that long ago (`1h`, `7d`, as canary-checker reads `since`),
 * or an RFC 3339 timestamp. Anything else is an error naming the parameter.
 */
export function parseTimeParam(name: string, value: string, now: Date): Date {
  const date = parseTime(name, value, now);
  // PostgreSQL's timestamps end at 4713 BC and 294276 AD, JavaScript's at ±275760: a duration of
  // 9999999d or date math of now+999999y is refused here, not left to fail in the database (S22).
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new Error(`${name}: "${value}" is out of range (years ${MIN_YEAR} to ${MAX_YEAR})`);
  }
  return date;
}

const MIN_YEAR = 1;
const MAX_YEAR = 9999;

function parseTime(name: string, value: string, now: Date): Date {
  const text = value.trim();
  if (text.startsWith('now')) {
    // The one date-math parser (core, through api), in UTC as canary-checker reads it.
    const date = parseDateMath(text, { now, timeZone: 'UTC' });
    if (!date) throw new Error(`${name}: "${value}" is not valid date math (e.g. now-7d, now-1h)`);
    return date;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return date;
  }
  try {
    return new Date(now.getTime() - parseDuration(text));
  } catch {
    throw new Error(
      `${name}: "${value}" is not a time; use date math (now-7d), a duration ago (1h, 7d) or RFC 3339 (2026-01-02T15:04:05Z)`,
    );
  }
}

/** Bucket width for a range, as canary-checker picks it: ≤2h 1m, ≤24h 15m, ≤7d 1h, else 4h. */
export function bucketSeconds(rangeMs: number): number {
  const hour = 3_600_000;
  if (rangeMs <= 2 * hour) return 60;
  if (rangeMs <= 24 * hour) return 15 * 60;
  if (rangeMs <= 7 * 24 * hour) return 3600;
  return 4 * 3600;
}

/** Empirical quantile (the value at the p-th fraction of the sorted sample), as gonum's stat.Empirical. */
export function empiricalQuantile(sorted: readonly number[], p: number): number | undefined {
  if (!sorted.length) return undefined;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index];
}

interface BucketRow {
  time: Date | string;
  status: boolean;
  duration: number | null;
  passed: number;
  failed: number;
}

/**
 * Raw statuses are bucketed directly. Ranges longer than 7 days read the
 * hourly rollup for every hour it covers and raw statuses only after it, so a
 * 30-day graph reads ~720 rollup rows instead of every status.
 */
const GRAPH_SQL = (useRollup: boolean) => `
WITH ${
  useRollup
    ? `cutoff AS (
  SELECT COALESCE(max(created_at), '-infinity'::timestamptz) AS t FROM check_statuses_1h WHERE check_id = $1
),`
    : `cutoff AS (SELECT '-infinity'::timestamptz AS t),`
}
samples AS (
  ${
    useRollup
      ? `SELECT r.created_at AS time, r.duration::bigint AS duration_sum, r.total, r.passed, r.failed
  FROM check_statuses_1h r, cutoff
  WHERE r.check_id = $1 AND r.created_at >= $2 AND r.created_at < cutoff.t AND r.created_at <= $3
  UNION ALL`
      : ''
  }
  SELECT s.time, s.duration::bigint AS duration_sum, 1 AS total, (s.status IS TRUE)::int AS passed,
         (s.status IS NOT TRUE)::int AS failed
  FROM check_statuses s, cutoff
  WHERE s.check_id = $1 AND s.time >= GREATEST($2::timestamptz, cutoff.t) AND s.time <= $3
)
SELECT to_timestamp(floor((extract(epoch FROM time) + $4::float8 / 2) / $4::float8) * $4::float8) AS time,
       sum(failed) = 0 AS status,
       round(sum(duration_sum)::numeric / NULLIF(sum(total), 0))::int AS duration,
       sum(passed)::int AS passed,
       sum(failed)::int AS failed
FROM samples
GROUP BY 1
ORDER BY 1`;

/** The `/api/graph` body as it goes over the wire: the console's schema reads it, filling in what Go omits. */
export type GraphBody = z.input<typeof graphResponseSchema>;

/** The `/api/graph` response body (minus `duration` and `runnerName`), in canary-checker's shape. */
export async function checkGraph(
  db: Queryable,
  checkId: string,
  start: Date,
  end: Date,
): Promise<Omit<GraphBody, 'duration' | 'runnerName'> & { bucketSeconds: number }> {
  const width = bucketSeconds(end.getTime() - start.getTime());
  const useRollup = width > 3600;
  const { rows } = await db.query<BucketRow>(GRAPH_SQL(useRollup), [checkId, start, end, width]);
  let passed = 0;
  let failed = 0;
  const durations: number[] = [];
  const status = rows.map((row) => {
    passed += row.passed;
    failed += row.failed;
    if (row.duration != null) durations.push(row.duration);
    // Go's omitempty: failing buckets carry no `status` key.
    return {
      time: new Date(row.time).toISOString(),
      ...(row.status ? { status: true } : {}),
      duration: row.duration ?? 0,
      passed: row.passed,
      failed: row.failed,
    };
  });
  durations.sort((a, b) => a - b);
  const latency: Record<string, number> = {};
  for (const [key, p] of [
    ['p99', 0.99],
    ['p97', 0.97],
    ['p95', 0.95],
  ] as const) {
    const value = empiricalQuantile(durations, p);
    if (value) latency[key] = value;
  }
  return {
    bucketSeconds: width,
    status: status.length ? status : null,
    latency: { ...latency, rolling1h: 0 },
    uptime: { passed, failed },
  };
}
