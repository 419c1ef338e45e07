-- #24 Applications (reference console-areas §4.3): an application is a spec that maps catalog items (by resource
-- selectors) to the parts of an audit report; the report is built on request from the catalog
-- (server/applications/). The access tables hold what scrapers record about who may reach an item and when they
-- last did (upstream duty's external_users, external_roles, config_access and config_access_logs), written by the
-- scrape engine from `full` documents that carry them (server/applications/access.ts).

CREATE TABLE IF NOT EXISTS applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  description text,
  spec jsonb NOT NULL,
  labels jsonb,
  source text NOT NULL DEFAULT 'UI',
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- The report's address is namespace/name: two live applications with one address would make it ambiguous.
CREATE UNIQUE INDEX IF NOT EXISTS applications_namespace_name_key
  ON applications (namespace, name) WHERE deleted_at IS NULL;

-- People and roles of the systems a scraper reads (a database's roles, a cloud account's users), not of this console.
CREATE TABLE IF NOT EXISTS external_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text,
  account_id text,
  user_type text,
  -- Every name the source knows the user by: access rows and logs find their user through one of them.
  aliases text[] NOT NULL DEFAULT '{}',
  scraper_id uuid REFERENCES config_scrapers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX IF NOT EXISTS external_users_aliases_idx ON external_users USING gin (aliases);

CREATE TABLE IF NOT EXISTS external_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text,
  account_id text,
  role_type text,
  aliases text[] NOT NULL DEFAULT '{}',
  scraper_id uuid REFERENCES config_scrapers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX IF NOT EXISTS external_roles_aliases_idx ON external_roles USING gin (aliases);

-- Who holds which role on which item. The id is the source's (text, as upstream), so a re-scrape updates the row.
CREATE TABLE IF NOT EXISTS config_access (
  id text PRIMARY KEY,
  config_id uuid NOT NULL REFERENCES config_items (id),
  external_user_id uuid REFERENCES external_users (id),
  external_role_id uuid REFERENCES external_roles (id),
  scraper_id uuid REFERENCES config_scrapers (id),
  last_reviewed_at timestamptz,
  last_reviewed_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX IF NOT EXISTS config_access_config_idx ON config_access (config_id) WHERE deleted_at IS NULL;

-- The last time a user reached an item (a sign-in, a connection): one row per user and item, moved forward.
CREATE TABLE IF NOT EXISTS config_access_logs (
  config_id uuid NOT NULL REFERENCES config_items (id),
  external_user_id uuid NOT NULL REFERENCES external_users (id),
  scraper_id uuid REFERENCES config_scrapers (id),
  created_at timestamptz NOT NULL,
  mfa boolean,
  properties jsonb,
  count integer NOT NULL DEFAULT 1,
  PRIMARY KEY (config_id, external_user_id)
);
