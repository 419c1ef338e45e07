import { attachChanges, fullDocuments } from '../../changes/document';
import { newTally } from '../../changes/scrape';
import { accessOfDocuments, bindAccess, storeAccess, type AccessBatch } from '../../applications/access';
import type { Database } from '../../db/database';
import { claimDueRow, claimLease, LEASE_HOLDER, releaseDueRow, releaseLease, rowLeaseMs } from '../../jobs/claims';
import { recordJobHistory, statusOf } from '../../jobs/history';
import { logScrapeRun } from '../../logs/hooks';
import { itemsFromDocuments, commonFieldProblem } from './fields';
import { scrapeRoots } from './paths';
import { OFFLINE_UNSUPPORTED_TYPES, parseScraperSpec, scheduleOf, type SourceEntry } from './spec';
import { execSource } from './sources/exec';
import { fileSource } from './sources/file';
import { httpSource } from './sources/http';
import { sqlSource } from './sources/sql';
import { storeItems, type StoreSummary } from './store';
import { runAnalyzers } from '../../insights/run';
import type { RawDocument, ScrapedItem, SourceContext } from './types';

/** Limits of every source of every run (each has a default; the options override them). */
export interface ScrapeLimits {
  /** A source that takes longer is abandoned, ms. @default 60000 */
  timeoutMs: number;
  /** Bytes read from one source (files, response, output) at most. @default 16 MiB */
  maxBytes: number;
  /** Documents (files, rows, array elements) of one source at most. @default 10000 */
  maxDocuments: number;
}

export const DEFAULT_SCRAPE_LIMITS: ScrapeLimits = {
  timeoutMs: 60_000,
  maxBytes: 16 * 1024 * 1024,
  maxDocuments: 10_000,
};

export interface ScrapeEngineOptions {
  /** The server's data directory: file scrapers may read its `scrape/` folder. */
  dataDir: string;
  limits?: Partial<ScrapeLimits>;
  /** Scrapers running at once on the schedule. @default 2 */
  concurrency?: number;
  leaseHolder?: string;
  onError?: (message: string, error: unknown) => void;
}

/** The job_history row of a run, as `POST /api/catalog/scrapers/{id}/run` answers it. */
export type ScrapeJob = Record<string, unknown> & { id: string; status: string };

interface ScraperRow {
  id: string;
  name: string;
  spec: unknown;
  created_by: string | null;
}

/** The scrape summary of a run's job row (details.scrape_summary). */
export interface ScrapeSummary extends StoreSummary {
  items: number;
  sources: Array<{ source: string; items: number; error?: string }>;
  trigger: 'schedule' | 'manual' | 'start';
}

/** The scraper is running on another server right now (its run lease is held). */
export class ScraperBusyError extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The scraper engine: runs a scraper's sources, turns their documents into items (fields.ts), stores them
 * (store.ts) and writes one job_history row per run (`Scraper`, `config_scraper`). Scheduled runs come from the
 * check runner's tick (runner.addPass): a due scraper row is claimed through the database, so several servers on
 * one database run it once, and a run holds a lease named after the scraper, so it never runs twice at once.
 */
export class ScrapeEngine {
  readonly dataDir: string;
  readonly limits: ScrapeLimits;
  private readonly concurrency: number;
  private readonly leaseHolder: string;
  private readonly onError: (message: string, error: unknown) => void;
  /** Runs in this process by scraper id: a second request for a running scraper waits for the same run. */
  private readonly running = new Map<string, Promise<ScrapeJob>>();
  readonly name = 'Scraper';

  constructor(
    private readonly db: Database,
    options: ScrapeEngineOptions,
  ) {
    this.dataDir = options.dataDir;
    this.limits = { ...DEFAULT_SCRAPE_LIMITS, ...options.limits };
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.leaseHolder = options.leaseHolder ?? LEASE_HOLDER;
    this.onError = options.onError ?? ((message, error) => console.error(message, error));
  }

  /** The folders file scrapers may read (read on every use, so MC_SCRAPE_PATHS applies without a restart). */
  roots(): string[] {
    return scrapeRoots(this.dataDir);
  }

  /** Runs one scraper now and answers its job row; undefined when no such live scraper exists. */
  async runNow(scraperId: string, signal?: AbortSignal): Promise<ScrapeJob | undefined> {
    const { rows } = await this.db.query<ScraperRow>(
      'SELECT id, name, spec, created_by FROM config_scrapers WHERE id::text = $1 AND deleted_at IS NULL',
      [scraperId],
    );
    const scraper = rows[0];
    if (!scraper) return undefined;
    return this.runOnce(scraper, 'manual', signal ?? new AbortController().signal);
  }

  private runOnce(scraper: ScraperRow, trigger: ScrapeSummary['trigger'], signal: AbortSignal): Promise<ScrapeJob> {
    const current = this.running.get(scraper.id);
    if (current) return current;
    const run = this.leased(scraper, trigger, signal).finally(() => this.running.delete(scraper.id));
    this.running.set(scraper.id, run);
    return run;
  }

  private async leased(
    scraper: ScraperRow,
    trigger: ScrapeSummary['trigger'],
    signal: AbortSignal,
  ): Promise<ScrapeJob> {
    const lease = `Scraper/${scraper.id}`;
    // Long enough for every source to time out; a server that dies mid-run frees the scraper when it expires.
    const ttl = this.limits.timeoutMs * 4 + 60_000;
    if (!(await claimLease(this.db, lease, ttl, this.leaseHolder))) {
      throw new ScraperBusyError(
        `scraper ${scraper.name} is running on another server; try again when it has finished`,
      );
    }
    try {
      return await this.execute(scraper, trigger, signal);
    } finally {
      await releaseLease(this.db, lease, this.leaseHolder).catch(() => undefined);
    }
  }

  /** One run: every source, then one transaction for the items, then the job row. */
  private async execute(
    scraper: ScraperRow,
    trigger: ScrapeSummary['trigger'],
    signal: AbortSignal,
  ): Promise<ScrapeJob> {
    const start = new Date();
    const summary: ScrapeSummary = {
      trigger,
      items: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      relationships: 0,
      unresolved: 0,
      changes: 0,
      sources: [],
    };
    const errors: string[] = [];
    const warnings: string[] = [];
    const items: ScrapedItem[] = [];
    const accessBatches: AccessBatch[] = [];
    let failedSources = 0;
    let staleAgeMs = 0;
    try {
      const spec = parseScraperSpec(scraper.spec);
      staleAgeMs = spec.staleItemAgeMs;
      if (!spec.sources.length) throw new Error('the spec names no scraper (file, sql, http, exec ...)');
      for (const source of spec.sources) {
        const where = `${source.type}[${source.index}]`;
        try {
          let documents = await this.documents(source, scraper, signal);
          // `full: true` documents are {config, changes[]}: the changes go with the items (changes/document.ts).
          const full = spec.full || source.config.full === true ? fullDocuments(where, documents) : undefined;
          // ...and may carry access data (users, roles, who holds which, last logins: applications/access.ts).
          const access = full ? accessOfDocuments(where, documents, errors) : [];
          if (full) documents = full.documents;
          const result = itemsFromDocuments(where, source.config, documents);
          attachChanges(where, source.config.transform, result.items, full?.changes ?? new Map(), result.errors);
          accessBatches.push(...bindAccess(access, result.items));
          if (full) result.errors.push(...full.errors);
          items.push(...result.items);
          errors.push(...result.errors);
          warnings.push(...result.warnings);
          summary.sources.push({ source: where, items: result.items.length });
        } catch (error) {
          failedSources += 1;
          errors.push(`${where}: ${errorText(error)}`);
          summary.sources.push({ source: where, items: 0, error: errorText(error) });
        }
      }
      if (signal.aborted) throw new Error('the run was stopped');
      if (failedSources < spec.sources.length) {
        const now = new Date();
        const tally = newTally();
        const stored = await this.db.transaction(async (tx) => {
          const done = await storeItems(
            tx,
            scraper.id,
            items,
            now,
            { clean: failedSources === 0, ageMs: staleAgeMs },
            tally,
          );
          await storeAccess(tx, scraper.id, accessBatches, now, failedSources === 0, tally.errors);
          return done;
        });
        Object.assign(summary, stored);
        errors.push(...tally.errors.slice(0, 20));
        // Insights (#20): the analyzers run over what was stored; their problems are the run's warnings.
        warnings.push(...(await runAnalyzers(this.db, scraper.id, now)).errors);
      }
      summary.items = items.length;
    } catch (error) {
      errors.push(errorText(error));
    }
    const success = items.length;
    const status = failedSources && !success ? 'FAILED' : statusOf(success, errors.length);
    const end = new Date();
    logScrapeRun(this.db, { scraperId: scraper.id, name: scraper.name, status, items: success, errors });
    await recordJobHistory(this.db, {
      name: 'Scraper',
      resourceType: 'config_scraper',
      resourceId: scraper.id,
      start,
      end,
      success,
      errors: errors.length,
      status,
      details: {
        scrape_summary: summary,
        ...(errors.length ? { errors } : {}),
        ...(warnings.length ? { warnings } : {}),
      },
    });
    const { rows } = await this.db.query<ScrapeJob>(
      `SELECT * FROM job_histories WHERE resource_type = 'config_scraper' AND resource_id = $1 AND time_start = $2
       ORDER BY created_at DESC LIMIT 1`,
      [scraper.id, start],
    );
    return rows[0]!;
  }

  private async documents(source: SourceEntry, scraper: ScraperRow, signal: AbortSignal): Promise<RawDocument[]> {
    const problem = commonFieldProblem(source.config);
    if (problem) throw new Error(problem);
    const context: SourceContext = { signal, ...this.limits };
    switch (source.type) {
      case 'file':
        return withTimeout(fileSource(source.config, { roots: this.roots(), dataDir: this.dataDir }, context), context);
      case 'sql':
        return sqlSource(source.config, this.db, scraper.created_by, context);
      case 'http':
        return httpSource(source.config, this.db, scraper.created_by, context);
      case 'exec':
        return execSource(source.config, context);
      default:
        if ((OFFLINE_UNSUPPORTED_TYPES as readonly string[]).includes(source.type)) {
          throw new Error(
            `${source.type} scrapers cannot run offline on this server (they need a cluster or a cloud account); the spec is kept as saved`,
          );
        }
        throw new Error(`${source.type} is not a scraper type`);
    }
  }

  // --- the schedule, driven by the check runner's tick ---

  private readonly scheduled = new Set<Promise<unknown>>();

  /** One pass: claim the due scrapers (through the database) and start them; runs go on after the pass returns. */
  async tick(signal: AbortSignal): Promise<void> {
    const room = this.concurrency - this.scheduled.size;
    if (room <= 0) return;
    const { rows } = await this.db.query<ScraperRow & { due: string | null }>(
      `SELECT id, name, spec, created_by, next_runtime::text AS due FROM config_scrapers
       WHERE deleted_at IS NULL AND (next_runtime IS NULL OR next_runtime <= now())
         AND NOT (id::text IN (SELECT jsonb_array_elements_text($2::jsonb)))
       ORDER BY next_runtime NULLS FIRST LIMIT $1`,
      [room, [...this.running.keys()]],
    );
    for (const { due, ...scraper } of rows) {
      const interval = this.intervalOf(scraper.spec);
      if (!(await claimDueRow(this.db, 'config_scrapers', scraper.id, due, rowLeaseMs(interval)))) continue;
      const run = this.scheduledRun(scraper, due === null ? 'start' : 'schedule', signal).finally(() =>
        this.scheduled.delete(run),
      );
      this.scheduled.add(run);
    }
  }

  /** Scheduled runs still going (the runner waits for them on stop). */
  drain(): Promise<unknown> {
    return Promise.allSettled([...this.scheduled]);
  }

  private intervalOf(spec: unknown): number {
    try {
      const now = new Date();
      return scheduleOf(parseScraperSpec(spec).schedule).next(now).getTime() - now.getTime();
    } catch {
      return 60 * 60_000;
    }
  }

  private async scheduledRun(scraper: ScraperRow, trigger: ScrapeSummary['trigger'], signal: AbortSignal) {
    try {
      await this.runOnce(scraper, trigger, signal);
    } catch (error) {
      if (signal.aborted) {
        await releaseDueRow(this.db, 'config_scrapers', scraper.id).catch(() => undefined);
        return;
      }
      if (!(error instanceof ScraperBusyError)) this.onError(`Scraper ${scraper.name} (${scraper.id}) failed:`, error);
    }
    if (signal.aborted) return;
    // The next run from now (a spec that does not parse is retried in an hour; its job row says why).
    await this.db
      .query('UPDATE config_scrapers SET next_runtime = $2 WHERE id = $1', [
        scraper.id,
        new Date(Date.now() + this.intervalOf(scraper.spec)),
      ])
      .catch((error: unknown) => this.onError(`Could not schedule scraper ${scraper.id}:`, error));
  }
}

/** A source that ignores its signal still ends the run at the time limit. */
function withTimeout<T>(work: Promise<T>, context: SourceContext): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the source took longer than ${context.timeoutMs} ms`)),
      context.timeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
