import { hostname } from 'node:os';
import type { Database } from '../db/database';
import { resolveCheckConnection } from '../connections/resolve';
import { withJobHistory } from '../jobs/history';
import { claimDueRow, claimLease, LEASE_HOLDER, releaseDueRow, rowLeaseMs } from '../jobs/claims';
import { executeCheck, recordJob, recordRun, toCheckResult, type CheckRun, type RunnableCheck } from './execute';
import { logCheckRun } from '../logs/hooks';
import { runMaintenance } from './maintenance';
import { canarySchedule, HISTORICAL_ANNOTATION, reconcileCanary, type ReconcileResult } from './reconcile';
import { parseSchedule, type Schedule } from './schedule';
import { parseCanarySpec } from './spec';

export interface RunnerOptions {
  /** Checks running at once. @default 4 */
  concurrency?: number;
  /** How often due checks are looked for, ms. @default 1000 */
  pollMs?: number;
  /** Per-check timeout when the spec gives none, ms. @default 60000 */
  defaultTimeoutMs?: number;
  /** How often rollups and retention run, ms. @default 300000 */
  maintenanceMs?: number;
  /** Run Now checks running at once, beside the scheduled ones. @default 2 */
  runNowConcurrency?: number;
  /** Run Now requests running or waiting before more are refused with 429. @default 16 */
  runNowQueue?: number;
  /** Who holds this runner's job leases (server/jobs/claims.ts); tests give two runners in one process two. */
  leaseHolder?: string;
  /** Where errors of the loop itself are reported. @default console.error */
  onError?: (message: string, error: unknown) => void;
}

interface DueCheck extends RunnableCheck {
  canary_spec: unknown;
  canary_schedule: string | null;
}

/** Retried after this long when a canary's schedule cannot be parsed. */
const INVALID_SCHEDULE_RETRY_MS = 60 * 60_000;

/** Run Now is refused (429) while this many manual runs are running or waiting. */
export class RunNowBusyError extends Error {
  constructor(readonly limit: number) {
    super(`Too many Run Now requests in progress (at most ${limit}); try again shortly`);
  }
}

/** A counting semaphore: at most `limit` holders at once, FIFO. */
class Limiter {
  private active = 0;
  private waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  /** Holders plus waiters. */
  get load(): number {
    return this.active + this.waiting.length;
  }
  async run<T>(fn: () => Promise<T>): Promise<T> {
    // A released slot is handed straight to the next waiter, so a newcomer can never slip in between.
    if (this.active < this.limit) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/**
 * Other due work that rides on this scheduler's tick (the catalog's scrapers): one scheduler for every engine.
 * `tick` claims and starts what is due (runs may go on after it returns); `drain` settles the runs it started.
 */
export interface TickPass {
  name: string;
  tick(signal: AbortSignal): Promise<void>;
  drain(): Promise<unknown>;
}

/**
 * The scheduler. The due time of every check lives in `checks.next_runtime`,
 * so reconciling a canary (which writes next_runtime) reschedules it without a
 * restart, and a restart resumes where the last process stopped. Each tick
 * picks due checks, groups them per canary (one job_history row per canary
 * run) and runs them under a concurrency limit.
 */
export class Runner {
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly defaultTimeoutMs: number;
  private readonly maintenanceMs: number;
  private readonly onError: (message: string, error: unknown) => void;
  private readonly limiter: Limiter;
  /** Run Now has its own slots, so manual runs never take the scheduler's. */
  private readonly manual: Limiter;
  private readonly manualQueue: number;
  private readonly inFlight = new Set<string>();
  private readonly runs = new Set<Promise<unknown>>();
  private readonly passes: TickPass[] = [];
  private readonly schedules = new Map<string, Schedule>();
  private readonly host = hostname();
  private readonly leaseHolder: string;
  private abort = new AbortController();
  private pollTimer: NodeJS.Timeout | undefined;
  private maintenanceTimer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private maintaining: Promise<unknown> | undefined;
  private running = false;

  constructor(
    private readonly db: Database,
    options: RunnerOptions = {},
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.pollMs = options.pollMs ?? 1000;
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? 60_000;
    this.maintenanceMs = options.maintenanceMs ?? 5 * 60_000;
    this.onError = options.onError ?? ((message, error) => console.error(message, error));
    this.limiter = new Limiter(this.concurrency);
    this.manual = new Limiter(Math.max(1, options.runNowConcurrency ?? 2));
    this.manualQueue = Math.max(1, options.runNowQueue ?? 16);
    this.leaseHolder = options.leaseHolder ?? LEASE_HOLDER;
  }

  /** Starts polling for due checks; maintenance first runs shortly after, off the start-up path. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.abort = new AbortController();
    this.schedulePoll(0);
    this.maintenanceTimer = setTimeout(() => this.maintainLoop(), Math.min(this.maintenanceMs, 30_000));
  }

  /**
   * Stops scheduling; in-flight runs get `graceMs` to finish and record, then
   * are aborted (an aborted run records nothing). Resolves when all have settled.
   */
  async stop(graceMs = 5000): Promise<void> {
    this.running = false;
    clearTimeout(this.pollTimer);
    clearTimeout(this.maintenanceTimer);
    await this.ticking;
    await this.maintaining;
    const settled = Promise.allSettled([...this.runs, ...this.passes.map((pass) => pass.drain())]);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    this.abort.abort(new Error('server is stopping'));
    await settled;
  }

  /** Adds due work to every tick (see TickPass). */
  addPass(pass: TickPass): void {
    this.passes.push(pass);
  }

  reconcileCanary(canaryId: string): Promise<ReconcileResult> {
    return reconcileCanary(this.db, canaryId);
  }

  /** Reconciles every canary; one bad spec is reported and does not stop the others. */
  async reconcileAll(): Promise<{ reconciled: number; failed: Array<{ id: string; error: string }> }> {
    const { rows } = await this.db.query<{ id: string }>('SELECT id FROM canaries ORDER BY created_at');
    const failed: Array<{ id: string; error: string }> = [];
    for (const { id } of rows) {
      try {
        await reconcileCanary(this.db, id);
      } catch (error) {
        failed.push({ id, error: (error as Error).message });
      }
    }
    return { reconciled: rows.length - failed.length, failed };
  }

  /** Named connections in a check spec are read when the check runs (see connections/resolve.ts). */
  private resolveConnections(check: RunnableCheck) {
    return (spec: Record<string, unknown>) =>
      resolveCheckConnection(this.db, check.type, spec, { canaryId: check.canary_id });
  }

  /** Rollups and retention, now. */
  maintain() {
    return withJobHistory(
      this.db,
      { name: 'CheckStatusRollupAndRetention' },
      () => runMaintenance(this.db),
      (result) => ({ success: 1, errors: 0, details: { summary: result } }),
    );
  }

  /**
   * Runs one check now (Run Now), records it and returns canary-checker's
   * CheckResult, or undefined when no such live check exists. The check's
   * next_runtime is left to its schedule.
   */
  async runCheckNow(checkId: string): Promise<ReturnType<typeof toCheckResult> | undefined> {
    const { rows } = await this.db.query<RunnableCheck>(
      `SELECT c.id, c.canary_id, c.type, c.name, c.namespace, c.description, c.labels, c.spec
       FROM checks c JOIN canaries k ON k.id = c.canary_id
       WHERE c.id::text = $1 AND c.deleted_at IS NULL AND k.deleted_at IS NULL`,
      [checkId],
    );
    const check = rows[0];
    if (!check) return undefined;
    if (this.manual.load >= this.manualQueue) throw new RunNowBusyError(this.manualQueue);
    const run = await this.manual.run(() =>
      executeCheck(check, this.defaultTimeoutMs, this.abort.signal, this.resolveConnections(check)),
    );
    await this.db.transaction((tx) => recordRun(tx, check, run, undefined));
    logCheckRun(this.db, check, run);
    await recordJob(this.db, {
      canaryId: check.canary_id,
      start: run.start,
      end: new Date(run.start.getTime() + run.duration),
      success: run.pass ? 1 : 0,
      errors: run.pass ? 0 : 1,
      details: { trigger: 'manual', checks: [check.id], ...failures([[check, run]]) },
      hostname: this.host,
    });
    return toCheckResult(check, run);
  }

  /** One scheduler pass: start every due check that is not already running. */
  async tick(): Promise<void> {
    const room = this.concurrency * 2 - this.inFlight.size;
    if (room <= 0) return;
    const { rows: due } = await this.db.query<DueCheck & { due: string | null }>(
      `SELECT c.id, c.canary_id, c.type, c.name, c.namespace, c.description, c.labels, c.spec,
              k.spec AS canary_spec, k.schedule AS canary_schedule, c.next_runtime::text AS due
       FROM checks c JOIN canaries k ON k.id = c.canary_id
       WHERE c.deleted_at IS NULL AND k.deleted_at IS NULL
         AND (c.next_runtime IS NULL OR c.next_runtime <= now())
         AND (k.annotations->>'${HISTORICAL_ANNOTATION}') IS DISTINCT FROM 'true'
         AND NOT (c.id::text IN (SELECT jsonb_array_elements_text($2::jsonb)))
       ORDER BY c.next_runtime NULLS FIRST
       LIMIT $1`,
      [room, [...this.inFlight]],
    );
    // Claimed through the database: of several servers on one database that saw the same due check, one runs it.
    const rows: DueCheck[] = [];
    for (const { due: seen, ...check } of due) {
      if (await claimDueRow(this.db, 'checks', check.id, seen, rowLeaseMs(this.intervalOf(check)))) rows.push(check);
    }
    const byCanary = new Map<string, DueCheck[]>();
    for (const check of rows) {
      this.inFlight.add(check.id);
      byCanary.set(check.canary_id, [...(byCanary.get(check.canary_id) ?? []), check]);
    }
    for (const [canaryId, checks] of byCanary) {
      const run = this.runCanary(canaryId, checks).finally(() => {
        for (const check of checks) this.inFlight.delete(check.id);
        this.runs.delete(run);
      });
      this.runs.add(run);
    }
  }

  /** The check's interval (from now to its next time), for its lease; a minute when its schedule is invalid. */
  private intervalOf(check: DueCheck): number {
    try {
      const now = new Date();
      const schedule = this.schedule(canarySchedule(parseCanarySpec(check.canary_spec), check.canary_schedule));
      return schedule.next(now).getTime() - now.getTime();
    } catch {
      return 60_000;
    }
  }

  private schedule(expression: string): Schedule {
    let schedule = this.schedules.get(expression);
    if (!schedule) {
      schedule = parseSchedule(expression);
      this.schedules.set(expression, schedule);
    }
    return schedule;
  }

  private async runCanary(canaryId: string, checks: DueCheck[]): Promise<void> {
    const start = new Date();
    const results = await Promise.all(checks.map((check) => this.runScheduled(check)));
    const recorded = results.filter((run): run is CheckRun => run !== undefined);
    if (!recorded.length) return;
    try {
      await recordJob(this.db, {
        canaryId,
        start,
        end: new Date(),
        success: recorded.filter((run) => run.pass).length,
        errors: recorded.filter((run) => !run.pass).length,
        details: {
          trigger: 'schedule',
          checks: checks.map((check) => check.id),
          ...failures(checks.map((check, index): [DueCheck, CheckRun | undefined] => [check, results[index]])),
        },
        hostname: this.host,
      });
    } catch (error) {
      this.onError(`Could not record the job history of canary ${canaryId}:`, error);
    }
  }

  private async runScheduled(check: DueCheck): Promise<CheckRun | undefined> {
    try {
      let schedule: Schedule;
      try {
        schedule = this.schedule(canarySchedule(parseCanarySpec(check.canary_spec), check.canary_schedule));
      } catch (error) {
        // A spec written around reconciliation (e.g. straight into the table): report it on the check.
        const run: CheckRun = {
          start: new Date(),
          duration: 0,
          pass: false,
          invalid: true,
          error: (error as Error).message,
        };
        const retry = new Date(Date.now() + INVALID_SCHEDULE_RETRY_MS);
        await this.db.transaction((tx) => recordRun(tx, check, run, retry));
        return run;
      }
      const run = await this.limiter.run(() =>
        this.abort.signal.aborted
          ? Promise.resolve(undefined)
          : executeCheck(check, this.defaultTimeoutMs, this.abort.signal, this.resolveConnections(check)),
      );
      // Stopping: an interrupted run is not a result; its claim is given back, so it is due again at once
      // (for another server now, or this one after the restart).
      if (!run || this.abort.signal.aborted) {
        await releaseDueRow(this.db, 'checks', check.id);
        return undefined;
      }
      let next = schedule.next(run.start);
      if (next.getTime() <= Date.now()) next = schedule.next(new Date());
      await this.db.transaction((tx) => recordRun(tx, check, run, next));
      logCheckRun(this.db, check, run);
      return run;
    } catch (error) {
      this.onError(`Could not run check ${check.name} (${check.id}):`, error);
      return undefined;
    }
  }

  private schedulePoll(delay: number) {
    if (!this.running) return;
    this.pollTimer = setTimeout(() => {
      this.ticking = Promise.all([
        this.tick().catch((error: unknown) => this.onError('Check scheduler tick failed:', error)),
        ...this.passes.map((pass) =>
          pass.tick(this.abort.signal).catch((error: unknown) => this.onError(`${pass.name} tick failed:`, error)),
        ),
      ])
        .then(() => undefined)
        .finally(() => {
          this.ticking = undefined;
          this.schedulePoll(this.pollMs);
        });
    }, delay);
  }

  private maintainLoop() {
    if (!this.running) return;
    // Once per interval across every server on the database: the lease is held until shortly before the next.
    this.maintaining = claimLease(
      this.db,
      'CheckStatusRollupAndRetention',
      Math.max(1000, this.maintenanceMs - 1000),
      this.leaseHolder,
    )
      .then((claimed) => (claimed ? this.maintain() : undefined))
      .catch((error: unknown) => this.onError('Check status rollup/retention failed:', error))
      .finally(() => {
        this.maintaining = undefined;
        if (this.running) this.maintenanceTimer = setTimeout(() => this.maintainLoop(), this.maintenanceMs);
      });
  }
}

/**
 * `errors` for a run's job row: each failed check's error by check name, so
 * the job history's details show why the run failed. Absent when all passed.
 */
function failures(runs: Array<[RunnableCheck, CheckRun | undefined]>): { errors?: Record<string, string> } {
  const errors = Object.fromEntries(
    runs.flatMap(([check, run]) =>
      run && !run.pass ? [[check.name, run.error || run.message || 'check failed'] as const] : [],
    ),
  );
  return Object.keys(errors).length ? { errors } : {};
}
