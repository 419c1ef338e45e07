import type { Queryable } from '../db/database';
import { recordJobHistory, type JobStatus } from './history';

const STATUS: Record<string, JobStatus> = { completed: 'SUCCESS', failed: 'FAILED', cancelled: 'SKIPPED' };

/**
 * One `PlaybookRun` job row for a finished run: successes and errors are its
 * actions, its error goes to `details.errors`. Runs not finished (or never
 * started) write nothing. Never throws: job history must not fail a run.
 */
export async function recordPlaybookRun(db: Queryable, runId: string): Promise<void> {
  try {
    const { rows } = await db.query<{
      playbook_id: string;
      status: string;
      error: string | null;
      start_time: Date | null;
      end_time: Date | null;
      completed: number;
      failed: number;
    }>(
      `SELECT r.playbook_id, r.status, r.error, r.start_time, r.end_time,
              (SELECT count(*) FROM playbook_run_actions a WHERE a.playbook_run_id = r.id AND a.status = 'completed')::int AS completed,
              (SELECT count(*) FROM playbook_run_actions a WHERE a.playbook_run_id = r.id AND a.status = 'failed')::int AS failed
       FROM playbook_runs r WHERE r.id = $1`,
      [runId],
    );
    const run = rows[0];
    const status = run && STATUS[run.status];
    if (!run || !status || !run.start_time) return;
    const end = run.end_time ?? new Date();
    await recordJobHistory(db, {
      name: 'PlaybookRun',
      resourceType: 'playbook',
      resourceId: run.playbook_id,
      start: new Date(run.start_time),
      end: new Date(end),
      success: run.completed,
      errors: run.failed,
      status,
      details: { run_id: runId, ...(run.error ? { errors: [run.error] } : {}) },
    });
  } catch (error) {
    console.error(`Could not record the job history of playbook run ${runId}:`, error);
  }
}
