import type { Database } from '../db/database';
import { claimLease, LEASE_HOLDER } from '../jobs/claims';
import { VIEW_JOB, ViewEngine } from './engine';
import { VIEW_LIMITS, type ViewLimits } from './limits';

/** The lease name of the scheduled pass (job_leases): one server looks for due views per interval. */
export const VIEW_PASS_LEASE = 'ViewRefreshPass';

/**
 * The views' schedule, as a pass of the runner's tick (runner.addPass; the one scheduler): once per
 * MC_VIEW_REFRESH_INTERVAL, claimed through job_leases so one server does it, every view whose default result
 * (its variables at their defaults) is older than its cache.maxAge, missing, or of an older spec is run again.
 * Each run writes its own job_history row (`ViewRefresh`, resource `view`), as a run on request does.
 */
export class ViewRefreshPass {
  readonly name = VIEW_JOB;
  private next = 0;
  private running: Promise<unknown> | undefined;
  private readonly engine: ViewEngine;

  constructor(
    private readonly db: Database,
    private readonly options: { limits?: ViewLimits; leaseHolder?: string } = {},
  ) {
    this.engine = new ViewEngine(db, options.limits ?? VIEW_LIMITS);
  }

  private get intervalMs() {
    return (this.options.limits ?? VIEW_LIMITS).refreshIntervalMs;
  }

  async tick(signal: AbortSignal): Promise<void> {
    if (this.running || signal.aborted || Date.now() < this.next) return;
    this.next = Date.now() + this.intervalMs;
    const claimed = await claimLease(
      this.db,
      VIEW_PASS_LEASE,
      Math.max(1000, this.intervalMs - 1000),
      this.options.leaseHolder ?? LEASE_HOLDER,
    );
    if (!claimed) return;
    this.running = this.engine
      .refreshDue(signal)
      .then((outcome) => {
        for (const error of outcome.errors) console.error(`View refresh: ${error}`);
      })
      .finally(() => (this.running = undefined));
    await this.running;
  }

  /** Runs the pass now (tests, and seeding the demo views). */
  runNow(signal?: AbortSignal) {
    return this.engine.refreshDue(signal);
  }

  drain(): Promise<unknown> {
    return Promise.allSettled([this.running]);
  }
}
