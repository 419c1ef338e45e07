import { enqueueEvent } from '../changes/events';
import type { Queryable } from '../db/database';

/**
 * `check.passed` / `check.failed` for the one event stream notifications consume (`event_queue`, as duty's check
 * status trigger writes them). Called by `recordRun` in the transaction that stores the run, before the check's
 * status is updated, so it still reads the previous status: an event is written only on a transition (a passing
 * check that fails, a failing one that passes), never for a first run or a repeat, and a run that rolls back
 * leaves no event.
 */
export async function enqueueCheckTransition(
  tx: Queryable,
  checkId: string,
  run: { pass: boolean; start: Date },
): Promise<void> {
  const { rows } = await tx.query<{ status: string | null; canary_id: string }>(
    'SELECT status, canary_id FROM checks WHERE id = $1',
    [checkId],
  );
  const previous = rows[0]?.status;
  const status = run.pass ? 'healthy' : 'unhealthy';
  if (!rows[0] || (previous !== 'healthy' && previous !== 'unhealthy') || previous === status) return;
  await enqueueEvent(tx, run.pass ? 'check.passed' : 'check.failed', {
    id: checkId,
    check_id: checkId,
    canary_id: rows[0].canary_id,
    status,
    previous_status: previous,
    last_runtime: run.start.toISOString(),
  });
}
