import type { Database } from '../db/database';

/** The error an interrupted run and its unfinished actions get. */
export const INTERRUPTED_RUN_ERROR = 'interrupted: the server stopped during the run';

/** How long a server's claim on a run lasts without renewal (the executor renews it every third of that). */
export const RUN_LEASE_MS = 30_000;

/**
 * A run never claimed (written before leases existed, or by a server that died between accepting it and
 * claiming it) counts as abandoned once it is this old.
 */
export const UNCLAIMED_GRACE_MS = 10_000;

export interface InterruptedRuns {
  runs: number;
  actions: number;
}

/**
 * Runs execute in the process of the server that accepted them, which holds a lease on each (see
 * PlaybookExecutor). A run still `scheduled` or `running` whose lease has expired was cut off by its server
 * stopping or dying, and would otherwise stay so for ever: it and its running actions are marked `failed`
 * with {@link INTERRUPTED_RUN_ERROR}. Safe with several servers on one database: a live server's runs keep
 * their leases. Called at start-up and periodically by every server.
 */
export async function failInterruptedRuns(db: Database): Promise<InterruptedRuns> {
  return db.transaction(async (tx) => {
    const runs = await tx.query<{ id: string }>(
      `UPDATE playbook_runs SET status = 'failed', end_time = now(), error = $1
       WHERE status IN ('scheduled', 'running')
         AND COALESCE(lease_expires_at, created_at + $2::double precision * interval '1 millisecond') <= now()
       RETURNING id`,
      [INTERRUPTED_RUN_ERROR, UNCLAIMED_GRACE_MS],
    );
    // Actions still running under a run that has ended (failed now, or cancelled before its action recorded).
    const actions = await tx.query(
      `UPDATE playbook_run_actions a SET status = 'failed', end_time = now(), error = $1
       WHERE a.status IN ('scheduled', 'running')
         AND EXISTS (SELECT 1 FROM playbook_runs r WHERE r.id = a.playbook_run_id
                     AND r.status NOT IN ('scheduled', 'running'))
       RETURNING a.id`,
      [INTERRUPTED_RUN_ERROR],
    );
    return { runs: runs.rows.length, actions: actions.rows.length };
  });
}
