-- The topology tree (server/topology/tree): teams linked to components (duty's team_components), which the
-- tree's `team` filter and `teams` list read beside a component's owner. The runner or the console fills it.
CREATE TABLE IF NOT EXISTS team_components (
  team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  role text,
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (team_id, component_id, selector_id)
);
CREATE INDEX IF NOT EXISTS team_components_component_idx ON team_components (component_id);

-- A read joins each linked check to count it by status: the join wants the check's link by component with
-- the check id at hand (027 indexes component_id alone).
CREATE INDEX IF NOT EXISTS check_component_relationships_live_idx
  ON check_component_relationships (component_id, check_id) WHERE deleted_at IS NULL;
