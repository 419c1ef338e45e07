-- #24 Logs (migration 038, second file): what the /logs pickers list. Upstream's components_with_logs (live
-- components with log selectors) and its catalog counterpart: live catalog items whose properties carry log selectors
-- (entries of type 'logs', server/logs/selectors.ts catalogSelectors), with those entries as log_selectors.
CREATE VIEW components_with_logs AS
SELECT id, agent_id, name, icon, type, log_selectors
FROM components
WHERE deleted_at IS NULL
  AND jsonb_typeof(log_selectors) = 'array'
  AND jsonb_array_length(log_selectors) > 0;

CREATE VIEW config_items_with_logs AS
SELECT ci.id, ci.agent_id, ci.name, ci.icon, ci.type, selectors.log_selectors
FROM config_items ci
CROSS JOIN LATERAL (
  SELECT jsonb_agg(p) AS log_selectors
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(ci.properties) = 'array' THEN ci.properties ELSE '[]'::jsonb END) p
  WHERE p->>'type' = 'logs'
) selectors
WHERE ci.deleted_at IS NULL
  AND selectors.log_selectors IS NOT NULL;
