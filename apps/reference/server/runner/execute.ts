import type { Queryable, Transaction } from '../db/database';
import { parseDuration } from './duration';
import { enqueueCheckTransition } from './events';
import { EXECUTORS, UNSUPPORTED_TYPE } from './executors';
import { InvalidSpecError, truncate, type ExecutorResult } from './executors/types';

/** The check row fields a run needs. */
export interface RunnableCheck {
  id: string;
  canary_id: string;
  type: string;
  name: string;
  namespace: string | null;
  description: string | null;
  labels: Record<string, string> | null;
  spec: Record<string, unknown> | null;
}

export interface CheckRun extends ExecutorResult {
  start: Date;
  /** Milliseconds. */
  duration: number;
}

/** Longest per-check timeout a spec may ask for. */
const MAX_TIMEOUT_MS = 10 * 60_000;
/** Same limits as the real backend's `canary.status.max.message` / `.error`. */
const MAX_MESSAGE = 4096;
const MAX_ERROR = 131_072;

/** `timeout` in a check spec: a duration (`30s`) or, as in canary-checker's DNS check, seconds. */
export function checkTimeoutMs(spec: Record<string, unknown> | null, fallbackMs: number): number {
  const raw = spec?.timeout;
  let ms = fallbackMs;
  if (typeof raw === 'number' && raw > 0) ms = raw * 1000;
  else if (typeof raw === 'string' && raw.trim())
    ms = /^\d+$/.test(raw.trim()) ? Number(raw) * 1000 : parseDuration(raw);
  return Math.max(100, Math.min(MAX_TIMEOUT_MS, ms));
}

/**
 * Runs one check with a timeout. The executor gets an AbortSignal; an executor
 * that cannot be cancelled (a system DNS lookup) is still cut off by the race.
 * `parent` aborts the run when the server stops.
 */
export async function executeCheck(
  check: RunnableCheck,
  fallbackTimeoutMs: number,
  parent?: AbortSignal,
  /** Rewrites the spec just before the run (connection:// references are resolved here, so secrets stay fresh). */
  prepare?: (spec: Record<string, unknown>) => Promise<Record<string, unknown>>,
): Promise<CheckRun> {
  const start = new Date();
  const began = performance.now();
  const finish = (result: ExecutorResult): CheckRun => ({
    ...result,
    start,
    duration: Math.round(performance.now() - began),
  });
  const executor = EXECUTORS[check.type];
  if (!executor) return finish({ pass: false, invalid: true, message: UNSUPPORTED_TYPE, error: UNSUPPORTED_TYPE });

  let timeoutMs: number;
  try {
    timeoutMs = checkTimeoutMs(check.spec, fallbackTimeoutMs);
  } catch (error) {
    return finish({ pass: false, invalid: true, error: `timeout: ${(error as Error).message}` });
  }
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent?.reason);
  parent?.addEventListener('abort', onParentAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<ExecutorResult>((resolve) => {
    timer = setTimeout(() => {
      const message = `check timed out after ${timeoutMs / 1000}s`;
      controller.abort(new Error(message));
      resolve({ pass: false, error: message });
    }, timeoutMs);
  });
  try {
    const result = await Promise.race([
      (prepare ? prepare(check.spec ?? {}) : Promise.resolve(check.spec ?? {}))
        .then((spec) => executor(spec, { signal: controller.signal, timeoutMs }))
        .catch((error: unknown): ExecutorResult => {
          if (error instanceof InvalidSpecError) return { pass: false, invalid: true, error: error.message };
          if (controller.signal.aborted && controller.signal.reason instanceof Error) {
            return { pass: false, error: controller.signal.reason.message };
          }
          return { pass: false, error: error instanceof Error ? error.message : String(error) };
        }),
      timedOut,
    ]);
    return finish(result);
  } finally {
    clearTimeout(timer);
    parent?.removeEventListener('abort', onParentAbort);
  }
}

/**
 * Stores a run: one check_statuses row and the check's status and runtimes, in
 * one transaction, so a crash leaves either both or neither. The status
 * trigger from migration 001 stamps last_transition_time on a change.
 */
export async function recordRun(
  tx: Transaction,
  check: Pick<RunnableCheck, 'id'>,
  run: CheckRun,
  nextRuntime: Date | undefined,
): Promise<void> {
  await tx.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, invalid, message, error, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (check_id, time) DO NOTHING`,
    [
      check.id,
      run.start,
      run.duration,
      run.pass,
      run.invalid ?? false,
      run.message ? truncate(run.message, MAX_MESSAGE) : null,
      run.error ? truncate(run.error, MAX_ERROR) : null,
      run.detail ?? null,
    ],
  );
  // check.passed/check.failed on a transition (#20), read before the status below changes.
  await enqueueCheckTransition(tx, check.id, run);
  await tx.query(
    `UPDATE checks SET status = $2, last_runtime = $3, next_runtime = COALESCE($4, next_runtime) WHERE id = $1`,
    [check.id, run.pass ? 'healthy' : 'unhealthy', run.start, nextRuntime ?? null],
  );
}

export interface JobRecord {
  canaryId: string;
  start: Date;
  end: Date;
  success: number;
  errors: number;
  details: Record<string, unknown>;
  hostname: string;
}

/** One job_history row per canary run, like canary-checker's `Canary` job. */
export async function recordJob(db: Queryable, job: JobRecord): Promise<void> {
  const status = job.errors === 0 ? 'SUCCESS' : job.success === 0 ? 'FAILED' : 'WARNING';
  await db.query(
    `INSERT INTO job_history (name, success_count, error_count, details, hostname, duration_millis,
                              resource_type, resource_id, status, time_start, time_end)
     VALUES ('Canary', $1, $2, $3, $4, $5, 'canary', $6, $7, $8, $9)`,
    [
      job.success,
      job.errors,
      job.details,
      job.hostname,
      job.end.getTime() - job.start.getTime(),
      job.canaryId,
      status,
      job.start,
      job.end,
    ],
  );
}

/** The run as canary-checker's `CheckResult` JSON (`pass` omitted when false, like Go's omitempty). */
export function toCheckResult(check: RunnableCheck, run: CheckRun) {
  const omitEmpty = (value: unknown) =>
    value === undefined || value === null || value === '' || value === false ? undefined : value;
  const entries: Array<[string, unknown]> = [
    ['name', check.name],
    ['start', run.start.toISOString()],
    ['pass', omitEmpty(run.pass)],
    ['invalid', omitEmpty(run.invalid)],
    ['detail', run.detail],
    ['labels', omitEmpty(check.labels && Object.keys(check.labels).length ? check.labels : undefined)],
    ['duration', omitEmpty(run.duration)],
    ['description', omitEmpty(check.description)],
    ['message', omitEmpty(run.message)],
    ['namespace', omitEmpty(check.namespace)],
    ['error', omitEmpty(run.error)],
  ];
  return {
    ...Object.fromEntries(entries.filter(([, value]) => value !== undefined)),
    CanaryResult: null,
  };
}
