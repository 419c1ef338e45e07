-- The data plane: the tables the console reads and writes through /api/db, with the
-- names and columns of the real Mission Control (duty) schema. Ids are uuids from
-- gen_random_uuid() (duty uses ULID-shaped uuids; the wire type is the same).
-- Foreign keys are declared because /api/db embeds related rows through them.

-- People and teams reference each other, so people.team_id gets its key after teams exist.
CREATE TABLE people (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  avatar text,
  type text,
  team_id uuid,
  organization text,
  title text,
  email text,
  phone text,
  properties jsonb,
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  last_login timestamptz
);

CREATE UNIQUE INDEX people_email_key ON people (email) WHERE deleted_at IS NULL AND email IS NOT NULL;

-- The administrator every request acts as until sign-in lands (see SEEDED_ADMIN in app.ts).
INSERT INTO people (id, name, email, properties)
VALUES ('00000000-0000-0000-0000-00000000a001', 'Admin', 'admin@example.com', '{"role": "admin"}');

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  icon text,
  spec jsonb,
  source text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

ALTER TABLE people ADD CONSTRAINT people_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id);

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  source text NOT NULL DEFAULT 'UI',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, person_id)
);

-- Columns of 001's tables that point at people get their keys now that people exist.
ALTER TABLE canaries ADD CONSTRAINT canaries_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id);
ALTER TABLE agents ADD CONSTRAINT agents_person_id_fkey FOREIGN KEY (person_id) REFERENCES people (id);
ALTER TABLE agents ADD CONSTRAINT agents_created_by_fkey FOREIGN KEY (created_by) REFERENCES people (id);

-- Kratos identities (traits hold email and name). Credentials live elsewhere and are never exposed.
CREATE TABLE identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  schema_id text NOT NULL DEFAULT 'default',
  traits jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'active',
  state_changed_at timestamptz,
  metadata_public jsonb,
  metadata_admin jsonb,
  available_aal text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE topologies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  name text NOT NULL,
  namespace text,
  labels jsonb,
  source text,
  spec jsonb,
  schedule text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false
);

CREATE TABLE config_scrapers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  name text NOT NULL,
  namespace text,
  description text,
  spec jsonb NOT NULL,
  source text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false
);

CREATE TABLE config_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  icon text,
  scraper_id uuid REFERENCES config_scrapers (id),
  config_class text NOT NULL,
  status text,
  health text,
  ready boolean,
  external_id text[],
  type text NOT NULL,
  name text,
  namespace text,
  description text,
  config jsonb,
  source text,
  labels jsonb,
  tags jsonb,
  tags_values jsonb,
  properties jsonb,
  parent_id uuid REFERENCES config_items (id),
  path text,
  is_pushed boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  delete_reason text,
  inserted_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX config_items_type_idx ON config_items (type) WHERE deleted_at IS NULL;

CREATE TABLE config_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  config_id uuid NOT NULL REFERENCES config_items (id),
  external_change_id text,
  external_created_by text,
  change_type text NOT NULL,
  severity text,
  source text,
  summary text,
  patches jsonb,
  diff text,
  details jsonb,
  fingerprint text,
  count integer NOT NULL DEFAULT 1,
  first_observed timestamptz DEFAULT now(),
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  inserted_at timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false
);

CREATE INDEX config_changes_config_id_idx ON config_changes (config_id, created_at DESC);

CREATE TABLE config_analysis (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  config_id uuid NOT NULL REFERENCES config_items (id),
  scraper_id uuid REFERENCES config_scrapers (id),
  analyzer text NOT NULL,
  message text,
  summary text,
  status text,
  severity text,
  analysis_type text,
  analysis jsonb,
  source text,
  first_observed timestamptz DEFAULT now(),
  last_observed timestamptz,
  created_by uuid REFERENCES people (id),
  is_pushed boolean NOT NULL DEFAULT false
);

CREATE TABLE components (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents (id),
  topology_id uuid REFERENCES topologies (id),
  external_id text NOT NULL DEFAULT '',
  parent_id uuid REFERENCES components (id),
  config_id uuid REFERENCES config_items (id),
  name text NOT NULL,
  text text,
  topology_type text,
  namespace text,
  labels jsonb,
  hidden boolean NOT NULL DEFAULT false,
  silenced boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'healthy',
  status_expr text,
  health_expr text,
  health text,
  description text,
  lifecycle text,
  tooltip text,
  status_reason text,
  schedule text,
  icon text,
  type text,
  owner text,
  selectors jsonb,
  log_selectors jsonb,
  component_checks jsonb,
  configs jsonb,
  properties jsonb,
  summary jsonb,
  path text,
  is_leaf boolean NOT NULL DEFAULT false,
  cost_per_minute numeric(16, 4),
  cost_total_1d numeric(16, 4),
  cost_total_7d numeric(16, 4),
  cost_total_30d numeric(16, 4),
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false
);

-- Links between checks and the components / catalog items they watch (no primary key, as in duty).
CREATE TABLE check_component_relationships (
  component_id uuid NOT NULL REFERENCES components (id),
  check_id uuid NOT NULL REFERENCES checks (id),
  canary_id uuid NOT NULL REFERENCES canaries (id),
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false,
  UNIQUE (component_id, check_id, canary_id, selector_id)
);

CREATE TABLE check_config_relationships (
  config_id uuid NOT NULL REFERENCES config_items (id),
  check_id uuid NOT NULL REFERENCES checks (id),
  canary_id uuid NOT NULL REFERENCES canaries (id),
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false,
  UNIQUE (config_id, check_id, canary_id, selector_id)
);

CREATE TABLE connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  type text NOT NULL,
  url text,
  username text,
  password text,
  certificate text,
  properties jsonb,
  insecure_tls boolean NOT NULL DEFAULT false,
  source text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE logging_backends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  labels jsonb,
  spec jsonb NOT NULL,
  source text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE properties (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_by uuid REFERENCES people (id),
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

-- Hashed access tokens: never mapped to a /api/db resource, so `value` cannot be read over HTTP.
CREATE TABLE access_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  person_id uuid NOT NULL REFERENCES people (id),
  value text NOT NULL,
  auto_renew boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);

CREATE TABLE playbooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  namespace text NOT NULL DEFAULT 'default',
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  icon text,
  description text,
  spec jsonb NOT NULL,
  source text NOT NULL DEFAULT 'UI',
  category text NOT NULL DEFAULT '',
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE playbook_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playbook_id uuid NOT NULL REFERENCES playbooks (id),
  spec jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'scheduled',
  created_at timestamptz NOT NULL DEFAULT now(),
  start_time timestamptz,
  end_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  -- Nanoseconds, like Go's time.Duration; 30 minutes by default.
  timeout bigint NOT NULL DEFAULT 1800000000000,
  created_by uuid REFERENCES people (id),
  notification_send_id uuid,
  check_id uuid REFERENCES checks (id),
  config_id uuid REFERENCES config_items (id),
  component_id uuid REFERENCES components (id),
  parameters jsonb,
  request jsonb,
  agent_id uuid REFERENCES agents (id),
  parent_id uuid REFERENCES playbook_runs (id),
  error text
);

CREATE TABLE playbook_run_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  status text NOT NULL DEFAULT 'running',
  playbook_run_id uuid NOT NULL REFERENCES playbook_runs (id) ON DELETE CASCADE,
  start_time timestamptz DEFAULT now(),
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  result jsonb,
  retry_count integer NOT NULL DEFAULT 0,
  agent_id uuid REFERENCES agents (id),
  error text,
  is_pushed boolean NOT NULL DEFAULT false
);

CREATE TABLE incident_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  spec jsonb NOT NULL,
  source text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE SEQUENCE incident_id_sequence;

CREATE TABLE incidents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id varchar(10) NOT NULL DEFAULT ('INC' || lpad(nextval('incident_id_sequence')::text, 7, '0')),
  incident_rule_id uuid REFERENCES incident_rules (id),
  title text NOT NULL,
  created_by uuid NOT NULL REFERENCES people (id),
  commander_id uuid REFERENCES people (id),
  communicator_id uuid REFERENCES people (id),
  severity text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hypotheses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_by uuid NOT NULL REFERENCES people (id),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES hypotheses (id),
  owner uuid,
  team_id uuid REFERENCES teams (id),
  type text NOT NULL,
  title text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE evidences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  description text NOT NULL,
  hypothesis_id uuid NOT NULL REFERENCES hypotheses (id) ON DELETE CASCADE,
  config_id uuid REFERENCES config_items (id),
  config_change_id uuid REFERENCES config_changes (id),
  config_analysis_id uuid REFERENCES config_analysis (id),
  component_id uuid REFERENCES components (id),
  check_id uuid REFERENCES checks (id),
  definition_of_done boolean NOT NULL DEFAULT false,
  done boolean,
  factor boolean,
  mitigator boolean,
  created_by uuid NOT NULL REFERENCES people (id),
  type text NOT NULL,
  evidence jsonb,
  properties jsonb,
  script text,
  script_result text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_by uuid NOT NULL REFERENCES people (id),
  comment text NOT NULL,
  external_id text,
  external_created_by text,
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  responder_id uuid,
  hypothesis_id uuid REFERENCES hypotheses (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE incident_histories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  type text NOT NULL,
  description text,
  hypothesis_id uuid REFERENCES hypotheses (id),
  evidence_id uuid REFERENCES evidences (id),
  responder_id uuid,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text,
  events text[] NOT NULL,
  title text,
  template text,
  filter text,
  properties jsonb,
  error text,
  error_at timestamptz,
  playbook_id uuid REFERENCES playbooks (id),
  person_id uuid REFERENCES people (id),
  team_id uuid REFERENCES teams (id),
  custom_services jsonb,
  repeat_interval text,
  inhibitions jsonb,
  wait_for bigint,
  wait_for_eval_period bigint,
  group_by text[],
  group_by_interval bigint,
  watchdog_schedule text,
  fallback_delay text,
  fallback_custom_services jsonb,
  fallback_playbook_id uuid REFERENCES playbooks (id),
  fallback_person_id uuid REFERENCES people (id),
  fallback_team_id uuid REFERENCES teams (id),
  source text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE notification_silences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text,
  namespace text,
  description text,
  filter text,
  selectors jsonb,
  error text,
  "from" timestamptz,
  "until" timestamptz,
  recursive boolean,
  config_id uuid REFERENCES config_items (id),
  check_id uuid REFERENCES checks (id),
  canary_id uuid REFERENCES canaries (id),
  component_id uuid REFERENCES components (id),
  source text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE notification_send_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  notification_id uuid NOT NULL REFERENCES notifications (id),
  body text,
  body_payload jsonb,
  status text,
  not_before timestamptz,
  retries integer,
  payload jsonb,
  count integer NOT NULL DEFAULT 1,
  first_observed timestamptz NOT NULL DEFAULT now(),
  source_event text NOT NULL,
  resource_id uuid NOT NULL,
  resource_health text,
  resource_status text,
  resource_health_description text,
  person_id uuid REFERENCES people (id),
  team_id uuid REFERENCES teams (id),
  connection_id uuid REFERENCES connections (id),
  silenced_by uuid REFERENCES notification_silences (id),
  playbook_run_id uuid REFERENCES playbook_runs (id),
  error text,
  duration_millis integer,
  group_id uuid,
  parent_id uuid REFERENCES notification_send_history (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX notification_send_history_created_at_idx ON notification_send_history (created_at);

CREATE TABLE views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  spec jsonb NOT NULL,
  source text,
  last_ran timestamptz,
  error text,
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE event_queue (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  properties jsonb,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  last_attempt timestamptz,
  priority integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX event_queue_name_idx ON event_queue (name, created_at);

CREATE TABLE permission_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text,
  selectors jsonb NOT NULL DEFAULT '{}',
  source text NOT NULL DEFAULT 'UI',
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE permissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text,
  description text,
  source text NOT NULL DEFAULT 'UI',
  subject_type text NOT NULL DEFAULT 'group',
  subject text,
  action text NOT NULL,
  object text,
  object_selector jsonb,
  deny boolean NOT NULL DEFAULT false,
  component_id uuid REFERENCES components (id),
  config_id uuid REFERENCES config_items (id),
  canary_id uuid REFERENCES canaries (id),
  playbook_id uuid REFERENCES playbooks (id),
  connection_id uuid REFERENCES connections (id),
  person_id uuid REFERENCES people (id),
  team_id uuid REFERENCES teams (id),
  notification_id uuid REFERENCES notifications (id),
  created_by uuid REFERENCES people (id),
  updated_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  error text,
  "until" timestamptz,
  agents text[],
  tags jsonb
);

-- The access_scopes shape the console's access-scope settings page reads and writes (duty, Oct 2025).
CREATE TABLE access_scopes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text,
  description text,
  person_id uuid REFERENCES people (id),
  team_id uuid REFERENCES teams (id),
  resources text[] NOT NULL DEFAULT '{}',
  scopes jsonb NOT NULL DEFAULT '[]',
  source text NOT NULL DEFAULT 'UI',
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- Permissions with their subject and target expanded to small objects, live rows only.
-- A subject is a person/team/resource id or a group name, matched as text so that a
-- malformed subject never makes the view fail.
CREATE VIEW permissions_summary AS
SELECT
  p.id, p.name, p.namespace, p.description, p.error, p.source, p.action, p.object,
  p.object_selector, p.deny, p.subject, p.subject_type, p.created_at, p.updated_at,
  p.deleted_at, p.created_by, p.updated_by, p."until", p.tags, p.agents,
  CASE WHEN person.id IS NOT NULL
    THEN jsonb_build_object('id', person.id, 'name', person.name, 'email', person.email) END AS person,
  CASE WHEN team.id IS NOT NULL
    THEN jsonb_build_object('id', team.id, 'namespace', team.source, 'name', team.name) END AS team,
  CASE WHEN subject_canary.id IS NOT NULL
    THEN jsonb_build_object('id', subject_canary.id, 'namespace', subject_canary.namespace, 'name', subject_canary.name)
  END AS canary,
  CASE WHEN grp.id IS NOT NULL
    THEN jsonb_build_object('id', grp.id, 'namespace', grp.namespace, 'name', grp.name) END AS "group",
  CASE WHEN notification.id IS NOT NULL
    THEN jsonb_build_object('id', notification.id, 'namespace', notification.namespace, 'name', notification.name)
  END AS notification,
  CASE WHEN subject_playbook.id IS NOT NULL
    THEN jsonb_build_object('id', subject_playbook.id, 'namespace', subject_playbook.namespace, 'name', subject_playbook.name)
  END AS playbook,
  CASE WHEN scraper.id IS NOT NULL
    THEN jsonb_build_object('id', scraper.id, 'namespace', scraper.namespace, 'name', scraper.name) END AS scraper,
  CASE WHEN topology.id IS NOT NULL
    THEN jsonb_build_object('id', topology.id, 'namespace', topology.namespace, 'name', topology.name) END AS topology,
  CASE WHEN component.id IS NOT NULL
    THEN jsonb_build_object('id', component.id, 'icon', component.icon, 'name', component.name)
  END AS component_object,
  CASE WHEN config.id IS NOT NULL
    THEN jsonb_build_object('id', config.id, 'icon', config.icon, 'type', config.type, 'name', config.name)
  END AS config_object,
  CASE WHEN target_canary.id IS NOT NULL
    THEN jsonb_build_object('id', target_canary.id, 'name', target_canary.name) END AS canary_object,
  CASE WHEN target_playbook.id IS NOT NULL
    THEN jsonb_build_object('id', target_playbook.id, 'icon', target_playbook.icon, 'name', target_playbook.name)
  END AS playbook_object,
  CASE WHEN connection.id IS NOT NULL
    THEN jsonb_build_object('id', connection.id, 'type', connection.type, 'name', connection.name)
  END AS connection_object
FROM permissions p
LEFT JOIN people person
  ON person.id = p.person_id OR (p.person_id IS NULL AND p.subject_type = 'person' AND person.id::text = p.subject)
LEFT JOIN teams team
  ON team.id = p.team_id OR (p.team_id IS NULL AND p.subject_type = 'team' AND team.id::text = p.subject)
LEFT JOIN canaries subject_canary ON p.subject_type = 'canary' AND subject_canary.id::text = p.subject
-- Group names are unique per namespace only; the oldest live group of that name is shown, one row per permission.
LEFT JOIN LATERAL (
  SELECT g.id, g.namespace, g.name FROM permission_groups g
  WHERE p.subject_type = 'group' AND g.deleted_at IS NULL AND g.name = p.subject
  ORDER BY g.created_at, g.id
  LIMIT 1
) grp ON true
LEFT JOIN notifications notification
  ON notification.id = p.notification_id
  OR (p.notification_id IS NULL AND p.subject_type = 'notification' AND notification.id::text = p.subject)
LEFT JOIN playbooks subject_playbook ON p.subject_type = 'playbook' AND subject_playbook.id::text = p.subject
LEFT JOIN config_scrapers scraper ON p.subject_type = 'scraper' AND scraper.id::text = p.subject
LEFT JOIN topologies topology ON p.subject_type = 'topology' AND topology.id::text = p.subject
LEFT JOIN components component ON component.id = p.component_id
LEFT JOIN config_items config ON config.id = p.config_id
LEFT JOIN canaries target_canary ON target_canary.id = p.canary_id
LEFT JOIN playbooks target_playbook ON target_playbook.id = p.playbook_id
LEFT JOIN connections connection ON connection.id = p.connection_id
WHERE p.deleted_at IS NULL;

-- Views the console lists in its sidebar: display fields live in the view spec, as in duty.
CREATE VIEW views_summary AS
SELECT
  id, namespace, name,
  spec->'display'->>'title' AS title,
  spec->'display'->>'icon' AS icon,
  (spec->'display'->>'ordinal')::int AS ordinal,
  (spec->'display'->>'sidebar')::boolean AS sidebar,
  created_by, created_at, updated_at
FROM views
WHERE deleted_at IS NULL;

-- Role assignments in casbin's shape (`g, <person id>, <role>`), which the role issue enforces.
-- Never mapped to /api/db; people_roles is the readable projection.
CREATE TABLE casbin_rule (
  id bigserial PRIMARY KEY,
  ptype varchar(100) NOT NULL,
  v0 varchar(100) NOT NULL DEFAULT '',
  v1 varchar(100) NOT NULL DEFAULT '',
  v2 varchar(100),
  v3 varchar(100),
  v4 varchar(100),
  v5 varchar(100)
);

CREATE UNIQUE INDEX casbin_rule_unique ON casbin_rule (ptype, v0, v1, coalesce(v2, ''), coalesce(v3, ''), coalesce(v4, ''), coalesce(v5, ''));

INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', '00000000-0000-0000-0000-00000000a001', 'admin');

CREATE VIEW people_roles AS
SELECT
  p.id, p.name, p.email,
  coalesce(array_agg(DISTINCT r.v1::text) FILTER (WHERE r.v1 IS NOT NULL), '{}')::text[] AS roles
FROM people p
LEFT JOIN casbin_rule r ON r.ptype = 'g' AND r.v0 = p.id::text
WHERE p.deleted_at IS NULL
GROUP BY p.id, p.name, p.email;
