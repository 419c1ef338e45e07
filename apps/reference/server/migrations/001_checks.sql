-- Health checks: the tables and columns of the real Mission Control (duty) schema.

CREATE TABLE agents (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  hostname text,
  description text,
  ip text,
  version text,
  username text,
  person_id uuid,
  properties jsonb,
  tls text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  cleanup boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  last_seen timestamptz,
  last_received timestamptz
);

-- The all-zero id is the local agent.
INSERT INTO agents (id, name) VALUES ('00000000-0000-0000-0000-000000000000', 'local');

CREATE TABLE canaries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  labels jsonb,
  annotations jsonb,
  spec jsonb NOT NULL,
  source text,
  schedule text,
  is_pushed boolean NOT NULL DEFAULT false,
  created_by uuid,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  canary_id uuid NOT NULL REFERENCES canaries (id),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  type text NOT NULL,
  name text NOT NULL,
  namespace text,
  description text,
  icon text,
  spec jsonb,
  labels jsonb,
  owner text,
  severity text,
  category text,
  status text,
  is_pushed boolean NOT NULL DEFAULT false,
  transformed boolean,
  last_runtime timestamptz,
  next_runtime timestamptz,
  last_transition_time timestamptz,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  silenced_at timestamptz
);

CREATE INDEX checks_canary_id_idx ON checks (canary_id);

CREATE TABLE check_statuses (
  check_id uuid NOT NULL REFERENCES checks (id),
  time timestamptz NOT NULL,
  duration integer,
  status boolean,
  invalid boolean,
  message text,
  error text,
  details jsonb,
  severity text,
  is_pushed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (check_id, time)
);

CREATE INDEX check_statuses_time_idx ON check_statuses (time);

-- Matches the real backend's trigger: a status change stamps the transition time.
CREATE FUNCTION checks_status_transition() RETURNS trigger AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.last_transition_time := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER checks_status_transition
  BEFORE UPDATE ON checks
  FOR EACH ROW EXECUTE FUNCTION checks_status_transition();

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
