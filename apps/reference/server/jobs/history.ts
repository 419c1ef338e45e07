import { hostname } from 'node:os';
import type { Queryable } from '../db/database';

/** job_history.status values the console filters on (SUCCESS, WARNING, FAILED; RUNNING while it runs). */
export type JobStatus = 'SUCCESS' | 'WARNING' | 'FAILED' | 'RUNNING' | 'SKIPPED';

export interface JobEntry {
  /** The job's name, e.g. `PlaybookRun`, `CanaryReconcile`, `CheckStatusRollupAndRetention`. */
  name: string;
  resourceType?: string;
  resourceId?: string;
  start: Date;
  end: Date;
  success: number;
  errors: number;
  /** `errors` (a string, list or map), `summary` (reconcile summary), `scrape_summary`, or anything else. */
  details?: Record<string, unknown>;
  /** Defaults from the counts: no errors SUCCESS, no successes FAILED, else WARNING. */
  status?: JobStatus;
}

const host = hostname();

/** The status of a finished job from its counts. */
export function statusOf(success: number, errors: number): JobStatus {
  return errors === 0 ? 'SUCCESS' : success === 0 ? 'FAILED' : 'WARNING';
}

/** One job_history row. */
export async function recordJobHistory(db: Queryable, job: JobEntry): Promise<void> {
  await db.query(
    `INSERT INTO job_history (name, success_count, error_count, details, hostname, duration_millis,
                              resource_type, resource_id, status, time_start, time_end)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      job.name,
      job.success,
      job.errors,
      job.details ?? null,
      host,
      Math.max(0, job.end.getTime() - job.start.getTime()),
      job.resourceType ?? null,
      job.resourceId ?? null,
      job.status ?? statusOf(job.success, job.errors),
      job.start,
      job.end,
    ],
  );
}

/**
 * Runs `work` and records it as one job, failed with its error when it
 * throws (the error is rethrown). Recording failures are reported, never
 * turned into a failure of the job itself.
 */
export async function withJobHistory<T>(
  db: Queryable,
  job: Pick<JobEntry, 'name' | 'resourceType' | 'resourceId'>,
  work: () => Promise<T>,
  describe: (result: T) => Pick<JobEntry, 'success' | 'errors' | 'details'> = () => ({ success: 1, errors: 0 }),
): Promise<T> {
  const start = new Date();
  const record = (entry: Pick<JobEntry, 'success' | 'errors' | 'details'>) =>
    recordJobHistory(db, { ...job, ...entry, start, end: new Date() }).catch((error: unknown) =>
      console.error(`Could not record the job history of ${job.name}:`, error),
    );
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await record({
      success: 0,
      errors: 1,
      details: { errors: [error instanceof Error ? error.message : String(error)] },
    });
    throw error;
  }
  await record(describe(result));
  return result;
}
