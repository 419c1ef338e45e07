-- #23 Incidents as an area: responders, the list's summary view, the status state machine, the incident's history
-- and its events. Everything here runs in the transaction of the write that causes it (a trigger), so a write
-- that rolls back leaves neither a history row nor an event, and no write path (/api/db, MCP, seed) can skip them.

-- Who last changed the incident: /api/db fills `updated_by` with the caller (db/routes.ts withAuthor), which is
-- how the status history knows who moved it.
ALTER TABLE incidents ADD COLUMN IF NOT EXISTS updated_by uuid REFERENCES people (id);

-- A responder is a person or a team on one incident; removing one sets deleted_at (by updated_by), so the
-- history can say who removed whom and the row is still there to name.
CREATE TABLE IF NOT EXISTS responders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('person', 'team')),
  person_id uuid REFERENCES people (id),
  team_id uuid REFERENCES teams (id),
  created_by uuid NOT NULL REFERENCES people (id),
  updated_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT responders_one_target CHECK (
    (type = 'person' AND person_id IS NOT NULL AND team_id IS NULL)
    OR (type = 'team' AND team_id IS NOT NULL AND person_id IS NULL)
  )
);
CREATE UNIQUE INDEX IF NOT EXISTS responders_person_once ON responders (incident_id, person_id)
  WHERE deleted_at IS NULL AND person_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS responders_team_once ON responders (incident_id, team_id)
  WHERE deleted_at IS NULL AND team_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS incidents_status_created ON incidents (status, created_at DESC);

-- The state machine (the spec names the statuses, not the moves; this is the product's choice):
-- new → open | investigating | closed; open → investigating | mitigated | resolved | closed;
-- investigating → open | mitigated | resolved | closed; mitigated → investigating | resolved | closed;
-- resolved → open | closed; closed → open. The console offers exactly these (incidents/model/status.ts).
CREATE OR REPLACE FUNCTION incident_status_allowed(from_status text, to_status text) RETURNS boolean AS $$
  SELECT CASE from_status
    WHEN 'new' THEN to_status IN ('open', 'investigating', 'closed')
    WHEN 'open' THEN to_status IN ('investigating', 'mitigated', 'resolved', 'closed')
    WHEN 'investigating' THEN to_status IN ('open', 'mitigated', 'resolved', 'closed')
    WHEN 'mitigated' THEN to_status IN ('investigating', 'resolved', 'closed')
    WHEN 'resolved' THEN to_status IN ('open', 'closed')
    WHEN 'closed' THEN to_status IN ('open')
    ELSE false
  END
$$ LANGUAGE sql IMMUTABLE;

CREATE OR REPLACE FUNCTION incidents_before_write() RETURNS trigger AS $$
BEGIN
  IF NEW.status NOT IN ('new', 'open', 'investigating', 'mitigated', 'resolved', 'closed') THEN
    RAISE EXCEPTION 'An incident''s status is one of new, open, investigating, mitigated, resolved or closed, not "%".', NEW.status;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status THEN
    IF NOT incident_status_allowed(OLD.status, NEW.status) THEN
      RAISE EXCEPTION 'An incident cannot go from % to %.', OLD.status, NEW.status;
    END IF;
    NEW.updated_at := now();
    IF NEW.status = 'investigating' AND NEW.acknowledged IS NULL THEN NEW.acknowledged := now(); END IF;
    IF NEW.status = 'resolved' THEN NEW.resolved := now(); END IF;
    IF NEW.status = 'closed' THEN NEW.closed := now(); END IF;
    IF NEW.status = 'open' THEN NEW.resolved := NULL; NEW.closed := NULL; END IF;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION incidents_after_write() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO incident_histories (incident_id, type, description, created_by)
      VALUES (NEW.id, 'incident.created', NEW.status, NEW.created_by);
    INSERT INTO event_queue (name, properties)
      VALUES ('incident.created', jsonb_build_object('id', NEW.id, 'status', NEW.status));
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO incident_histories (incident_id, type, description, created_by)
      VALUES (NEW.id, 'incident.status_changed', OLD.status || ' → ' || NEW.status,
              coalesce(NEW.updated_by, NEW.created_by));
    INSERT INTO event_queue (name, properties)
      VALUES ('incident.status.' || NEW.status,
              jsonb_build_object('id', NEW.id, 'from', OLD.status, 'status', NEW.status));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS incidents_before_write ON incidents;
CREATE TRIGGER incidents_before_write BEFORE INSERT OR UPDATE ON incidents
  FOR EACH ROW EXECUTE FUNCTION incidents_before_write();
DROP TRIGGER IF EXISTS incidents_after_write ON incidents;
CREATE TRIGGER incidents_after_write AFTER INSERT OR UPDATE ON incidents
  FOR EACH ROW EXECUTE FUNCTION incidents_after_write();

CREATE OR REPLACE FUNCTION responders_history() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO incident_histories (incident_id, type, description, responder_id, created_by)
      VALUES (NEW.incident_id, 'responder.added', NEW.type, NEW.id, NEW.created_by);
  ELSIF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL THEN
    INSERT INTO incident_histories (incident_id, type, description, responder_id, created_by)
      VALUES (NEW.incident_id, 'responder.removed', NEW.type, NEW.id, coalesce(NEW.updated_by, NEW.created_by));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS responders_history ON responders;
CREATE TRIGGER responders_history AFTER INSERT OR UPDATE ON responders
  FOR EACH ROW EXECUTE FUNCTION responders_history();

-- The list's rows (reference §5.1, duty views/009_incident_views.sql's incident_summary) plus what the list
-- filters on that upstream could not: the components the incident's evidence names.
CREATE OR REPLACE VIEW incident_summary AS
SELECT
  i.id,
  i.incident_id,
  i.title,
  i.severity,
  i.type,
  i.status,
  i.created_by,
  i.created_at,
  i.updated_at,
  i.commander_id,
  CASE WHEN c.id IS NULL THEN NULL ELSE jsonb_build_object('id', c.id, 'name', c.name, 'avatar', c.avatar) END
    AS commander,
  coalesce((
    SELECT jsonb_agg(jsonb_build_object('id', r.id, 'type', r.type, 'name', coalesce(p.name, t.name))
                     ORDER BY r.created_at)
    FROM responders r
    LEFT JOIN people p ON p.id = r.person_id
    LEFT JOIN teams t ON t.id = r.team_id
    WHERE r.incident_id = i.id AND r.deleted_at IS NULL
  ), '[]'::jsonb) AS responders,
  coalesce((
    SELECT array_agg(DISTINCT e.component_id)
    FROM hypotheses h JOIN evidences e ON e.hypothesis_id = h.id
    WHERE h.incident_id = i.id AND e.component_id IS NOT NULL
  ), '{}'::uuid[]) AS component_ids
FROM incidents i
LEFT JOIN people c ON c.id = i.commander_id;
