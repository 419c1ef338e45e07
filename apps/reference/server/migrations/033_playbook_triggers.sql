-- #23 Event-triggered playbooks (a spec's `on`): the run records the event that started it (`request.trigger`,
-- as the run dialog records its request) and the event's id here. One run per playbook and event, whatever
-- happens: an event claimed again after a failed pass, or by a second server after a lease ran out, finds the
-- run already there (ON CONFLICT DO NOTHING on this index) instead of starting it twice.
ALTER TABLE playbook_runs ADD COLUMN IF NOT EXISTS trigger_event_id uuid;
CREATE UNIQUE INDEX IF NOT EXISTS playbook_runs_trigger_event_idx ON playbook_runs (playbook_id, trigger_event_id)
  WHERE trigger_event_id IS NOT NULL;
