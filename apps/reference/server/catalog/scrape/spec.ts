import { Cron } from 'croner';
import { parse as parseYaml } from 'yaml';
import { changeRulesProblem } from '../../changes/mapping';
import { parseChangeRetention, type ChangeRetentionRule } from '../../changes/retention';
import { parseDuration } from '../../runner/duration';

/**
 * A scraper's spec (config-db's ScraperSpec): top-level `schedule`, `retention` and one list per scraper type.
 * `config_scrapers.spec` holds it as an object, or as YAML/JSON text, or as a whole `kind: ScrapeConfig` resource.
 */
export type SourceConfig = Record<string, unknown>;

/** The scraper types this server runs; every other key of the spec is saved but cannot run offline. */
export const RUNNABLE_TYPES = ['file', 'sql', 'http', 'exec'] as const;
export type RunnableType = (typeof RUNNABLE_TYPES)[number];

/** The spec keys of upstream's scraper types that need a cluster or a cloud. */
export const OFFLINE_UNSUPPORTED_TYPES = [
  'kubernetes',
  'kubernetesFile',
  'aws',
  'azure',
  'gcp',
  'azureDevops',
  'githubActions',
  'slack',
  'trivy',
  'terraform',
  'clickhouse',
  'logs',
  'pubsub',
  'custom',
] as const;

export interface SourceEntry {
  type: string;
  /** Position in its type's list, for messages (`file[1]`). */
  index: number;
  config: SourceConfig;
}

export interface ScraperSpec {
  schedule: string;
  /** `full: true`: documents are `{config, changes[]}` (changes/document.ts). */
  full: boolean;
  /** `retention.changes`: which changes to delete by type, age and count (changes/retention.ts). */
  changeRetention: ChangeRetentionRule[];
  /** `retention.staleItemAge` in ms (default 24 h). */
  staleItemAgeMs: number;
  sources: SourceEntry[];
}

export const DEFAULT_SCHEDULE = '@every 60m';
export const DEFAULT_STALE_ITEM_AGE_MS = 24 * 60 * 60_000;
/** The shortest `@every` interval (10 s): a scraper reads folders, databases and endpoints; shorter ones are raised to it. */
export const MIN_INTERVAL_MS = 10_000;

export class ScraperSpecError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The spec as an object (YAML/JSON text parsed; a `kind: ScrapeConfig` resource unwrapped). */
export function specObject(spec: unknown): Record<string, unknown> {
  let value = spec;
  if (typeof value === 'string') {
    try {
      value = parseYaml(value);
    } catch (error) {
      throw new ScraperSpecError(`the spec is not valid YAML or JSON: ${(error as Error).message}`);
    }
  }
  if (!isRecord(value)) throw new ScraperSpecError('the spec must be an object');
  if (typeof value.kind === 'string' && isRecord(value.spec)) return value.spec;
  return value;
}

const TOP_LEVEL = new Set(['schedule', 'retention', 'logLevel', 'full', 'crdSync']);

/** Reads a spec: its sources in spec order, schedule and stale age. Throws ScraperSpecError with a sentence. */
export function parseScraperSpec(spec: unknown): ScraperSpec {
  const object = specObject(spec);
  const schedule =
    typeof object.schedule === 'string' && object.schedule.trim() ? object.schedule.trim() : DEFAULT_SCHEDULE;
  scheduleOf(schedule);
  let staleItemAgeMs = DEFAULT_STALE_ITEM_AGE_MS;
  const retention = object.retention;
  if (retention != null) {
    if (!isRecord(retention)) throw new ScraperSpecError('retention must be an object');
    const age = retention.staleItemAge;
    if (age != null && age !== '') {
      try {
        staleItemAgeMs = parseDuration(String(age));
      } catch {
        throw new ScraperSpecError(`retention.staleItemAge "${String(age)}" is not a duration such as 30m or 24h`);
      }
      if (!(staleItemAgeMs >= 0)) throw new ScraperSpecError('retention.staleItemAge must not be negative');
    }
  }
  const changeRetention = parseChangeRetention(isRecord(retention) ? retention.changes : undefined);
  if (typeof changeRetention === 'string') throw new ScraperSpecError(changeRetention);
  if (object.full != null && typeof object.full !== 'boolean') throw new ScraperSpecError('full must be true or false');
  const sources: SourceEntry[] = [];
  for (const [key, list] of Object.entries(object)) {
    if (TOP_LEVEL.has(key) || list == null) continue;
    if (!Array.isArray(list)) throw new ScraperSpecError(`${key} must be a list of scraper configurations`);
    list.forEach((config, index) => {
      if (!isRecord(config)) throw new ScraperSpecError(`${key}[${index}] must be an object`);
      // transform.changes (CEL filter/exclude, type, severity, summary, action) is checked here, on save and run.
      const problem = changeRulesProblem(config.transform);
      if (problem) throw new ScraperSpecError(`${key}[${index}]: ${problem}`);
      sources.push({ type: key, index, config });
    });
  }
  return { schedule, full: object.full === true, changeRetention, staleItemAgeMs, sources };
}

/** A parsed schedule: `@every <duration>` or cron (five or six fields, or `@hourly`-style nicknames; UTC). */
export interface ScrapeSchedule {
  next(after: Date): Date;
}

export function scheduleOf(expression: string): ScrapeSchedule {
  const every = /^@every\s+(\S+)$/.exec(expression.trim());
  if (every) {
    let ms: number;
    try {
      ms = parseDuration(every[1]!);
    } catch {
      throw new ScraperSpecError(`schedule "${expression}": "${every[1]}" is not a duration such as 30m`);
    }
    // Shorter intervals are raised to the minimum, as config-db raises them to its per-type minimum.
    const interval = Math.max(MIN_INTERVAL_MS, ms);
    return { next: (after) => new Date(after.getTime() + interval) };
  }
  let cron: Cron;
  try {
    cron = new Cron(expression.trim(), { timezone: 'UTC', mode: '5-or-6-parts' });
  } catch (error) {
    throw new ScraperSpecError(
      `schedule "${expression}" is not @every <duration> or a cron expression: ${(error as Error).message}`,
    );
  }
  return {
    next(after) {
      const next = cron.nextRun(after);
      if (!next) throw new ScraperSpecError(`schedule "${expression}" has no next run`);
      return next;
    },
  };
}
