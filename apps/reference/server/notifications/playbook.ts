import type { Queryable } from '../db/database';
import { ParameterError, resolveParameters, validateParameters } from '../playbooks/params';
import { matchesAny } from '../playbooks/selectors';
import { loadTarget, TARGET_KINDS } from '../playbooks/targets';
import type { EventResource } from './resource';

/** Run statuses after which a playbook recipient's send is settled. */
const FINISHED = ['completed', 'failed', 'cancelled', 'timed_out'];

/**
 * A playbook recipient: a run of the playbook on the event's resource, made as `POST /api/playbook/run` makes one
 * (the run's spec copied, parameter defaults rendered for the resource), tied to the send by
 * `notification_send_id`. The caller hands the run to the executor. Answers the run's id, or why none was made.
 */
export async function createPlaybookRun(
  db: Queryable,
  playbookId: string,
  resource: EventResource,
  sendId: string,
): Promise<{ runId: string } | { error: string }> {
  const { rows } = await db.query<{ id: string; name: string; title: string | null; spec: Record<string, unknown> }>(
    'SELECT id, name, title, spec FROM playbooks WHERE id = $1 AND deleted_at IS NULL',
    [playbookId],
  );
  const playbook = rows[0];
  if (!playbook) return { error: `playbook ${playbookId} does not exist (or was deleted)` };
  const label = playbook.title || playbook.name;
  const target = await loadTarget(db, resource.kind, resource.id);
  if (!target) return { error: `${resource.kind} ${resource.id} no longer exists` };
  const selectors = playbook.spec?.[TARGET_KINDS[target.kind].specKey];
  // A playbook without selectors for this kind runs on anything, as a run from the console would.
  if (Array.isArray(selectors) && selectors.length && !matchesAny(target.resource, selectors)) {
    return { error: `playbook "${label}" does not apply to ${target.kind} "${target.resource.name}"` };
  }
  let parameters: Record<string, unknown>;
  try {
    parameters = validateParameters(resolveParameters(playbook.spec, { [target.kind]: target.resource }), {});
  } catch (error) {
    if (error instanceof ParameterError) return { error: `playbook "${label}": ${error.message}` };
    throw error;
  }
  const { rows: runs } = await db.query<{ id: string }>(
    `INSERT INTO playbook_runs (playbook_id, spec, status, check_id, component_id, config_id, parameters,
       notification_send_id)
     VALUES ($1, $2, 'scheduled', $3, $4, $5, $6, $7) RETURNING id`,
    [
      playbook.id,
      playbook.spec,
      target.kind === 'check' ? target.resource.id : null,
      target.kind === 'component' ? target.resource.id : null,
      target.kind === 'config' ? target.resource.id : null,
      parameters,
      sendId,
    ],
  );
  return { runId: runs[0]!.id };
}

/**
 * Sends waiting on their playbook run (`pending_playbook_completion`) end as the run ended: `sent` when it
 * completed, `error` with the run's own error otherwise. Answers how many were settled.
 */
export async function settlePlaybookSends(db: Queryable): Promise<number> {
  const { rows } = await db.query(
    `UPDATE notification_send_history h
     SET status = CASE WHEN r.status = 'completed' THEN 'sent' ELSE 'error' END,
         error = CASE WHEN r.status = 'completed' THEN NULL
                      ELSE 'playbook run ' || r.status || coalesce(': ' || r.error, '') END,
         duration_millis = (extract(epoch FROM (coalesce(r.end_time, now()) - h.created_at)) * 1000)::int
     FROM playbook_runs r
     WHERE h.status = 'pending_playbook_completion' AND r.id = h.playbook_run_id
       AND r.status = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))
     RETURNING h.id`,
    [JSON.stringify(FINISHED)],
  );
  return rows.length;
}
