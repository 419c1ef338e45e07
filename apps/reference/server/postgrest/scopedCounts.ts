/**
 * Read models whose rows carry counts of other rows (the catalog item page's tab badges). Under row
 * filters (guest access scopes, objects denied by permission rows) a count of hidden rows would tell the
 * caller that hidden items, edges or runs exist, so the shadow that `shadowRelations` (auth/scopes.ts)
 * reads instead of the view recomputes those counts through the same filters as each counted relation's
 * own /api/db read. Callers without filters read the view as it is (its counts are all rows').
 */

/** The filters' conditions on one relation's row (alias `_s`), `true` when none applies. */
export type ConditionsOf = (relation: string) => string;

/**
 * `config_detail.summary` (migration 020) under filters; `_me.id` is the item's id. Each count reads its
 * relation as `_s` so the filters' conditions apply to it as written.
 */
function configDetailSummary(on: ConditionsOf): string {
  return `jsonb_build_object(
    'relationships', (SELECT count(*)::int FROM public.config_relationships AS _s
      WHERE (_s.config_id = _me.id OR _s.related_id = _me.id) AND _s.deleted_at IS NULL
        AND ${on('config_relationships')}),
    'analysis', (SELECT count(*)::int FROM public.config_analysis AS _s
      WHERE _s.config_id = _me.id AND COALESCE(_s.status, 'open') = 'open' AND ${on('config_analysis')}),
    'changes', (SELECT count(*)::int FROM public.config_changes AS _s
      WHERE _s.inserted_at > now() - interval '7 days'
        AND (_s.config_id = _me.id OR _s.config_id IN (
              SELECT d.id FROM public.config_items d WHERE d.path LIKE '%' || _me.id::text || '%'))
        AND ${on('config_changes')}),
    'playbook_runs', (SELECT count(*)::int FROM public.playbook_runs AS _s
      WHERE _s.config_id = _me.id AND _s.created_at > now() - interval '30 days' AND ${on('playbook_runs')}),
    'checks', (SELECT count(*)::int FROM public.check_config_relationships AS _s
      WHERE _s.config_id = _me.id AND _s.deleted_at IS NULL AND ${on('check_config_relationships')}
        AND _s.check_id IN (SELECT _s.id FROM public.checks AS _s WHERE ${on('checks')}))
  )`;
}

/**
 * The shadow of `relation` with its counts recomputed, keeping the rows `kept` (the relation's own
 * conditions, alias `_s`); undefined for relations without counts (their shadow is a plain filter).
 */
export function shadowWithCounts(relation: string, kept: string, on: ConditionsOf): string | undefined {
  if (relation !== 'config_detail') return undefined;
  // jsonb_populate_record keeps the view's columns, in order, and replaces only `summary`.
  return `SELECT _r.* FROM public.config_detail AS _s
    CROSS JOIN LATERAL (SELECT _s.id) AS _me (id)
    CROSS JOIN LATERAL jsonb_populate_record(_s, jsonb_build_object('summary', ${configDetailSummary(on)})) AS _r
    WHERE ${kept}`;
}
