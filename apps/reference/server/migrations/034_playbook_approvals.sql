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

-- Every write path that creates runs (the run route, `on` event triggers, notification playbook recipients, /api/db)
-- goes through this: a run of a spec with `approval` never starts `scheduled`, so no path skips its approvers. The
-- executor only takes `scheduled` runs; approving (approvals/runs.ts) moves it there.
CREATE OR REPLACE FUNCTION playbook_runs_wait_for_approval() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'scheduled' AND jsonb_typeof(NEW.spec -> 'approval') = 'object' THEN
    NEW.status := 'pending_approval';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS playbook_runs_wait_for_approval ON playbook_runs;
CREATE TRIGGER playbook_runs_wait_for_approval BEFORE INSERT ON playbook_runs
  FOR EACH ROW EXECUTE FUNCTION playbook_runs_wait_for_approval();

-- Upstream's `playbook.spec.approval.updated`: a playbook's approval rule changed (notification rules may watch it).
-- Runs already waiting keep the rule they were created with (their own spec copy).
CREATE OR REPLACE FUNCTION playbooks_approval_updated_event() RETURNS trigger AS $$
BEGIN
  IF NEW.spec -> 'approval' IS DISTINCT FROM OLD.spec -> 'approval' THEN
    INSERT INTO event_queue (name, properties)
    VALUES ('playbook.spec.approval.updated', jsonb_build_object('id', NEW.id::text));
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS playbooks_approval_updated_event ON playbooks;
CREATE TRIGGER playbooks_approval_updated_event AFTER UPDATE OF spec ON playbooks
  FOR EACH ROW EXECUTE FUNCTION playbooks_approval_updated_event();
