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

-- The ids of the items related to `config_id` over config_relationships, walked by the same rules as
-- related_configs_recursive (migration 020: outgoing, incoming or all; `hard` or `both` per direction; deleted
-- items skipped unless asked; each walk keeps its direction; a cycle ends it) but without the per-item change
-- and analysis counts that function returns for the Relationships tab: the feed needs only the ids, and those
-- counts cost ten times the walk on a thousand items. The root itself is not a row.
CREATE OR REPLACE FUNCTION related_config_ids_recursive(
  config_id uuid,
  type_filter text DEFAULT 'outgoing',
  include_deleted_configs boolean DEFAULT false,
  max_depth integer DEFAULT 5,
  incoming_relation text DEFAULT 'both',
  outgoing_relation text DEFAULT 'both'
) RETURNS TABLE (id uuid) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE walk (node, hops, dir, visited) AS (
    SELECT e.related_id, 1, 'outgoing'::text, ARRAY[$1, e.related_id]
    FROM public.config_relationships e
    JOIN public.config_items n ON n.id = e.related_id AND (COALESCE($3, false) OR n.deleted_at IS NULL)
    WHERE $2 IN ('outgoing', 'all') AND e.config_id = $1 AND e.deleted_at IS NULL
      AND (COALESCE($6, 'both') <> 'hard' OR e.relation = 'hard')
    UNION ALL
    SELECT e.config_id, 1, 'incoming'::text, ARRAY[$1, e.config_id]
    FROM public.config_relationships e
    JOIN public.config_items n ON n.id = e.config_id AND (COALESCE($3, false) OR n.deleted_at IS NULL)
    WHERE $2 IN ('incoming', 'all') AND e.related_id = $1 AND e.deleted_at IS NULL
      AND (COALESCE($5, 'both') <> 'hard' OR e.relation = 'hard')
    UNION ALL
    SELECT CASE WHEN w.dir = 'outgoing' THEN e.related_id ELSE e.config_id END, w.hops + 1, w.dir,
           w.visited || CASE WHEN w.dir = 'outgoing' THEN e.related_id ELSE e.config_id END
    FROM walk w
    JOIN public.config_relationships e
      ON e.deleted_at IS NULL
     AND ((w.dir = 'outgoing' AND e.config_id = w.node AND (COALESCE($6, 'both') <> 'hard' OR e.relation = 'hard'))
       OR (w.dir = 'incoming' AND e.related_id = w.node AND (COALESCE($5, 'both') <> 'hard' OR e.relation = 'hard')))
    JOIN public.config_items n
      ON n.id = CASE WHEN w.dir = 'outgoing' THEN e.related_id ELSE e.config_id END
     AND (COALESCE($3, false) OR n.deleted_at IS NULL)
    WHERE w.hops < LEAST(COALESCE($4, 5), 20)
      AND NOT (CASE WHEN w.dir = 'outgoing' THEN e.related_id ELSE e.config_id END) = ANY (w.visited)
  )
  SELECT DISTINCT walk.node FROM walk;
$$;
