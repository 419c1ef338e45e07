import type { Database } from '../db/database';
import { resolveActionConnection } from '../connections/resolve';
import { recordPlaybookRun } from '../jobs/playbooks';
import { runAction, type ActionOutcome } from './actions';
import { LEASE_HOLDER } from '../jobs/claims';
import { logPlaybookAction } from '../logs/hooks';
import { failInterruptedRuns, INTERRUPTED_RUN_ERROR, RUN_LEASE_MS } from './interrupted';
import { parameterEnv } from './params';
import { loadTarget, targetEnv, type Target } from './targets';

interface RunRow {
  spec: { actions?: unknown } | null;
  parameters: Record<string, unknown> | null;
  check_id: string | null;
  component_id: string | null;
  config_id: string | null;
}

export type CancelResult = { ok: true } | { ok: false; status?: string };

/**
 * Runs playbook runs in the background: `scheduled` → `running` → `completed` or
 * `failed` (or `cancelled` by a request), one `playbook_run_actions` row per
 * action. Actions run in order; the first failure stops the run.
 */
export class PlaybookExecutor {
  private readonly inFlight = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly concurrency: number;
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private stopping = false;
  private leaseTimer: NodeJS.Timeout | undefined;
  private readonly holder: string;

  /** `concurrency`: runs executing at once (MC_PLAYBOOK_CONCURRENCY, default 4); later ones wait `scheduled`, in order. */
  constructor(
    private readonly db: Database,
    options: { concurrency?: number; leaseHolder?: string } = {},
  ) {
    this.holder = options.leaseHolder ?? LEASE_HOLDER;
    const configured = Number(process.env.MC_PLAYBOOK_CONCURRENCY);
    this.concurrency = Math.max(
      1,
      options.concurrency ?? (Number.isInteger(configured) && configured > 0 ? configured : 4),
    );
  }

  /** Runs executing now and runs waiting for a slot. */
  load(): { active: number; queued: number } {
    return { active: this.active, queued: this.waiting.length };
  }

  private async slot<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /**
   * Keeps this server's leases on its runs (waiting or running) and, on every server, ends runs whose lease
   * expired (their server died) as failed with the reason. main.ts starts it; stop() ends it.
   */
  watchLeases(everyMs = RUN_LEASE_MS / 3): void {
    if (this.leaseTimer) return;
    const beat = async () => {
      try {
        await this.renewLeases();
        const ended = await failInterruptedRuns(this.db);
        if (ended.runs) console.log(`Playbook runs: ${ended.runs} run(s) left by a stopped server marked failed.`);
      } catch (error) {
        console.error('Playbook run leases could not be renewed:', (error as Error).message);
      }
    };
    this.leaseTimer = setInterval(() => void beat(), everyMs);
    this.leaseTimer.unref();
  }

  /** Extends the lease on every run this server has. */
  async renewLeases(): Promise<void> {
    if (!this.inFlight.size) return;
    await this.db.query(
      `UPDATE playbook_runs SET lease_expires_at = now() + $2::double precision * interval '1 millisecond'
       WHERE claimed_by = $1 AND status IN ('scheduled', 'running')
         AND id::text IN (SELECT jsonb_array_elements_text($3::jsonb))`,
      [this.holder, RUN_LEASE_MS, JSON.stringify([...this.inFlight.keys()])],
    );
  }

  /** Starts a scheduled run after the current request has answered (when a slot is free). */
  start(runId: string): void {
    const controller = new AbortController();
    // Claimed at once, so no server takes the run for abandoned while it waits for a slot.
    const done = this.db
      .query(
        `UPDATE playbook_runs SET claimed_by = $2,
                lease_expires_at = now() + $3::double precision * interval '1 millisecond'
         WHERE id = $1 AND status = 'scheduled'`,
        [runId, this.holder, RUN_LEASE_MS],
      )
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.slot(() => this.execute(runId, controller.signal)))
      .catch((error: unknown) => this.failRun(runId, error))
      .then(() => recordPlaybookRun(this.db, runId))
      .finally(() => this.inFlight.delete(runId));
    this.inFlight.set(runId, { controller, done });
  }

  /** Cancels a scheduled or running run; a running action is stopped. */
  async cancel(runId: string): Promise<CancelResult> {
    const { rows } = await this.db.query(
      `UPDATE playbook_runs SET status = 'cancelled', end_time = now(), error = 'cancelled'
       WHERE id = $1 AND status IN ('scheduled', 'running') RETURNING id`,
      [runId],
    );
    if (rows.length) {
      this.inFlight.get(runId)?.controller.abort(new Error('cancelled'));
      return { ok: true };
    }
    const current = await this.db.query<{ status: string }>('SELECT status FROM playbook_runs WHERE id = $1', [runId]);
    return { ok: false, status: current.rows[0]?.status };
  }

  /**
   * Shutdown: stops every run; their scripts' process groups are killed and a
   * run is marked failed (interrupted) only once its processes have exited.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.leaseTimer);
    this.leaseTimer = undefined;
    for (const run of this.inFlight.values()) run.controller.abort(new Error(INTERRUPTED_RUN_ERROR));
    await this.idle();
  }

  /** Resolves when every run started so far has finished (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight.values()].map((run) => run.done));
  }

  private async execute(runId: string, signal: AbortSignal): Promise<void> {
    const { rows } = await this.db.query<RunRow>(
      `UPDATE playbook_runs SET status = 'running', start_time = now(), claimed_by = $2,
              lease_expires_at = now() + $3::double precision * interval '1 millisecond'
       WHERE id = $1 AND status = 'scheduled'
       RETURNING spec, parameters, check_id, component_id, config_id`,
      [runId, this.holder, RUN_LEASE_MS],
    );
    const run = rows[0];
    if (!run) return;
    let target: Target | undefined;
    if (run.check_id) target = await loadTarget(this.db, 'check', run.check_id);
    else if (run.component_id) target = await loadTarget(this.db, 'component', run.component_id);
    else if (run.config_id) target = await loadTarget(this.db, 'config', run.config_id);
    const env = { ...targetEnv(target), ...parameterEnv(run.parameters ?? {}) };
    const actions = Array.isArray(run.spec?.actions) ? run.spec.actions : [];
    let failure: string | undefined;
    for (const [index, entry] of actions.entries()) {
      if (signal.aborted) {
        // A cancelled run is already `cancelled` (the update below leaves it); a stopped one fails.
        failure = this.stopping ? INTERRUPTED_RUN_ERROR : 'cancelled';
        break;
      }
      const action = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
      const name = typeof action.name === 'string' && action.name ? action.name : `action ${index + 1}`;
      const inserted = await this.db.query<{ id: string }>(
        `INSERT INTO playbook_run_actions (name, status, playbook_run_id, start_time, scheduled_time)
         VALUES ($1, 'running', $2, now(), now()) RETURNING id`,
        [name, runId],
      );
      let outcome: ActionOutcome = await resolveActionConnection(this.db, action, { playbookRunId: runId }).then(
        (resolved) => runAction(resolved, { signal, env, db: this.db, runId }),
        (error: unknown) => ({ status: 'failed', error: (error as Error).message }),
      );
      // runAction settles only after the action's processes have exited.
      if (this.stopping && signal.aborted) outcome = { ...outcome, status: 'failed', error: INTERRUPTED_RUN_ERROR };
      await this.db.query(
        `UPDATE playbook_run_actions SET status = $2, end_time = now(), result = $3, error = $4 WHERE id = $1`,
        [inserted.rows[0]!.id, outcome.status, outcome.result ?? null, outcome.error ?? null],
      );
      logPlaybookAction(this.db, { runId, name, ...outcome });
      if (outcome.status === 'failed') {
        failure = this.stopping && signal.aborted ? INTERRUPTED_RUN_ERROR : `${name}: ${outcome.error ?? 'failed'}`;
        break;
      }
    }
    // A run cancelled meanwhile stays cancelled.
    await this.db.query(
      `UPDATE playbook_runs SET status = $2, end_time = now(), error = $3 WHERE id = $1 AND status = 'running'`,
      [runId, failure ? 'failed' : 'completed', failure ?? null],
    );
  }

  private async failRun(runId: string, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Playbook run ${runId} failed:`, message);
    await this.db
      .query(
        `UPDATE playbook_runs SET status = 'failed', end_time = now(), error = $2
         WHERE id = $1 AND status IN ('scheduled', 'running')`,
        [runId, `internal error: ${message}`],
      )
      .catch(() => undefined);
  }
}
