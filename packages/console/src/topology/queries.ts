// The topology's server state: every TanStack Query hook of the area, on the `queryKeys.topology`
// branch (topology/area.ts). The tree comes from `GET /canary/api/topology`; the sidebar's extra reads
// go through /db and are each optional, so a panel whose data the server does not have stays hidden.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  componentCheckLinkSchema,
  componentChecksQuery,
  from,
  isApiError,
  playbookRunSchema,
  type ComponentCheck as LinkedCheck,
  type TopologyRun,
} from '@mission-control/api';
import { DEFAULT_STALE_TIME_MS, useConsole } from '../provider/ConsoleProvider';
import { useWrite } from '../shared/queries';
import { queryKeys } from '../routes/queryKeys';
import { readComponents, type ComponentNode } from './model/components';

const keys = queryKeys.topology;

/** The response with its components read for the cards. */
export interface TopologyTree {
  components: ComponentNode[];
  healthStatuses: string[];
  teams: string[];
  tags: Record<string, string[]>;
  types: string[];
}

/** How often the tree is read again while the page is open: health is live, rolled up on every read. */
export const TOPOLOGY_REFETCH_MS = 60_000;

/** The tree for one set of parameters; the previous answer stays on screen while a new filter loads. */
export function useTopology(query: Readonly<Record<string, string>>, options: { enabled?: boolean } = {}) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.tree(query),
    enabled: options.enabled ?? true,
    queryFn: async ({ signal }): Promise<TopologyTree> => {
      const response = await client.canary.topology({ ...query }, { signal });
      return {
        components: readComponents(response.components),
        healthStatuses: response.healthStatuses ?? [],
        teams: response.teams ?? [],
        tags: response.tags ?? {},
        types: response.types ?? [],
      };
    },
    placeholderData: keepPreviousData,
    refetchInterval: TOPOLOGY_REFETCH_MS,
  });
}

/** A table the server does not serve (yet) answers 404: the panel reading it is hidden, not an error. */
function absentAsNull<T>(read: () => Promise<T>): Promise<T | null> {
  return read().catch((error: unknown) => {
    if (isApiError(error) && error.kind === 'not_found') return null;
    throw error;
  });
}

/** The component's latest top-level playbook runs, newest first; `null` where runs are not served. */
export function useComponentPlaybookRuns(componentId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.component(componentId, 'playbookRuns'),
    queryFn: ({ signal }) =>
      absentAsNull(async () => {
        const query = from('playbook_runs')
          .select('*,playbooks(id,name,title,icon)')
          .eq('component_id', componentId)
          .is('parent_id', null)
          .order('created_at', { ascending: false })
          .limit(10);
        return (await client.db.list(query, playbookRunSchema, { signal, count: false })).data;
      }),
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}

/**
 * The checks linked to the component itself (not its descendants), for the sidebar's Checks panel when the
 * tree does not carry them; checks the caller may not see, or deleted ones, are left out.
 */
export function useComponentChecks(componentId: string, options: { enabled?: boolean } = {}) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.component(componentId, 'checks'),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) =>
      absentAsNull(async (): Promise<LinkedCheck[]> => {
        const page = await client.db.list(componentChecksQuery(componentId), componentCheckLinkSchema, {
          signal,
          count: false,
        });
        return page.data.flatMap((link) => (link.checks && !link.checks.deleted_at ? [link.checks] : []));
      }),
    refetchInterval: TOPOLOGY_REFETCH_MS,
  });
}

const configChangeRowSchema = z.object({
  id: z.string(),
  config_id: z.string().nullish(),
  change_type: z.string().nullish(),
  summary: z.string().nullish(),
  severity: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type ComponentConfigChange = z.infer<typeof configChangeRowSchema>;

/** Recent changes of the catalog items linked to the component; `null` where changes are not served. */
export function useComponentConfigChanges(componentId: string, configIds: readonly string[]) {
  const { client } = useConsole();
  return useQuery({
    queryKey: [...keys.component(componentId, 'configChanges'), configIds] as const,
    enabled: configIds.length > 0,
    queryFn: ({ signal }) =>
      absentAsNull(async () => {
        const query = from('config_changes')
          .select('id,config_id,change_type,summary,severity,created_at')
          .in('config_id', configIds)
          .order('created_at', { ascending: false })
          .limit(20);
        return (await client.db.list(query, configChangeRowSchema, { signal, count: false })).data;
      }),
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}

const relationshipRowSchema = z.object({ component_id: z.string(), config_id: z.string() }).loose();

/**
 * Link to catalog: a manual `config_component_relationships` row (`selector_id=manual`, as upstream's action
 * bar writes it); the tree is read again so the sidebar's Configs panel shows the item.
 */
export function useLinkToCatalog(componentId: string, options: { onSuccess?: () => unknown } = {}) {
  const { client } = useConsole();
  return useWrite(
    (configId: string) =>
      client.db.insert(
        'config_component_relationships',
        { component_id: componentId, config_id: configId, selector_id: 'manual' },
        relationshipRowSchema,
      ),
    [keys.all],
    options,
  );
}

/**
 * Run now: `POST /api/topology/{id}/run`, which answers when the run has finished; the whole topology branch is
 * read again, so cards and sidebar show what the run wrote.
 */
export function useRunTopology(topologyId: string, options: { onSuccess?: (run: TopologyRun) => unknown } = {}) {
  const { client } = useConsole();
  return useWrite(() => client.topology.run(topologyId), [keys.all], options);
}
