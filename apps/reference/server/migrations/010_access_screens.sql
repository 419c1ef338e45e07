-- The settings Event Queue page reads one row per event name: how many wait, how
-- many failed, and the failures' time span and most common error (as duty's view).
CREATE OR REPLACE VIEW event_queue_summary AS
SELECT
  name,
  count(*) FILTER (WHERE error IS NULL)::int AS pending,
  count(*) FILTER (WHERE error IS NOT NULL)::int AS failed,
  coalesce(avg(attempts), 0)::float8 AS average_attempts,
  min(last_attempt) FILTER (WHERE error IS NOT NULL) AS first_failure,
  max(last_attempt) FILTER (WHERE error IS NOT NULL) AS last_failure,
  mode() WITHIN GROUP (ORDER BY error) FILTER (WHERE error IS NOT NULL) AS most_common_error
FROM event_queue
GROUP BY name;

-- Agents are listed newest first and looked up by name when one is generated.
CREATE UNIQUE INDEX IF NOT EXISTS agents_live_name_idx ON agents (name) WHERE deleted_at IS NULL;
