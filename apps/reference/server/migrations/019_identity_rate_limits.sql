-- Rate-limit counters of the identity service (sign-in, registration, flow creation). They live in the database so
-- a limit holds across restarts and across several servers on one PostgreSQL database.
CREATE TABLE IF NOT EXISTS identity_rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL,
  -- The window ends here; an expired row counts as empty and is reset by the next hit.
  expires_at timestamptz NOT NULL,
  -- When the last point was added (the sign-in back-off counts from the last failure).
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS identity_rate_limits_expires ON identity_rate_limits (expires_at);

-- Browsers that signed in to an identity before ("known devices"): the cookie holds a random token, this table its
-- SHA-256, so a stolen database does not hand out device cookies.
CREATE TABLE IF NOT EXISTS identity_devices (
  token_hash text PRIMARY KEY,
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS identity_devices_identity ON identity_devices (identity_id);
