-- #23 Hypotheses with their own status (operations §3.6): the statuses and types the spec names are the only ones
-- stored, whatever writes them (/api/db, MCP, seed), and each new hypothesis, status change and attached evidence
-- is recorded in incident_histories with who did it, in the transaction of the write (as 032 does for incidents).

-- Who last changed the hypothesis: /api/db fills `updated_by` with the caller (db/routes.ts withAuthor).
ALTER TABLE hypotheses ADD COLUMN IF NOT EXISTS updated_by uuid REFERENCES people (id);

CREATE OR REPLACE FUNCTION hypotheses_before_write() RETURNS trigger AS $$
BEGIN
  IF NEW.status NOT IN ('proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven') THEN
    RAISE EXCEPTION 'A hypothesis''s status is one of proven, likely, possible, unlikely, improbable or disproven, not "%".', NEW.status;
  END IF;
  IF NEW.type NOT IN ('root', 'factor', 'solution') THEN
    RAISE EXCEPTION 'A hypothesis''s type is one of root, factor or solution, not "%".', NEW.type;
  END IF;
  IF btrim(NEW.title) = '' THEN
    RAISE EXCEPTION 'A hypothesis needs a title.';
  END IF;
  IF TG_OP = 'UPDATE' THEN NEW.updated_at := now(); END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION hypotheses_after_write() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO incident_histories (incident_id, type, description, hypothesis_id, created_by)
      VALUES (NEW.incident_id, 'hypothesis.created', NEW.title, NEW.id, NEW.created_by);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO incident_histories (incident_id, type, description, hypothesis_id, created_by)
      VALUES (NEW.incident_id, 'hypothesis.status_changed', OLD.status || ' → ' || NEW.status, NEW.id,
              coalesce(NEW.updated_by, NEW.created_by));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS hypotheses_before_write ON hypotheses;
CREATE TRIGGER hypotheses_before_write BEFORE INSERT OR UPDATE ON hypotheses
  FOR EACH ROW EXECUTE FUNCTION hypotheses_before_write();
DROP TRIGGER IF EXISTS hypotheses_after_write ON hypotheses;
CREATE TRIGGER hypotheses_after_write AFTER INSERT OR UPDATE ON hypotheses
  FOR EACH ROW EXECUTE FUNCTION hypotheses_after_write();

CREATE OR REPLACE FUNCTION evidences_history() RETURNS trigger AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, type, description, hypothesis_id, evidence_id, created_by)
    SELECT h.incident_id, 'evidence.added', NEW.type, NEW.hypothesis_id, NEW.id, NEW.created_by
    FROM hypotheses h WHERE h.id = NEW.hypothesis_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS evidences_history ON evidences;
CREATE TRIGGER evidences_history AFTER INSERT ON evidences
  FOR EACH ROW EXECUTE FUNCTION evidences_history();
