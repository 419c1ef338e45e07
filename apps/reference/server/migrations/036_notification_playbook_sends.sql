-- #22 playbook recipients: a send waits as pending_playbook_completion until its run ends, and every dispatcher
-- pass looks for such sends whose run has finished. The partial index keeps that look to the few waiting rows
-- instead of a walk over the whole send history.
CREATE INDEX IF NOT EXISTS notification_send_history_playbook_waiting
  ON notification_send_history (playbook_run_id)
  WHERE status = 'pending_playbook_completion';
