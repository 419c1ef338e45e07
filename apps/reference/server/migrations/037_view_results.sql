-- #24 views: what the view executor (server/views/) keeps per view and request fingerprint (the variables' values).
-- view_results holds the table (columns and rows in column order) and view_panels each panel's rows, as upstream
-- keeps view_<ns>_<name> and view_panels; both carry refreshed_at (the last successful run) and the last refresh
-- error beside it, so a stale result is served with the error that kept it from being refreshed.
CREATE TABLE view_results (
  view_id uuid NOT NULL REFERENCES views (id) ON DELETE CASCADE,
  request_fingerprint text NOT NULL,
  -- The spec the rows were computed from: a saved change makes the cached rows stale at once.
  spec_hash text NOT NULL,
  variables jsonb NOT NULL DEFAULT '{}',
  columns jsonb NOT NULL DEFAULT '[]',
  rows jsonb NOT NULL DEFAULT '[]',
  refreshed_at timestamptz,
  error text,
  error_at timestamptz,
  PRIMARY KEY (view_id, request_fingerprint)
);

CREATE TABLE view_panels (
  view_id uuid NOT NULL REFERENCES views (id) ON DELETE CASCADE,
  request_fingerprint text NOT NULL,
  results jsonb NOT NULL DEFAULT '[]',
  refreshed_at timestamptz,
  PRIMARY KEY (view_id, request_fingerprint)
);

CREATE UNIQUE INDEX views_namespace_name_idx ON views (namespace, name) WHERE deleted_at IS NULL;

-- Panel and merge SQL (written by whoever may write views) runs as this role: it owns nothing and is granted
-- SELECT on the run's temporary tables only, so such a query cannot read the server's tables. Roles belong to the
-- whole PostgreSQL server, so it is created once; a database user that may not create roles leaves it out, and the
-- executor then refuses panel and merge SQL with a sentence saying why (secure by default).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mc_view_query') THEN
    CREATE ROLE mc_view_query NOLOGIN;
  END IF;
  EXECUTE format('GRANT mc_view_query TO %I', current_user);
EXCEPTION WHEN insufficient_privilege OR duplicate_object THEN
  RAISE NOTICE 'mc_view_query role not created: %', SQLERRM;
END $$;
