-- The health summary is computed once per change of what it reads, not once per request. Every statement that
-- writes checks, their statuses or canaries advances this sequence; servers compare its value with the one their
-- cached summary was computed at (server/canary/versioned.ts). A sequence, not a counter row: nextval never
-- waits for another transaction, so concurrent check runs do not queue on one row.
CREATE SEQUENCE IF NOT EXISTS summary_data_version;

CREATE OR REPLACE FUNCTION bump_summary_data_version() RETURNS trigger AS $$
BEGIN
  PERFORM nextval('summary_data_version');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS check_statuses_summary_version ON check_statuses;
CREATE TRIGGER check_statuses_summary_version AFTER INSERT OR UPDATE OR DELETE ON check_statuses
  FOR EACH STATEMENT EXECUTE FUNCTION bump_summary_data_version();
DROP TRIGGER IF EXISTS checks_summary_version ON checks;
CREATE TRIGGER checks_summary_version AFTER INSERT OR UPDATE OR DELETE ON checks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_summary_data_version();
DROP TRIGGER IF EXISTS canaries_summary_version ON canaries;
CREATE TRIGGER canaries_summary_version AFTER INSERT OR UPDATE OR DELETE ON canaries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_summary_data_version();
