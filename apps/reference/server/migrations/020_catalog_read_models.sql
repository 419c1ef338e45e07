-- The catalog's read models (issue #19, reference console-areas §1.7): what the /catalog pages read
-- through /api/db, with the real backend's names and columns. Plain views, not materialized ones: a
-- catalog page reads one page of items, and the counts below are computed for those rows only.

-- Cost columns of duty's config_items (the list shows Cost (1d); scrapers may fill them).
ALTER TABLE config_items ADD COLUMN IF NOT EXISTS cost_per_minute numeric(16, 4);
ALTER TABLE config_items ADD COLUMN IF NOT EXISTS cost_total_1d numeric(16, 4);
ALTER TABLE config_items ADD COLUMN IF NOT EXISTS cost_total_7d numeric(16, 4);
ALTER TABLE config_items ADD COLUMN IF NOT EXISTS cost_total_30d numeric(16, 4);

-- Edges between catalog items, as in duty: `config_id` → `related_id`. A parent's `hard` row points
-- at its child (config_id = parent, related_id = child); other relation names (and `Alias`, for items
-- sharing an external id) are soft. Outgoing from X = rows with config_id = X.
CREATE TABLE IF NOT EXISTS config_relationships (
  config_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  related_id uuid NOT NULL REFERENCES config_items (id) ON DELETE CASCADE,
  relation text NOT NULL DEFAULT 'hard',
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false,
  CONSTRAINT config_relationships_related_id_config_id_relation_key UNIQUE (related_id, config_id, relation)
);

CREATE INDEX IF NOT EXISTS config_relationships_config_id_idx ON config_relationships (config_id);
CREATE INDEX IF NOT EXISTS config_items_parent_id_idx ON config_items (parent_id);
CREATE INDEX IF NOT EXISTS config_items_name_idx ON config_items (name);
CREATE INDEX IF NOT EXISTS config_analysis_config_id_idx ON config_analysis (config_id);

-- The list (§1.2 item mode): items with the namespace tag, the 7-day change count and open analyses
-- per type. Counts are scalar subqueries, so a paged read computes them for the page's rows only.
-- Other tables' columns are read only under names the view does not expose (config_id, created_at of
-- config_changes), so /api/db still infers `configs.id` ← config_items keys for embeds.
DROP VIEW configs;
CREATE VIEW configs AS
SELECT
  ci.id, ci.agent_id, ci.icon, ci.scraper_id, ci.config_class, ci.status, ci.health, ci.ready, ci.external_id,
  ci.type, ci.name, COALESCE(ci.namespace, ci.tags ->> 'namespace') AS namespace, ci.description, ci.source,
  ci.labels, ci.tags, ci.properties, ci.parent_id, ci.path, ci.cost_per_minute, ci.cost_total_1d,
  ci.cost_total_7d, ci.cost_total_30d, ci.created_by, ci.created_at, ci.updated_at, ci.deleted_at,
  ci.delete_reason,
  (SELECT count(*)::int FROM config_changes cc
    WHERE cc.config_id = ci.id AND cc.inserted_at > now() - interval '7 days') AS changes,
  (SELECT jsonb_object_agg(x.analysis_type, x.n) FROM (
     SELECT COALESCE(an.analysis_type, 'other') AS analysis_type, count(*)::int AS n
     FROM config_analysis an
     WHERE an.config_id = ci.id AND COALESCE(an.status, 'open') = 'open'
     GROUP BY 1) x) AS analysis
FROM config_items ci;

-- The item page (§1.3): every item column, its agent's name, the tab badge counts and its scraper.
-- `changes` counts the 7-day changes of the item and of the items below it (whose path names it).
CREATE VIEW config_detail AS
SELECT
  ci.id, ci.agent_id, ci.icon, ci.scraper_id, ci.config_class, ci.status, ci.health, ci.ready, ci.external_id,
  ci.type, ci.name, ci.namespace, ci.description, ci.config, ci.source, ci.labels, ci.tags, ci.tags_values,
  ci.properties, ci.parent_id, ci.path, ci.is_pushed, ci.cost_per_minute, ci.cost_total_1d, ci.cost_total_7d,
  ci.cost_total_30d, ci.created_by, ci.created_at, ci.updated_at, ci.deleted_at, ci.delete_reason,
  ci.inserted_at,
  ag.name AS agent_name,
  jsonb_build_object(
    'relationships', (SELECT count(*)::int FROM config_relationships r
                      WHERE (r.config_id = ci.id OR r.related_id = ci.id) AND r.deleted_at IS NULL),
    'analysis', (SELECT count(*)::int FROM config_analysis an
                 WHERE an.config_id = ci.id AND COALESCE(an.status, 'open') = 'open'),
    'changes', (SELECT count(*)::int FROM config_changes cc
                WHERE cc.inserted_at > now() - interval '7 days'
                  AND (cc.config_id = ci.id OR cc.config_id IN (
                        SELECT d.id FROM config_items d WHERE d.path LIKE '%' || ci.id::text || '%'))),
    'playbook_runs', (SELECT count(*)::int FROM playbook_runs pr
                      WHERE pr.config_id = ci.id AND pr.created_at > now() - interval '30 days'),
    'checks', (SELECT count(*)::int FROM check_config_relationships ccr
               WHERE ccr.config_id = ci.id AND ccr.deleted_at IS NULL)
  ) AS summary,
  CASE WHEN sc.id IS NOT NULL THEN jsonb_build_object('id', sc.id, 'name', sc.name) END AS scraper
FROM config_items ci
LEFT JOIN agents ag ON ag.id = ci.agent_id
LEFT JOIN config_scrapers sc ON sc.id = ci.scraper_id;

-- Filter options of the list (§1.2): live items only.
CREATE VIEW config_types AS
SELECT DISTINCT ci.type FROM config_items ci WHERE ci.deleted_at IS NULL;

CREATE VIEW config_statuses AS
SELECT DISTINCT ci.status FROM config_items ci WHERE ci.deleted_at IS NULL AND ci.status IS NOT NULL;

-- A labels/tags value that is not a JSON object contributes nothing (jsonb_each_text would fail on it).
CREATE VIEW config_labels AS
SELECT DISTINCT l.key, l.value
FROM config_items ci
CROSS JOIN LATERAL jsonb_each_text(CASE WHEN jsonb_typeof(ci.labels) = 'object' THEN ci.labels ELSE '{}'::jsonb END) l
WHERE ci.deleted_at IS NULL;

CREATE VIEW config_tags AS
SELECT DISTINCT t.key, t.value
FROM config_items ci
CROSS JOIN LATERAL jsonb_each_text(CASE WHEN jsonb_typeof(ci.tags) = 'object' THEN ci.tags ELSE '{}'::jsonb END) t
WHERE ci.deleted_at IS NULL;

-- The scrapers list (§1.6): config_scrapers plus the latest job of each, its last failure, its agent
-- and how many live items it owns.
CREATE VIEW config_scrapers_with_status AS
SELECT
  s.id, s.agent_id, s.name, s.namespace, s.description, s.spec, s.source, s.created_by, s.created_at,
  s.updated_at, s.deleted_at, s.is_pushed,
  j.name AS job_name, j.success_count AS job_success_count, j.error_count AS job_error_count,
  j.details AS job_details, j.hostname AS job_hostname, j.duration_millis AS job_duration_millis,
  j.resource_type AS job_resource_type, j.status AS job_status, j.time_start AS job_time_start,
  j.time_end AS job_time_end, j.created_at AS job_created_at,
  (SELECT max(f.time_start) FROM job_history f
    WHERE f.resource_type = 'config_scraper' AND f.resource_id = s.id::text AND f.status = 'FAILED') AS job_last_failed,
  json_build_object('id', ag.id, 'name', ag.name) AS agent,
  (SELECT count(*)::int FROM config_items i WHERE i.scraper_id = s.id AND i.deleted_at IS NULL) AS item_count
FROM config_scrapers s
LEFT JOIN agents ag ON ag.id = s.agent_id
LEFT JOIN LATERAL (
  SELECT h.name, h.success_count, h.error_count, h.details, h.hostname, h.duration_millis, h.resource_type,
         h.status, h.time_start, h.time_end, h.created_at
  FROM job_history h
  WHERE h.resource_type = 'config_scraper' AND h.resource_id = s.id::text
  ORDER BY h.created_at DESC
  LIMIT 1
) j ON true;

-- The Checks tab (§1.3): the live checks linked to an item, with the last hour's uptime and latency.
CREATE VIEW check_summary_for_config AS
SELECT
  ccr.config_id, c.id, c.canary_id, k.name AS canary_name, k.namespace AS canary_namespace, c.agent_id, c.name,
  c.namespace, c.description, c.type, c.icon, c.status, c.severity, c.owner, c.labels, c.last_runtime,
  c.next_runtime, c.last_transition_time, c.created_at, c.updated_at, c.deleted_at, c.silenced_at,
  json_build_object('passed', h.passed, 'failed', h.failed, 'last_pass', h.last_pass, 'last_fail', h.last_fail)
    AS uptime,
  json_build_object('p99', h.p99, 'p95', h.p95, 'p50', h.p50, 'avg', h.mean) AS latency
FROM check_config_relationships ccr
JOIN checks c ON c.id = ccr.check_id
JOIN canaries k ON k.id = c.canary_id
LEFT JOIN LATERAL (
  SELECT count(*) FILTER (WHERE st.status)::int AS passed, count(*) FILTER (WHERE NOT st.status)::int AS failed,
         max(st.time) FILTER (WHERE st.status) AS last_pass, max(st.time) FILTER (WHERE NOT st.status) AS last_fail,
         percentile_disc(0.99) WITHIN GROUP (ORDER BY st.duration) AS p99,
         percentile_disc(0.95) WITHIN GROUP (ORDER BY st.duration) AS p95,
         percentile_disc(0.50) WITHIN GROUP (ORDER BY st.duration) AS p50,
         avg(st.duration)::float8 AS mean
  FROM check_statuses st
  WHERE st.check_id = c.id AND st.time > now() - interval '1 hour'
) h ON true
WHERE ccr.deleted_at IS NULL AND c.deleted_at IS NULL;

-- The Relationships tab (§1.3): items reachable from `config_id` over config_relationships, up to
-- `max_depth` hops. type_filter: outgoing (config_id → related_id), incoming (the reverse) or all
-- (both walks); *_relation: `hard` keeps only hard edges, `both` also soft ones. Each item once, at
-- its smallest depth; related_ids are the items it was reached from (the graph's edges). The root
-- itself is not a row. Cycles end a walk.
CREATE FUNCTION related_configs_recursive(
  config_id uuid,
  type_filter text DEFAULT 'outgoing',
  include_deleted_configs boolean DEFAULT false,
  max_depth integer DEFAULT 5,
  incoming_relation text DEFAULT 'both',
  outgoing_relation text DEFAULT 'both'
) RETURNS TABLE (
  id uuid, name text, type text, config_class text, related_ids uuid[], depth integer, direction text,
  relation text, tags jsonb, labels jsonb, changes integer, analysis jsonb, cost_per_minute numeric,
  cost_total_1d numeric, cost_total_7d numeric, cost_total_30d numeric, created_at timestamptz,
  updated_at timestamptz, deleted_at timestamptz, agent_id uuid, health text, ready boolean, status text,
  path text
) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  root uuid := related_configs_recursive.config_id;
  walk_out boolean;
  walk_in boolean;
  depth_limit integer := related_configs_recursive.max_depth;
  deleted_too boolean := COALESCE(related_configs_recursive.include_deleted_configs, false);
  out_hard boolean;
  in_hard boolean;
BEGIN
  IF related_configs_recursive.type_filter IS NULL
     OR related_configs_recursive.type_filter NOT IN ('incoming', 'outgoing', 'all') THEN
    RAISE EXCEPTION USING ERRCODE = '22023',
      MESSAGE = format('type_filter must be incoming, outgoing or all (got %s)', related_configs_recursive.type_filter);
  END IF;
  IF depth_limit IS NULL OR depth_limit < 1 OR depth_limit > 20 THEN
    RAISE EXCEPTION USING ERRCODE = '22023',
      MESSAGE = format('max_depth must be between 1 and 20 (got %s)', depth_limit);
  END IF;
  IF COALESCE(related_configs_recursive.incoming_relation, 'both') NOT IN ('hard', 'both')
     OR COALESCE(related_configs_recursive.outgoing_relation, 'both') NOT IN ('hard', 'both') THEN
    RAISE EXCEPTION USING ERRCODE = '22023', MESSAGE = 'incoming_relation and outgoing_relation must be hard or both';
  END IF;
  walk_out := related_configs_recursive.type_filter IN ('outgoing', 'all');
  walk_in := related_configs_recursive.type_filter IN ('incoming', 'all');
  out_hard := related_configs_recursive.outgoing_relation = 'hard';
  in_hard := related_configs_recursive.incoming_relation = 'hard';
  RETURN QUERY
  WITH RECURSIVE walk (node, prev, hops, dir, rel, visited) AS (
    SELECT e.related_id, e.config_id, 1, 'outgoing'::text, e.relation, ARRAY[root, e.related_id]
    FROM public.config_relationships e
    JOIN public.config_items n ON n.id = e.related_id AND (deleted_too OR n.deleted_at IS NULL)
    WHERE walk_out AND e.config_id = root AND e.deleted_at IS NULL AND (NOT out_hard OR e.relation = 'hard')
    UNION ALL
    SELECT e.config_id, e.related_id, 1, 'incoming'::text, e.relation, ARRAY[root, e.config_id]
    FROM public.config_relationships e
    JOIN public.config_items n ON n.id = e.config_id AND (deleted_too OR n.deleted_at IS NULL)
    WHERE walk_in AND e.related_id = root AND e.deleted_at IS NULL AND (NOT in_hard OR e.relation = 'hard')
    UNION ALL
    SELECT CASE WHEN w.dir = 'outgoing' THEN e.related_id ELSE e.config_id END, w.node, w.hops + 1, w.dir,
           e.relation, w.visited || CASE WHEN w.dir = 'outgoing' THEN e.related_id ELSE e.config_id END
    FROM walk w
    JOIN public.config_relationships e
      ON e.deleted_at IS NULL
     AND ((w.dir = 'outgoing' AND e.config_id = w.node AND (NOT out_hard OR e.relation = 'hard'))
       OR (w.dir = 'incoming' AND e.related_id = w.node AND (NOT in_hard OR e.relation = 'hard')))
    JOIN public.config_items n
      ON n.id = CASE WHEN w.dir = 'outgoing' THEN e.related_id ELSE e.config_id END
     AND (deleted_too OR n.deleted_at IS NULL)
    WHERE w.hops < depth_limit
      AND NOT (CASE WHEN w.dir = 'outgoing' THEN e.related_id ELSE e.config_id END) = ANY (w.visited)
  ),
  found AS (
    SELECT w.node,
           min(w.hops) AS hops,
           CASE WHEN count(DISTINCT w.dir) > 1 THEN 'both' ELSE min(w.dir) END AS dir,
           CASE WHEN bool_or(w.rel = 'hard') THEN 'hard' ELSE min(w.rel) END AS rel,
           array_agg(DISTINCT w.prev) AS prevs
    FROM walk w
    GROUP BY w.node
  )
  SELECT ci.id, ci.name, ci.type, ci.config_class, f.prevs, f.hops, f.dir, f.rel, ci.tags, ci.labels,
         (SELECT count(*)::int FROM public.config_changes cc
           WHERE cc.config_id = ci.id AND cc.inserted_at > now() - interval '7 days'),
         (SELECT jsonb_object_agg(x.analysis_type, x.n) FROM (
            SELECT COALESCE(an.analysis_type, 'other') AS analysis_type, count(*)::int AS n
            FROM public.config_analysis an
            WHERE an.config_id = ci.id AND COALESCE(an.status, 'open') = 'open'
            GROUP BY 1) x),
         ci.cost_per_minute, ci.cost_total_1d, ci.cost_total_7d, ci.cost_total_30d, ci.created_at, ci.updated_at,
         ci.deleted_at, ci.agent_id, ci.health, ci.ready, ci.status, ci.path
  FROM found f
  JOIN public.config_items ci ON ci.id = f.node;
END;
$$;
