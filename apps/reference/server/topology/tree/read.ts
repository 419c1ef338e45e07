import type { ComponentRow } from '@mission-control/api';
import type { Queryable } from '../../db/database';

/** A component as the tree reads it: the columns the card and the roll-up need (expressions stay server-side). */
export interface TreeRow extends ComponentRow {
  agent_id: string;
  topology_id: string | null;
  external_id: string | null;
  config_id: string | null;
  text: string | null;
  topology_type: string | null;
  namespace: string | null;
  labels: Record<string, string> | null;
  hidden: boolean;
  silenced: boolean;
  status_reason: string | null;
  description: string | null;
  lifecycle: string | null;
  tooltip: string | null;
  icon: string | null;
  owner: string | null;
  is_leaf: boolean;
  created_at: string | null;
  team_names: string[];
}

/** What the tree is built from, read in one go so a check's latest status shows on the next read. */
export interface TreeData {
  rows: TreeRow[];
  /** component id → linked live checks by latest status. */
  checks: Map<string, Record<string, number>>;
  /** `[adopter, adopted]` from component_relationships. */
  adopted: Array<[string, string]>;
}

/**
 * Reads the live components the caller may see (`visible`: the row filter's SQL over `co`, bound into `params`),
 * all of them or, with `rootId`, that component and its descendants (by parent and by adoption). Each query
 * returns one JSON document: PGlite hands rows across its thread one object at a time, and 10,000 components as
 * one text is several times faster than as 10,000 rows there (and no slower on PostgreSQL).
 */
export async function readTree(
  db: Queryable,
  options: { rootId: string | null; visible: string | null; params: unknown[] },
): Promise<TreeData> {
  const params = [...options.params];
  const where = ['co.deleted_at IS NULL'];
  if (options.visible) where.push(options.visible);
  let scope = '';
  if (options.rootId) {
    params.push(options.rootId);
    const root = `$${params.length}`;
    // UNION (not ALL) stops at a component already reached, so a loop of parents or adoptions ends.
    scope = `scope(id) AS (
        SELECT id FROM components WHERE id = ${root}::uuid AND deleted_at IS NULL
        UNION
        SELECT next.id FROM scope
        JOIN LATERAL (
          SELECT c.id FROM components c WHERE c.parent_id = scope.id AND c.deleted_at IS NULL
          UNION ALL
          SELECT r.relationship_id FROM component_relationships r WHERE r.component_id = scope.id AND r.deleted_at IS NULL
        ) next ON true
      ),`;
    where.push('co.id IN (SELECT id FROM scope)');
  }
  const { rows } = await db.query<{ rows: string; checks: string; adopted: string }>(
    `WITH RECURSIVE ${scope}
     picked AS (SELECT co.* FROM components co WHERE ${where.join(' AND ')}),
     teams_of AS (
       SELECT tc.component_id, array_agg(DISTINCT t.name ORDER BY t.name) AS names
       FROM team_components tc JOIN teams t ON t.id = tc.team_id AND t.deleted_at IS NULL
       WHERE tc.component_id IN (SELECT id FROM picked)
       GROUP BY tc.component_id
     ),
     check_counts AS (
       SELECT l.component_id, ch.status, count(DISTINCT ch.id)::int AS n
       FROM check_component_relationships l
       JOIN checks ch ON ch.id = l.check_id AND ch.deleted_at IS NULL
       WHERE l.deleted_at IS NULL AND ch.status IS NOT NULL AND l.component_id IN (SELECT id FROM picked)
       GROUP BY l.component_id, ch.status
     ),
     -- The card's incident and insight summaries ({type: {severity: n}}), read live like the checks: open incidents
     -- whose evidence names the component, and open findings on the catalog items linked to it.
     incident_counts AS (
       SELECT e.component_id, COALESCE(i.type, 'other') AS type, COALESCE(i.severity, 'unknown') AS severity,
              count(DISTINCT i.id)::int AS n
       FROM evidences e
       JOIN hypotheses h ON h.id = e.hypothesis_id
       JOIN incidents i ON i.id = h.incident_id AND i.status NOT IN ('resolved', 'closed')
       WHERE e.component_id IN (SELECT id FROM picked)
       GROUP BY 1, 2, 3
     ),
     insight_counts AS (
       SELECT l.component_id, COALESCE(a.analysis_type, 'other') AS type, COALESCE(a.severity, 'unknown') AS severity,
              count(DISTINCT a.id)::int AS n
       FROM config_component_relationships l
       JOIN config_analysis a ON a.config_id = l.config_id AND COALESCE(a.status, 'open') = 'open'
       WHERE l.deleted_at IS NULL AND l.component_id IN (SELECT id FROM picked)
       GROUP BY 1, 2, 3
     ),
     live_summary AS (
       SELECT component_id, jsonb_object_agg(part, doc) AS doc FROM (
         SELECT component_id, part, jsonb_object_agg(type, severities) AS doc FROM (
           SELECT component_id, 'incidents' AS part, type, jsonb_object_agg(severity, n) AS severities
           FROM incident_counts GROUP BY 1, 2, 3
           UNION ALL
           SELECT component_id, 'insights', type, jsonb_object_agg(severity, n) FROM insight_counts GROUP BY 1, 2, 3
         ) by_type GROUP BY 1, 2
       ) by_part GROUP BY 1
     )
     SELECT
       (SELECT COALESCE(json_agg(json_build_object(
          'id', p.id::text, 'agent_id', p.agent_id::text, 'topology_id', p.topology_id::text,
          'external_id', p.external_id, 'parent_id', p.parent_id::text, 'path', p.path, 'config_id', p.config_id::text,
          'name', p.name, 'text', p.text, 'topology_type', p.topology_type, 'namespace', p.namespace,
          'labels', p.labels::text::json, 'hidden', p.hidden, 'silenced', p.silenced, 'status', p.status,
          'status_reason', p.status_reason, 'status_expr', p.status_expr, 'health_expr', p.health_expr,
          'health', p.health, 'description', p.description, 'lifecycle', p.lifecycle, 'tooltip', p.tooltip,
          'icon', p.icon, 'type', p.type, 'owner', p.owner, 'is_leaf', p.is_leaf,
          'properties', p.properties::text::json,
          'summary', CASE WHEN ls.doc IS NULL THEN p.summary ELSE COALESCE(p.summary, '{}'::jsonb) || ls.doc END::text::json,
          'created_at', p.created_at, 'updated_at', p.updated_at,
          'team_names', COALESCE(to_json(t.names), '[]'::json),
          -- #24 the names of its log selectors (View Logs, the logs page's selector picker).
          'logs', CASE WHEN jsonb_typeof(p.log_selectors) = 'array' THEN (SELECT COALESCE(json_agg(s->>'name'), '[]'::json)
            FROM jsonb_array_elements(p.log_selectors) s WHERE s->>'name' IS NOT NULL) END
        ) ORDER BY p.name, p.id), '[]'::json)
        FROM picked p LEFT JOIN teams_of t ON t.component_id = p.id
        LEFT JOIN live_summary ls ON ls.component_id = p.id)::text AS rows,
       (SELECT COALESCE(json_agg(json_build_array(component_id::text, status, n)), '[]'::json) FROM check_counts)::text
         AS checks,
       -- Every live adoption: few rows, and the tree keeps only the links between components it holds (a filter on
       -- both ends here made the planner probe one index per pair).
       (SELECT COALESCE(json_agg(json_build_array(r.component_id::text, r.relationship_id::text)), '[]'::json)
        FROM component_relationships r WHERE r.deleted_at IS NULL)::text AS adopted`,
    params,
  );
  const result = rows[0]!;
  const checks = new Map<string, Record<string, number>>();
  for (const [componentId, status, count] of JSON.parse(result.checks) as Array<[string, string, number]>) {
    const counts = checks.get(componentId) ?? {};
    counts[status] = count;
    checks.set(componentId, counts);
  }
  return {
    rows: JSON.parse(result.rows) as TreeRow[],
    checks,
    adopted: JSON.parse(result.adopted) as Array<[string, string]>,
  };
}
