-- Job history for every job the server runs (check runs, canary reconciles,
-- playbook runs, rollups and retention): the view names the resource of each
-- type the console links to, as the real view does.
CREATE OR REPLACE VIEW job_histories AS
SELECT j.*,
       CASE j.resource_type
         WHEN 'canary' THEN (SELECT k.name FROM canaries k WHERE k.id::text = j.resource_id)
         WHEN 'check' THEN (SELECT c.name FROM checks c WHERE c.id::text = j.resource_id)
         WHEN 'topology' THEN (SELECT t.name FROM topologies t WHERE t.id::text = j.resource_id)
         WHEN 'config_scraper' THEN (SELECT s.name FROM config_scrapers s WHERE s.id::text = j.resource_id)
         WHEN 'playbook' THEN (SELECT p.name FROM playbooks p WHERE p.id::text = j.resource_id)
       END AS resource_name,
       json_build_object('id', a.id, 'name', a.name) AS agent
FROM job_history j
LEFT JOIN agents a ON a.id = j.agent_id;

-- The status and name filters of /settings/jobs, newest first.
CREATE INDEX IF NOT EXISTS job_history_status_created_at_idx ON job_history (status, created_at DESC);

-- /settings/integrations: scrapers, topologies, log backends and notification
-- channels in one list with the status of their latest job. Notification
-- channels show only their name and type (a connection's secrets never pass
-- through this view).
CREATE VIEW integrations_with_status AS
WITH items AS (
  SELECT s.id, s.name, s.namespace, 'scrapers'::text AS integration_type, s.source, s.agent_id,
         s.created_at, s.updated_at, s.deleted_at, 'config_scraper'::text AS resource_type
  FROM config_scrapers s
  UNION ALL
  SELECT t.id, t.name, t.namespace, 'topologies', t.source, t.agent_id, t.created_at, t.updated_at, t.deleted_at,
         'topology'
  FROM topologies t
  UNION ALL
  SELECT l.id, l.name, NULL, 'logging_backends', l.source, '00000000-0000-0000-0000-000000000000'::uuid,
         l.created_at, l.updated_at, l.deleted_at, 'logging_backend'
  FROM logging_backends l
  UNION ALL
  SELECT c.id, c.name, c.namespace, 'notifications', c.source, '00000000-0000-0000-0000-000000000000'::uuid,
         c.created_at, c.updated_at, c.deleted_at, 'connection'
  FROM connections c
  WHERE c.type IN ('discord', 'email', 'google_chat', 'ifttt', 'mattermost', 'matrix', 'ntfy', 'opsgenie',
                   'pushbullet', 'pushover', 'rocketchat', 'slack', 'teams', 'telegram', 'zulip_chat',
                   'generic_webhook')
)
SELECT i.id, i.name, i.namespace, i.integration_type, i.source, i.agent_id, i.created_at, i.updated_at,
       i.deleted_at, j.status AS job_status, j.time_start AS job_time_start, j.error_count AS job_error_count
FROM items i
LEFT JOIN LATERAL (
  SELECT h.status, h.time_start, h.error_count FROM job_history h
  WHERE h.resource_id = i.id::text AND h.resource_type = i.resource_type
  ORDER BY h.created_at DESC LIMIT 1
) j ON true;
