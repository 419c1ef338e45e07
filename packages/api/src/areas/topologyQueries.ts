import { from, type PostgrestQuery } from '../postgrest/query';

// The topology area's query builders, in a module without schemas, so that a page that builds a query does not
// load zod before it paints (#26). `topology.ts` re-exports them.

/** The fields of a check linked to a component that its health comes from (`componentCheckSchema`'s). */
export const COMPONENT_CHECK_FIELDS = [
  'id',
  'canary_id',
  'name',
  'type',
  'status',
  'description',
  'last_runtime',
  'last_transition_time',
  'deleted_at',
] as const;

/**
 * `GET /db/check_component_relationships?select=checks(...)&component_id=eq.<id>&deleted_at=is.null`: the checks
 * linked to one component (not its descendants), as the sidebar's Checks panel and the MCP tool read them.
 */
export function componentChecksQuery(componentId: string): PostgrestQuery {
  return from('check_component_relationships')
    .select(`checks(${COMPONENT_CHECK_FIELDS.join(',')})`)
    .eq('component_id', componentId)
    .is('deleted_at', null);
}
