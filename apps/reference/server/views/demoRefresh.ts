import { DEMO_FILE_SCRAPER_ID, DEMO_SQL_SCRAPER_ID } from '../catalog/scrape/demo';
import type { Database } from '../db/database';
import { DEMO_VIEW_IDS } from './demo';
import { ViewEngine } from './engine';
import { VIEW_LIMITS, type ViewLimits } from './limits';

interface DemoViewRow {
  id: string;
  name: string;
  namespace: string;
  spec: unknown;
  created_by: string | null;
}

/** How long a demo server waits for its first demo scrapes before leaving the demo views to the schedule. */
export const DEMO_SCRAPE_WAIT_MS = 15 * 60_000;

/**
 * The demo views are written and run at seed time, before the runner's first tick scrapes the demo catalog, so
 * their first result is an empty catalog and, left to the schedule, stays so until cache.maxAge. This pass (a
 * demo server's, on the runner's tick) runs them again as soon as every live demo scraper has finished a run
 * recorded after the view last ran (job_history, the database's clock on both sides), then stops: later
 * scrapes are the schedule's business (a restart waits for its own first scrape, the same way).
 */
export class DemoViewsAfterFirstScrape {
  readonly name = 'DemoViewsAfterScrape';
  private done = false;
  private running: Promise<unknown> | undefined;
  private readonly engine: ViewEngine;

  constructor(
    private readonly db: Database,
    options: { limits?: ViewLimits; scraperIds?: readonly string[]; waitMs?: number } = {},
  ) {
    this.giveUpAt = Date.now() + (options.waitMs ?? DEMO_SCRAPE_WAIT_MS);
    this.engine = new ViewEngine(db, options.limits ?? VIEW_LIMITS);
    this.scraperIds = options.scraperIds ?? [DEMO_FILE_SCRAPER_ID, DEMO_SQL_SCRAPER_ID];
  }

  private readonly scraperIds: readonly string[];
  private readonly giveUpAt: number;

  /** True once the demo views have been run after the first demo scrape (or the wait is over). */
  get finished() {
    return this.done;
  }

  async tick(signal: AbortSignal): Promise<void> {
    if (this.done || this.running || signal.aborted) return;
    this.running = this.check(signal).finally(() => (this.running = undefined));
    await this.running;
  }

  /** The demo views that are due: every live demo scraper has a finished run newer than the view's last run. */
  private async dueViews(): Promise<DemoViewRow[]> {
    const { rows } = await this.db.query<DemoViewRow>(
      `SELECT v.id, v.name, v.namespace, v.spec, v.created_by FROM views v
       WHERE v.id::text IN (SELECT jsonb_array_elements_text($1::jsonb)) AND v.deleted_at IS NULL
         AND NOT EXISTS (
           SELECT 1 FROM config_scrapers s
           WHERE s.id::text IN (SELECT jsonb_array_elements_text($2::jsonb)) AND s.deleted_at IS NULL
             AND NOT EXISTS (
               SELECT 1 FROM job_history j
               WHERE j.resource_type = 'config_scraper' AND j.resource_id = s.id::text AND j.time_end IS NOT NULL
                 AND (v.last_ran IS NULL OR j.created_at > v.last_ran)))
       ORDER BY v.namespace, v.name`,
      [Object.values(DEMO_VIEW_IDS), this.scraperIds],
    );
    return rows;
  }

  private async check(signal: AbortSignal): Promise<void> {
    // Waited long enough (a demo scraper that never finishes): the schedule keeps the views fresh from here.
    if (Date.now() > this.giveUpAt) {
      this.done = true;
      return;
    }
    const due = await this.dueViews();
    if (!due.length) return;
    for (const view of due) {
      if (signal.aborted) return;
      try {
        await this.engine.refreshAtDefaults(view);
      } catch (error) {
        // The run's error is stored beside the view (refreshError); the schedule tries again at maxAge.
        console.error(
          `Demo view ${view.namespace}/${view.name} did not run after the first scrape:`,
          error instanceof Error ? error.message : error,
        );
      }
    }
    this.done = true;
  }

  drain(): Promise<unknown> {
    return Promise.allSettled([this.running]);
  }
}
