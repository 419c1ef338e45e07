-- The check runner: status rollups, job history, and the indexes the runner,
-- the summary and the graph read through. Columns follow the real backend (duty).

-- Hourly and daily rollups of check_statuses. `duration` is the SUM of the
-- durations in the bucket (as in duty), so an average is duration / total.
CREATE TABLE check_statuses_1h (
  check_id uuid NOT NULL REFERENCES checks (id),
  created_at timestamptz NOT NULL,
  duration integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  passed integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (check_id, created_at)
);

CREATE TABLE check_statuses_1d (
  check_id uuid NOT NULL REFERENCES checks (id),
  created_at timestamptz NOT NULL,
  duration integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  passed integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (check_id, created_at)
);

-- Retention deletes by age across all checks.
CREATE INDEX check_statuses_1h_created_at_idx ON check_statuses_1h (created_at);
CREATE INDEX check_statuses_1d_created_at_idx ON check_statuses_1d (created_at);

-- Per-check history reads (graph, 50-row status page, the summary's "latest status"
-- fallback) are served by check_statuses' primary key (check_id, time), which a
-- backward index scan reads newest first; a second (check_id, time DESC) index
-- would only double the write cost of every run.

-- The scheduler asks "which live checks are due?" every tick.
CREATE INDEX checks_next_runtime_idx ON checks (next_runtime) WHERE deleted_at IS NULL;

CREATE TABLE job_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  name text,
  success_count integer,
  error_count integer,
  details jsonb,
  hostname text,
  duration_millis integer,
  resource_type text,
  resource_id text,
  status text,
  time_start timestamptz,
  time_end timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean DEFAULT false
);

CREATE INDEX job_history_name_created_at_idx ON job_history (name, created_at DESC);
CREATE INDEX job_history_resource_idx ON job_history (resource_type, resource_id, created_at DESC);
CREATE INDEX job_history_created_at_idx ON job_history (created_at);

-- job_history plus the name of the resource it ran for and its agent, as the real view.
CREATE VIEW job_histories AS
SELECT j.*,
       CASE j.resource_type
         WHEN 'canary' THEN (SELECT k.name FROM canaries k WHERE k.id::text = j.resource_id)
         WHEN 'check' THEN (SELECT c.name FROM checks c WHERE c.id::text = j.resource_id)
       END AS resource_name,
       json_build_object('id', a.id, 'name', a.name) AS agent
FROM job_history j
LEFT JOIN agents a ON a.id = j.agent_id;

CREATE VIEW job_history_names AS
SELECT DISTINCT name FROM job_history WHERE name IS NOT NULL;
