-- #22 notifications: the dispatcher's claims and look-ups, and the read models of the notification pages.

-- Who a send history row was for (an email address, a webhook's name): the repeat interval and the rate limit are
-- counted per rule, resource and recipient, and the pages show it.
ALTER TABLE notification_send_history ADD COLUMN IF NOT EXISTS recipient text;

-- Repeat interval and rate limit: the newest sends of a rule for a resource.
CREATE INDEX IF NOT EXISTS notification_send_history_rule_resource_idx
  ON notification_send_history (notification_id, resource_id, created_at DESC);
-- The dispatcher claims due work (waiting for wait_for, or a send to attempt or retry) by not_before.
CREATE INDEX IF NOT EXISTS notification_send_history_due_idx
  ON notification_send_history (not_before) WHERE status IN ('pending', 'sending');
CREATE INDEX IF NOT EXISTS notification_send_history_resource_idx
  ON notification_send_history (resource_id, created_at DESC);

-- The resource a send history row is about, by the prefix of its source event (duty's
-- notification_send_history_resources): a check, a catalog item or a component.
CREATE OR REPLACE VIEW notification_send_history_summary AS
SELECT
  h.*,
  CASE
    WHEN h.source_event LIKE 'check.%' THEN 'check'
    WHEN h.source_event LIKE 'config.%' THEN 'config'
    WHEN h.source_event LIKE 'component.%' THEN 'component'
    ELSE split_part(h.source_event, '.', 1)
  END AS resource_type,
  CASE
    WHEN h.source_event LIKE 'check.%' THEN (
      SELECT jsonb_build_object('id', c.id, 'name', c.name, 'type', c.type, 'status', c.status,
        'canary_id', c.canary_id, 'icon', c.icon, 'deleted_at', c.deleted_at)
      FROM checks c WHERE c.id = h.resource_id)
    WHEN h.source_event LIKE 'config.%' THEN (
      SELECT jsonb_build_object('id', ci.id, 'name', ci.name, 'type', ci.type, 'config_class', ci.config_class,
        'health', ci.health, 'status', ci.status, 'deleted_at', ci.deleted_at)
      FROM config_items ci WHERE ci.id = h.resource_id)
    WHEN h.source_event LIKE 'component.%' THEN (
      SELECT jsonb_build_object('id', co.id, 'name', co.name, 'type', co.type, 'icon', co.icon,
        'health', co.health, 'status', co.status, 'deleted_at', co.deleted_at)
      FROM components co WHERE co.id = h.resource_id)
  END AS resource,
  (SELECT jsonb_build_object('id', r.id, 'status', r.status, 'playbook_id', r.playbook_id)
   FROM playbook_runs r WHERE r.id = h.playbook_run_id) AS playbook_run
FROM notification_send_history h;

-- The rules table (duty views/015_job_history.sql): counts of the rule's sends.
CREATE OR REPLACE VIEW notifications_summary AS
SELECT
  n.*,
  coalesce(s.pending, 0)::int AS pending,
  s.avg_duration_ms,
  coalesce(s.failed, 0)::int AS failed,
  coalesce(s.sent, 0)::int AS sent,
  s.most_common_error,
  s.last_failed_at
FROM notifications n
LEFT JOIN LATERAL (
  SELECT
    count(*) FILTER (WHERE h.status IN ('pending', 'sending', 'evaluating-waitfor')) AS pending,
    avg(h.duration_millis) FILTER (WHERE h.status = 'sent')::float8 AS avg_duration_ms,
    count(*) FILTER (WHERE h.status = 'error') AS failed,
    count(*) FILTER (WHERE h.status = 'sent') AS sent,
    mode() WITHIN GROUP (ORDER BY h.error) FILTER (WHERE h.status = 'error') AS most_common_error,
    max(h.created_at) FILTER (WHERE h.status = 'error') AS last_failed_at
  FROM notification_send_history h
  WHERE h.notification_id = n.id
) s ON true
WHERE n.deleted_at IS NULL;
