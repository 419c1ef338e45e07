import type { Database } from '../db/database';

/** The error an interrupted run and its unfinished actions get. */
export const INTERRUPTED_RUN_ERROR = 'interrupted: the server stopped during the run';

export interface InterruptedRuns {
  runs: number;
  actions: number;
}

/**
 * Runs execute in this server's process, so at start-up any run still
 * `scheduled` or `running` (and any action still `running`) was cut off by the
 * server stopping and would otherwise stay so forever. They are marked `failed`
 * with {@link INTERRUPTED_RUN_ERROR}. Call it before the server takes requests;
 * it assumes one server per database (true of the reference server).
 */
export async function failInterruptedRuns(db: Database): Promise<InterruptedRuns> {
  return db.transaction(async (tx) => {
    const actions = await tx.query(
      `UPDATE playbook_run_actions SET status = 'failed', end_time = now(), error = $1
       WHERE status IN ('scheduled', 'running') RETURNING id`,
      [INTERRUPTED_RUN_ERROR],
    );
    const runs = await tx.query(
      `UPDATE playbook_runs SET status = 'failed', end_time = now(), error = $1
       WHERE status IN ('scheduled', 'running') RETURNING id`,
      [INTERRUPTED_RUN_ERROR],
    );
    return { runs: runs.rows.length, actions: actions.rows.length };
  });
}
