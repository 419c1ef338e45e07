-- Hosted mode (MC_HOSTED=1): the organisations a person belongs to and the one they have selected.
-- Every organisation's backend is this server (its address comes from the server's settings), so
-- rows carry only what differs per organisation: its name, whether the console calls it directly
-- with a bearer token, and when its instance is ready.
CREATE TABLE IF NOT EXISTS hosted_organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  direct boolean NOT NULL DEFAULT true,
  provisioned_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES people(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS hosted_organization_members (
  organization_id uuid NOT NULL REFERENCES hosted_organizations(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  selected boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, person_id)
);

CREATE INDEX IF NOT EXISTS hosted_organization_members_person_idx ON hosted_organization_members (person_id);
-- At most one selected organisation per person.
CREATE UNIQUE INDEX IF NOT EXISTS hosted_organization_members_selected_idx
  ON hosted_organization_members (person_id) WHERE selected;
