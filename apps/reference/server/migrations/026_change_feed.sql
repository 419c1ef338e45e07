-- The change feed (#20, POST /api/catalog/changes; reference console-areas §1.4): what it reads is served
-- from indexes, so a filtered page of 1,000,000 changes answers within the budget (bench/changes).

-- The feed's order (newest first, id breaking ties) over a time window. The columns the common filters test
-- (severity, source, change type) and the item id ride along, so the capped total is counted from the index
-- alone (an index-only scan once the table is vacuumed) and a filter that keeps few rows skips heap reads.
CREATE INDEX IF NOT EXISTS config_changes_feed_idx
  ON config_changes (created_at DESC, id DESC) INCLUDE (config_id, severity, source, change_type);

-- Changes of deleted items are left out by default: an anti-join against the (few) deleted items, instead
-- of joining every change to its item.
CREATE INDEX IF NOT EXISTS config_items_deleted_id_idx ON config_items (id) WHERE deleted_at IS NOT NULL;

-- Item filters (config type) as a semi-join answered from the index: the live items of the types asked for.
CREATE INDEX IF NOT EXISTS config_items_live_type_id_idx ON config_items (type) INCLUDE (id) WHERE deleted_at IS NULL;

-- Tag filters and guests' tag scopes (`tags @> {...}`) find their items without reading every item.
CREATE INDEX IF NOT EXISTS config_items_tags_path_idx ON config_items USING gin (tags jsonb_path_ops);

-- The Change Type filter's options (upstream's `change_types`): the distinct types, one index probe each
-- over config_changes (change_type, created_at) instead of a scan of every change.
CREATE OR REPLACE VIEW change_types AS
WITH RECURSIVE walk (change_type) AS (
  SELECT min(c.change_type) FROM config_changes c
  UNION ALL
  SELECT (SELECT min(c.change_type) FROM config_changes c WHERE c.change_type > walk.change_type)
  FROM walk WHERE walk.change_type IS NOT NULL
)
SELECT walk.change_type FROM walk WHERE walk.change_type IS NOT NULL;
