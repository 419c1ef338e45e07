-- A playbook run is executed by the server that accepted it. With several servers on one database, each holds a
-- lease on the runs it has (renewed while they wait or run): a run whose lease expired was left by a server that
-- died, and any server marks it failed with the reason instead of leaving it running for ever.
ALTER TABLE playbook_runs ADD COLUMN IF NOT EXISTS claimed_by text;
ALTER TABLE playbook_runs ADD COLUMN IF NOT EXISTS lease_expires_at timestamptz;
CREATE INDEX IF NOT EXISTS playbook_runs_unfinished_idx ON playbook_runs (lease_expires_at)
  WHERE status IN ('scheduled', 'running');
