-- What the health summary (/canary/api/summary) needs besides the last hour of
-- raw statuses, kept up to date by triggers so a request reads it instead of
-- recomputing it for every check. Triggers rather than the runner keep both
-- tables right whoever writes: the runner, reconcile, the demo seed, /api/db,
-- retention.
--
-- 1. check_status_latest: the newest status of every check. The summary shows
--    it for checks with no status in the last hour (as the real backend's
--    check_status_summary_aged does): one hash join instead of one index probe
--    per idle check.

CREATE TABLE check_status_latest (
  check_id uuid PRIMARY KEY REFERENCES checks (id) ON DELETE CASCADE,
  time timestamptz NOT NULL,
  status boolean,
  duration integer
);

-- Statuses already stored (a data directory from an earlier version): one
-- backward primary-key probe per check.
INSERT INTO check_status_latest (check_id, time, status, duration)
SELECT c.id, s.time, s.status, s.duration
FROM checks c
CROSS JOIN LATERAL (
  SELECT time, status, duration FROM check_statuses
  WHERE check_id = c.id
  ORDER BY time DESC
  LIMIT 1
) s;

-- New rows: one upsert per statement, newest row per check, never moving back in time.
-- (max + join hashes a bulk insert; DISTINCT ON would sort all of it.)
CREATE FUNCTION check_status_latest_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO check_status_latest (check_id, time, status, duration)
  SELECT n.check_id, n.time, n.status, n.duration
  FROM inserted_rows n
  JOIN (SELECT check_id, max(time) AS time FROM inserted_rows GROUP BY check_id) m
    ON m.check_id = n.check_id AND m.time = n.time
  ON CONFLICT (check_id) DO UPDATE
    SET time = EXCLUDED.time, status = EXCLUDED.status, duration = EXCLUDED.duration
    WHERE check_status_latest.time <= EXCLUDED.time;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- Deleted or changed rows: checks whose newest row was touched read it again.
CREATE FUNCTION check_status_latest_recompute(ids uuid[]) RETURNS void AS $$
BEGIN
  DELETE FROM check_status_latest WHERE check_id = ANY (ids);
  INSERT INTO check_status_latest (check_id, time, status, duration)
  SELECT c.id, s.time, s.status, s.duration
  FROM unnest(ids) AS c (id)
  CROSS JOIN LATERAL (
    SELECT time, status, duration FROM check_statuses
    WHERE check_id = c.id
    ORDER BY time DESC
    LIMIT 1
  ) s
  ON CONFLICT (check_id) DO UPDATE
    SET time = EXCLUDED.time, status = EXCLUDED.status, duration = EXCLUDED.duration;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION check_status_latest_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM check_status_latest_recompute(ARRAY(
    SELECT l.check_id FROM check_status_latest l
    JOIN deleted_rows d ON d.check_id = l.check_id AND d.time = l.time
  ));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION check_status_latest_updated() RETURNS trigger AS $$
BEGIN
  PERFORM check_status_latest_recompute(ARRAY(
    SELECT check_id FROM old_rows UNION SELECT check_id FROM new_rows
  ));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION check_status_latest_truncated() RETURNS trigger AS $$
BEGIN
  DELETE FROM check_status_latest;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER check_status_latest_insert
  AFTER INSERT ON check_statuses
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION check_status_latest_inserted();

CREATE TRIGGER check_status_latest_delete
  AFTER DELETE ON check_statuses
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION check_status_latest_deleted();

CREATE TRIGGER check_status_latest_update
  AFTER UPDATE ON check_statuses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION check_status_latest_updated();

CREATE TRIGGER check_status_latest_truncate
  AFTER TRUNCATE ON check_statuses
  FOR EACH STATEMENT EXECUTE FUNCTION check_status_latest_truncated();

-- 2. check_summary_json: the parts of a check's summary item that come from the
--    checks and canaries rows, already rendered as JSON text (keys whose value
--    is NULL left out, as Go's omitempty does; times as JavaScript's
--    toISOString()). The summary adds "uptime" and "latency" between head and
--    tail. A change to the rendered shape needs a new migration that replaces
--    check_summary_refresh and calls it for every check.
CREATE TABLE check_summary_json (
  check_id uuid PRIMARY KEY REFERENCES checks (id) ON DELETE CASCADE,
  head text NOT NULL,
  tail text NOT NULL
);

-- PL/pgSQL, not SQL: it keeps its plan between calls, which matters for the
-- one-check refresh after every run.
CREATE FUNCTION check_summary_refresh(ids uuid[]) RETURNS void AS $$
BEGIN
  INSERT INTO check_summary_json (check_id, head, tail)
  SELECT c.id,
         concat(
           '{"id":"', c.id::text, '","canary_id":"', c.canary_id::text, '"',
           ',"canary_name":' || to_json(k.name)::text,
           ',"canary_namespace":' || to_json(k.namespace)::text,
           ',"agent_id":"' || c.agent_id::text || '"',
           ',"name":' || to_json(c.name)::text,
           ',"namespace":' || to_json(c.namespace)::text,
           ',"description":' || to_json(c.description)::text,
           ',"endpoint":' || to_json(COALESCE(c.spec->>'endpoint', c.spec->>'url', c.spec->>'query',
                                              c.spec->>'path', c.spec->>'addr', c.spec->>'host'))::text,
           ',"type":' || to_json(c.type)::text,
           ',"icon":' || to_json(c.icon)::text,
           ',"status":' || to_json(c.status)::text,
           ',"severity":' || to_json(c.severity)::text,
           ',"owner":' || to_json(c.owner)::text,
           ',"labels":', jsonb_strip_nulls(COALESCE(k.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb))::text),
         concat(
           ',"last_runtime":"' || to_char(c.last_runtime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"',
           ',"next_runtime":"' || to_char(c.next_runtime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"',
           ',"last_transition_time":"' ||
             to_char(c.last_transition_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"',
           ',"created_at":"' || to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"',
           ',"updated_at":"' || to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"',
           ',"deleted_at":"' || to_char(c.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"',
           ',"silenced_at":"' || to_char(c.silenced_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"',
           '}')
  FROM checks c
  JOIN canaries k ON k.id = c.canary_id
  WHERE c.id = ANY (ids)
  ON CONFLICT (check_id) DO UPDATE SET head = EXCLUDED.head, tail = EXCLUDED.tail;
END;
$$ LANGUAGE plpgsql;

SELECT check_summary_refresh(ARRAY(SELECT id FROM checks));

CREATE FUNCTION check_summary_checks_changed() RETURNS trigger AS $$
BEGIN
  PERFORM check_summary_refresh(ARRAY(SELECT id FROM changed_checks));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION check_summary_canaries_changed() RETURNS trigger AS $$
BEGIN
  PERFORM check_summary_refresh(ARRAY(
    SELECT c.id FROM checks c WHERE c.canary_id IN (SELECT id FROM changed_canaries)
  ));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER check_summary_json_insert
  AFTER INSERT ON checks
  REFERENCING NEW TABLE AS changed_checks
  FOR EACH STATEMENT EXECUTE FUNCTION check_summary_checks_changed();

CREATE TRIGGER check_summary_json_update
  AFTER UPDATE ON checks
  REFERENCING NEW TABLE AS changed_checks
  FOR EACH STATEMENT EXECUTE FUNCTION check_summary_checks_changed();

CREATE TRIGGER check_summary_json_canary_update
  AFTER UPDATE ON canaries
  REFERENCING NEW TABLE AS changed_canaries
  FOR EACH STATEMENT EXECUTE FUNCTION check_summary_canaries_changed();
