import { allows, decideByRole } from '../../auth/decide';
import type { Principal } from '../../context';
import type { Database, Queryable } from '../../db/database';
import { enqueueEvent } from '../../changes/events';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { approvalRuleOf, type ApprovalRule } from './spec';
import { approvalsMet, approversText, approverStanding, resolveApprovers, type ResolvedApprovers } from './approvers';

interface LockedRun {
  id: string;
  status: string;
  spec: unknown;
  created_by: string | null;
  playbook_id: string;
  playbook_name: string;
}

/** The run, locked for this transaction so two approvals of one run are counted one after the other. */
async function lockRun(tx: Queryable, runId: string): Promise<LockedRun | undefined> {
  const { rows } = await tx.query<LockedRun>(
    `SELECT r.id::text AS id, r.status, r.spec, r.created_by::text AS created_by, r.playbook_id::text AS playbook_id,
            coalesce(nullif(p.title, ''), p.name) AS playbook_name
     FROM playbook_runs r JOIN playbooks p ON p.id = r.playbook_id WHERE r.id = $1 FOR UPDATE OF r`,
    [runId],
  );
  return rows[0];
}

// A pending run keeps the spec it was created with: editing the playbook later does not change who approves it.
const ruleOfRun = (run: LockedRun): ApprovalRule => approvalRuleOf(run.spec) ?? { type: 'any', people: [], teams: [] };

const who = (principal: Principal) => principal.email || principal.name || principal.id;

export interface ApproveResult {
  message: string;
  /** `scheduled` once the rule is met (the caller then starts the run), else still `pending_approval`. */
  status: 'scheduled' | 'pending_approval';
  approval_id: string;
}

/**
 * Records the caller's approval of a run waiting for it and, when the spec's rule is met, moves the run to
 * `scheduled`. Refuses (403) a caller the spec does not name, and (409) a second approval by the same person.
 * `playbook.approval.inserted` goes to the event queue in the same transaction.
 */
export async function approveRun(db: Database, runId: string, principal: Principal): Promise<ApproveResult> {
  return db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run || run.status !== 'pending_approval') {
      throw badRequest(`playbook run ${runId} is ${run?.status ?? 'gone'}, not waiting for approval`);
    }
    const rule = ruleOfRun(run);
    const approvers = await resolveApprovers(tx, rule);
    const standing = approverStanding(approvers, principal.id);
    if (!standing) {
      throw forbidden(
        `${who(principal)} is not an approver of playbook "${run.playbook_name}": it names ${approversText(approvers)}`,
      );
    }
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO playbook_approvals (run_id, person_id, team_id) VALUES ($1, $2, $3)
       ON CONFLICT (run_id, person_id) DO NOTHING RETURNING id::text AS id`,
      [runId, principal.id, standing.teamId ?? null],
    );
    const approvalId = inserted.rows[0]?.id;
    if (!approvalId) {
      throw conflict(`${who(principal)} has already approved playbook run ${runId}; it waits for the other approvers`);
    }
    await enqueueEvent(tx, 'playbook.approval.inserted', {
      id: approvalId,
      run_id: runId,
      playbook_id: run.playbook_id,
      person_id: principal.id,
      team_id: standing.teamId ?? null,
    });
    const { rows } = await tx.query<{ person_id: string }>(
      'SELECT person_id::text AS person_id FROM playbook_approvals WHERE run_id = $1 AND person_id IS NOT NULL',
      [runId],
    );
    const met = approvalsMet(
      rule.type,
      approvers,
      rows.map((row) => row.person_id),
    );
    if (!met)
      return {
        message: 'approved; waiting for the other approvers',
        status: 'pending_approval',
        approval_id: approvalId,
      };
    await tx.query(
      `UPDATE playbook_runs SET status = 'scheduled', scheduled_time = now() WHERE id = $1 AND status = 'pending_approval'`,
      [runId],
    );
    return { message: 'approved; the run is scheduled', status: 'scheduled', approval_id: approvalId };
  });
}

/**
 * Reject (cancel) of a run waiting for approval: its approvers reject it, the person who started it may withdraw
 * it, and an administrator may cancel it (a run started by an event has nobody who started it, and its spec may
 * name nobody who exists); anyone else is refused (403). Returns false when the run is not waiting for approval, so the caller
 * cancels it the ordinary way.
 */
export async function rejectPendingRun(db: Database, runId: string, principal: Principal): Promise<boolean> {
  return db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run || run.status !== 'pending_approval') return false;
    const approvers = await resolveApprovers(tx, ruleOfRun(run));
    const approver = Boolean(approverStanding(approvers, principal.id));
    const starter = run.created_by === principal.id;
    if (!approver && !starter && !allows(decideByRole(principal, { action: 'administer' }))) {
      throw forbidden(
        `${who(principal)} may not reject playbook run ${runId}: only the approvers of playbook "${run.playbook_name}" (${approversText(approvers)}), the person who started the run or an administrator can`,
      );
    }
    const reason = approver ? 'rejected' : starter ? 'withdrawn' : 'cancelled';
    await tx.query(`UPDATE playbook_runs SET status = 'cancelled', end_time = now(), error = $2 WHERE id = $1`, [
      runId,
      `${reason} by ${who(principal)}`,
    ]);
    return true;
  });
}

export interface ApprovalView {
  type: ApprovalRule['type'];
  approvers: {
    people: Array<{ id: string; name: string; email: string | null }>;
    teams: Array<{ id: string; name: string }>;
    /** Names in the spec that match no person or team. */
    unknown: string[];
  };
  approvals: Array<{
    id: string;
    person_id: string | null;
    person_name: string | null;
    team_id: string | null;
    team_name: string | null;
    created_at: string;
  }>;
  /** The caller is named (directly or through a team) and has not approved yet. */
  can_approve: boolean;
  /** The caller may reject: an approver, while the run waits. */
  can_reject: boolean;
}

function viewApprovers(approvers: ResolvedApprovers): ApprovalView['approvers'] {
  return {
    people: approvers.people,
    teams: approvers.teams.map(({ id, name }) => ({ id, name })),
    unknown: approvers.unknown,
  };
}

/** The run's approval rule, who approved and what the caller may do; null when the run needs no approval. */
export async function approvalView(
  db: Queryable,
  run: { id: string; status: string; spec: unknown },
  principal: Principal,
): Promise<ApprovalView | null> {
  const rule = approvalRuleOf(run.spec);
  if (!rule) return null;
  const approvers = await resolveApprovers(db, rule);
  const { rows } = await db.query<ApprovalView['approvals'][number]>(
    `SELECT a.id::text AS id, a.person_id::text AS person_id, p.name AS person_name, a.team_id::text AS team_id,
            t.name AS team_name, a.created_at
     FROM playbook_approvals a LEFT JOIN people p ON p.id = a.person_id LEFT JOIN teams t ON t.id = a.team_id
     WHERE a.run_id = $1 ORDER BY a.created_at, a.id`,
    [run.id],
  );
  const approvals = rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  const pending = run.status === 'pending_approval';
  const standing = approverStanding(approvers, principal.id);
  return {
    type: rule.type,
    approvers: viewApprovers(approvers),
    approvals,
    can_approve: pending && Boolean(standing) && !approvals.some((approval) => approval.person_id === principal.id),
    can_reject: pending && Boolean(standing),
  };
}
