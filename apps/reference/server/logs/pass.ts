import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { claimLease, LEASE_HOLDER } from '../jobs/claims';
import { recordJobHistory, withJobHistory } from '../jobs/history';
import type { Database } from '../db/database';
import { logLimits, logRoots, type LogLimits } from './limits';
import { applyLogRetention, type LogRetentionRun } from './retention';
import { flushLogs } from './store';
import { tailBackends, type TailResult } from './tail';

export const LOG_TAIL_JOB = 'LogTail';
export const LOG_RETENTION_JOB = 'LogRetention';

/**
 * The log store's scheduled work, as a pass of the runner's tick (the one scheduler): the server's own buffered
 * lines are written every tick; the files of `logging_backends` are tailed every `tailIntervalMs` and retention runs
 * every `retentionIntervalMs`, each claimed through `job_leases` so one server does it across all of them. A tail
 * that read something, failed, or any retention run writes a job_history row (an idle tail every 5 s would bury
 * the history).
 */
export class LogsPass {
  readonly name = 'Logs';
  private nextTail = 0;
  private nextRetention = 0;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: { dataDir: string; env?: NodeJS.ProcessEnv; leaseHolder?: string },
  ) {
    mkdirSync(join(options.dataDir, 'logs'), { recursive: true });
  }

  private get limits(): LogLimits {
    return logLimits(this.options.env);
  }

  async tick(signal: AbortSignal): Promise<void> {
    if (this.running || signal.aborted) return;
    this.running = this.work().finally(() => (this.running = undefined));
    await this.running;
  }

  private async work(): Promise<void> {
    await flushLogs(this.db);
    const limits = this.limits;
    const holder = this.options.leaseHolder ?? LEASE_HOLDER;
    if (Date.now() >= this.nextTail) {
      this.nextTail = Date.now() + limits.tailIntervalMs;
      if (await claimLease(this.db, LOG_TAIL_JOB, Math.max(500, limits.tailIntervalMs - 500), holder))
        await this.tailNow();
    }
    if (Date.now() >= this.nextRetention) {
      this.nextRetention = Date.now() + limits.retentionIntervalMs;
      if (await claimLease(this.db, LOG_RETENTION_JOB, Math.max(1000, limits.retentionIntervalMs - 1000), holder))
        await this.retentionNow();
    }
  }

  /** One tail pass now (tests call it); recorded when it read lines or met errors. */
  async tailNow(): Promise<TailResult> {
    const started = new Date();
    const result = await tailBackends(
      this.db,
      logRoots(this.options.dataDir, this.options.env),
      this.options.dataDir,
      this.limits,
    );
    if (result.lines || result.errors.length) {
      await recordJobHistory(this.db, {
        name: LOG_TAIL_JOB,
        start: started,
        end: new Date(),
        success: result.files,
        errors: result.errors.length,
        details: {
          lines: result.lines,
          bytes: result.bytes,
          ...(result.errors.length ? { errors: result.errors.slice(0, 20) } : {}),
        },
      }).catch((error: unknown) => console.error('Could not record the log tail job:', error));
    }
    return result;
  }

  /** One retention run now, with its job history row. */
  retentionNow(): Promise<LogRetentionRun> {
    return withJobHistory(
      this.db,
      { name: LOG_RETENTION_JOB },
      () => applyLogRetention(this.db, this.limits),
      (run) => ({ success: 1, errors: 0, details: { deleted_by_age: run.byAge, deleted_by_size: run.bySize } }),
    );
  }

  drain(): Promise<unknown> {
    return Promise.allSettled([this.running, flushLogs(this.db)]);
  }
}
