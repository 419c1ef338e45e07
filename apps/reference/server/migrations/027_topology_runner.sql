-- The topology runner (server/topology): topologies run on the check runner's tick like the scrapers, each
-- due time on its row, claimed through the database (server/jobs/claims.ts) so several servers run it once.
ALTER TABLE topologies ADD COLUMN IF NOT EXISTS next_runtime timestamptz;
CREATE INDEX IF NOT EXISTS topologies_next_runtime_idx ON topologies (next_runtime) WHERE deleted_at IS NULL;

-- A run upserts its components by external_id within the topology; the tree reader walks parent_id and path.
CREATE INDEX IF NOT EXISTS components_topology_external_idx ON components (topology_id, external_id);
CREATE INDEX IF NOT EXISTS components_parent_idx ON components (parent_id);
CREATE INDEX IF NOT EXISTS check_component_relationships_component_idx ON check_component_relationships (component_id);
CREATE INDEX IF NOT EXISTS check_component_relationships_check_idx ON check_component_relationships (check_id);

-- Catalog items linked to components (duty's table): by a component's `configs` selectors (selector_id names the
-- selector) or by hand from the console (selector_id 'manual', upstream's Link to catalog).
CREATE TABLE IF NOT EXISTS config_component_relationships (
  component_id uuid NOT NULL REFERENCES components (id),
  config_id uuid NOT NULL REFERENCES config_items (id),
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false,
  UNIQUE (component_id, config_id, selector_id)
);
CREATE INDEX IF NOT EXISTS config_component_relationships_config_idx ON config_component_relationships (config_id);

-- Components adopted by another component through its `selectors` (duty's table): the tree shows them as
-- children of `component_id` besides their own parent.
CREATE TABLE IF NOT EXISTS component_relationships (
  component_id uuid NOT NULL REFERENCES components (id),
  relationship_id uuid NOT NULL REFERENCES components (id),
  selector_id text,
  relationship_path text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (component_id, relationship_id, selector_id)
);
CREATE INDEX IF NOT EXISTS component_relationships_relationship_idx ON component_relationships (relationship_id);
