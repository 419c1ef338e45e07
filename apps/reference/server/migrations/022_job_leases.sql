-- Jobs that run once per interval across every server on one database (retention and rollups today, and the
-- schedulers to come) hold a lease here while they run; a server that dies loses its lease when it expires.
-- Per-row schedules (checks.next_runtime, config_scrapers.next_runtime) claim a due run on the row itself
-- (see server/jobs/claims.ts), so they need no lease row.
CREATE TABLE IF NOT EXISTS job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  acquired_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
