-- Hardening (issue 11).

-- One live check per (canary, type, name): concurrent reconciles of a canary
-- cannot create a check twice. Live duplicates left by earlier versions are
-- soft-deleted first, the oldest kept (its history stays attached to it).
UPDATE checks SET deleted_at = now()
WHERE id IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY canary_id, type, name ORDER BY created_at, id) AS n
    FROM checks WHERE deleted_at IS NULL
  ) ranked
  WHERE n > 1
);

CREATE UNIQUE INDEX checks_live_key ON checks (canary_id, type, name) WHERE deleted_at IS NULL;

-- Retention is a property anyone with settings access can write: a value that
-- is not a whole number of days, or is below one day, would make the next
-- maintenance pass erase history. It is refused (400 through /api/db).
DELETE FROM properties
WHERE name = 'check.status.retention.days' AND NOT (value ~ '^[0-9]{1,5}$' AND value::int >= 1);

CREATE FUNCTION properties_validate_retention() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name = 'check.status.retention.days'
     AND NOT (coalesce(NEW.value, '') ~ '^[0-9]{1,5}$' AND NEW.value::int >= 1) THEN
    RAISE EXCEPTION 'check.status.retention.days must be a whole number of days, at least 1 (got "%")', NEW.value
      USING HINT = 'Retention below a day would delete the check history on the next maintenance pass';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER properties_validate_retention
BEFORE INSERT OR UPDATE ON properties
FOR EACH ROW EXECUTE FUNCTION properties_validate_retention();
