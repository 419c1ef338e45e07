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
