-- Approvals of playbook runs (#23), as upstream's playbook_approvals: one row per approver's "yes". A run whose
-- playbook spec has `approval` waits in `pending_approval` until the spec's rule (`any` or `all`) is met.
CREATE TABLE IF NOT EXISTS playbook_approvals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  run_id uuid NOT NULL REFERENCES playbook_runs (id) ON DELETE CASCADE,
  person_id uuid REFERENCES people (id),
  -- The named team the approver approved for, when the spec names them only through that team.
  team_id uuid REFERENCES teams (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT playbook_approvals_who CHECK (person_id IS NOT NULL OR team_id IS NOT NULL)
);

-- One approval per person and run: approving twice must not count twice towards `all`.
CREATE UNIQUE INDEX IF NOT EXISTS playbook_approvals_run_person_idx ON playbook_approvals (run_id, person_id);

-- The runs list and the approval check look runs up by status.
CREATE INDEX IF NOT EXISTS playbook_runs_pending_approval_idx ON playbook_runs (created_at)
  WHERE status = 'pending_approval';
