import type { Database, Queryable } from '../db/database';
import { claimLease, LEASE_HOLDER } from '../jobs/claims';
import { withJobHistory } from '../jobs/history';
import { parseDuration } from '../runner/duration';

/**
 * `retention.changes` of a scraper spec (config-db `ChangeRetentionSpec`): a list of `{name, age, count}` where
 * `name` is a change type; changes of that type on the scraper's items are deleted when older than `age`, and
 * beyond the `count` newest of each item. A scheduled job (ConfigChangeRetention) applies every scraper's rules,
 * claimed through job_leases so several servers on one database run it once per interval, and writes job history.
 * Changes attached to an incident as evidence are kept.
 */
export interface ChangeRetentionRule {
  name: string;
  /** ms; undefined: no age limit. */
  ageMs?: number;
  /** Newest changes of the type kept per item; undefined: no count limit. */
  count?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rules, or the sentence saying what is wrong (naming `retention.changes[i]`). */
export function parseChangeRetention(value: unknown): ChangeRetentionRule[] | string {
  if (value == null) return [];
  if (!Array.isArray(value)) return 'retention.changes must be a list of {name, age, count}';
  const rules: ChangeRetentionRule[] = [];
  for (const [index, entry] of value.entries()) {
    const what = `retention.changes[${index}]`;
    if (!isRecord(entry)) return `${what} must be an object with name, age and count`;
    const name = typeof entry.name === 'string' ? entry.name.trim() : '';
    if (!name) return `${what}.name must be a change type such as diff or Pulled`;
    const rule: ChangeRetentionRule = { name };
    if (entry.age != null && entry.age !== '') {
      let ms: number;
      try {
        ms = parseDuration(String(entry.age));
      } catch {
        return `${what}.age "${String(entry.age)}" is not a duration such as 7d or 12h`;
      }
      if (!(ms > 0)) return `${what}.age must be longer than zero`;
      rule.ageMs = ms;
    }
    if (entry.count != null && entry.count !== '') {
      const count = Number(entry.count);
      if (!Number.isInteger(count) || count < 0) return `${what}.count must be a whole number, 0 or more`;
      rule.count = count;
    }
    if (rule.ageMs === undefined && rule.count === undefined) return `${what} needs an age, a count or both`;
    rules.push(rule);
  }
  return rules;
}

/** Applies one scraper's rules; answers the rows deleted per rule name. */
export async function applyChangeRetention(
  db: Queryable,
  scraperId: string,
  rules: ChangeRetentionRule[],
  now: Date,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of rules) {
    const { affectedRows } = await db.query(
      `DELETE FROM config_changes WHERE id IN (
         SELECT id FROM (
           SELECT cc.id, cc.created_at,
                  row_number() OVER (PARTITION BY cc.config_id ORDER BY cc.created_at DESC, cc.id DESC) AS rank
           FROM config_changes cc JOIN config_items ci ON ci.id = cc.config_id
           WHERE ci.scraper_id = $1 AND cc.change_type = $2
         ) ranked
         WHERE (($3::double precision IS NOT NULL
                 AND created_at < $4::timestamptz - ($3::double precision * interval '1 millisecond'))
                OR ($5::int IS NOT NULL AND rank > $5::int))
           AND NOT EXISTS (SELECT 1 FROM evidences e WHERE e.config_change_id = ranked.id))`,
      [scraperId, rule.name, rule.ageMs ?? null, now, rule.count ?? null],
    );
    deleted[rule.name] = (deleted[rule.name] ?? 0) + affectedRows;
  }
  return deleted;
}

export interface RetentionRun {
  scrapers: number;
  deleted: number;
  byScraper: Record<string, Record<string, number>>;
  errors: string[];
}

/** Every live scraper's rules, now (a spec that does not parse is reported and skipped). */
export async function runChangeRetention(db: Queryable, now = new Date()): Promise<RetentionRun> {
  // Imported here: spec.ts imports this module for the rule parser.
  const { parseScraperSpec } = await import('../catalog/scrape/spec');
  const { rows } = await db.query<{ id: string; name: string; spec: unknown }>(
    'SELECT id, name, spec FROM config_scrapers WHERE deleted_at IS NULL ORDER BY name',
  );
  const run: RetentionRun = { scrapers: 0, deleted: 0, byScraper: {}, errors: [] };
  for (const scraper of rows) {
    let rules: ChangeRetentionRule[];
    try {
      rules = parseScraperSpec(scraper.spec).changeRetention;
    } catch (error) {
      run.errors.push(`${scraper.name}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (!rules.length) continue;
    const deleted = await applyChangeRetention(db, scraper.id, rules, now);
    run.scrapers += 1;
    run.byScraper[scraper.name] = deleted;
    run.deleted += Object.values(deleted).reduce((sum, value) => sum + value, 0);
  }
  return run;
}

/** `MC_CHANGES_RETENTION_INTERVAL` (a duration). @default 1h */
export function retentionIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  try {
    const ms = env.MC_CHANGES_RETENTION_INTERVAL ? parseDuration(env.MC_CHANGES_RETENTION_INTERVAL) : 0;
    return ms >= 60_000 ? ms : 60 * 60_000;
  } catch {
    return 60 * 60_000;
  }
}

export const RETENTION_JOB = 'ConfigChangeRetention';

/**
 * The scheduled job, as a pass of the runner's tick (runner.addPass): at most once per interval across all
 * servers (the lease is held until shortly before the next), recorded in job_history.
 */
export class ChangeRetentionPass {
  readonly name = RETENTION_JOB;
  private next = 0;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: { intervalMs?: number; leaseHolder?: string } = {},
  ) {}

  private get intervalMs() {
    return this.options.intervalMs ?? retentionIntervalMs();
  }

  async tick(signal: AbortSignal): Promise<void> {
    if (this.running || signal.aborted || Date.now() < this.next) return;
    this.next = Date.now() + this.intervalMs;
    const claimed = await claimLease(
      this.db,
      RETENTION_JOB,
      Math.max(1000, this.intervalMs - 1000),
      this.options.leaseHolder ?? LEASE_HOLDER,
    );
    if (!claimed) return;
    this.running = this.runNow().finally(() => (this.running = undefined));
    await this.running;
  }

  /** One run now, with its job history row. */
  runNow(): Promise<RetentionRun> {
    return withJobHistory(
      this.db,
      { name: RETENTION_JOB },
      () => runChangeRetention(this.db),
      (run) => ({
        success: run.scrapers,
        errors: run.errors.length,
        details: {
          deleted: run.deleted,
          by_scraper: run.byScraper,
          ...(run.errors.length ? { errors: run.errors } : {}),
        },
      }),
    );
  }

  drain(): Promise<unknown> {
    return Promise.allSettled([this.running]);
  }
}
