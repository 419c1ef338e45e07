// The topology's server state: every TanStack Query hook of the area, on the `queryKeys.topology`
// branch (topology/area.ts). The tree comes from `GET /canary/api/topology`; the sidebar's extra reads
// go through /db and are each optional, so a panel whose data the server does not have stays hidden.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  componentChecksQuery,
  from,
  isApiError,
  type ComponentCheck as LinkedCheck,
  type ChangeRow,
  type ConfigAnalysisItem,
  type TopologyRun,
} from '@mission-control/api';
import { DEFAULT_STALE_TIME_MS, useConsole } from '../provider/ConsoleProvider';
import { useWrite } from '../shared/queries';
import { queryKeys } from '../routes/queryKeys';
import { readComponents, type ComponentNode } from './model/components';
import type { ComponentIncidentRow } from './rowSchemas';

/** The row schemas of the sidebar's reads and the link write, loaded with the first request (./rowSchemas.ts). */
const schemas = () => import('./rowSchemas');

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
        const { componentCheckLinkSchema } = await schemas();
        const page = await client.db.list(componentChecksQuery(componentId), componentCheckLinkSchema, {
          signal,
          count: false,
        });
        return page.data.flatMap((link) => (link.checks && !link.checks.deleted_at ? [link.checks] : []));
      }),
    refetchInterval: TOPOLOGY_REFETCH_MS,
  });
}

/** How many linked catalog items the Config Changes and Insights panels read (one feed call per item). */
export const SIDEBAR_CONFIG_LIMIT = 10;
/** Rows a sidebar panel shows. */
export const SIDEBAR_ROWS = 20;

export interface LinkedConfig {
  id: string;
  name: string;
  type?: string;
  health?: string;
}

/**
 * The catalog items linked to the component (`config_component_relationships`, by a run's selectors or by Link to
 * catalog), each with its item embedded; items the caller may not see come back without the embed and are left out.
 */
export function useComponentConfigs(componentId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.component(componentId, 'configs'),
    queryFn: ({ signal }) =>
      absentAsNull(async (): Promise<LinkedConfig[]> => {
        const query = from('config_component_relationships')
          .select('config_id,config:config_items(id,name,type,health,status)')
          .eq('component_id', componentId)
          .is('deleted_at', null)
          .limit(100);
        const page = await client.db.list(query, (await schemas()).linkedConfigSchema, { signal, count: false });
        const seen = new Set<string>();
        return page.data.flatMap((link) => {
          if (!link.config || seen.has(link.config.id)) return [];
          seen.add(link.config.id);
          const { id, name, type, health } = link.config;
          return [{ id, name: name ?? id, type: type ?? undefined, health: health ?? undefined }];
        });
      }),
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}

const newestFirst = (a?: string | null, b?: string | null) => (b ?? '').localeCompare(a ?? '');

/**
 * Recent changes of the linked catalog items through the change feed (`POST /catalog/changes`, one call per item,
 * that item only), newest first; `null` where the feed is not served.
 */
export function useComponentConfigChanges(componentId: string, configIds: readonly string[]) {
  const { client } = useConsole();
  const ids = configIds.slice(0, SIDEBAR_CONFIG_LIMIT);
  return useQuery({
    queryKey: [...keys.component(componentId, 'configChanges'), ids] as const,
    enabled: ids.length > 0,
    queryFn: ({ signal }) =>
      absentAsNull(async (): Promise<ChangeRow[]> => {
        const pages = await Promise.all(
          ids.map((id) => client.changes.search({ id, recursive: 'none', page_size: SIDEBAR_ROWS }, { signal })),
        );
        return pages
          .flatMap((page) => page.changes)
          .sort((a, b) => newestFirst(a.created_at, b.created_at))
          .slice(0, SIDEBAR_ROWS);
      }),
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}
export type ComponentConfigChange = ChangeRow;

/** Insights (`config_analysis_items`) of the linked catalog items, newest first; `null` where not served. */
export function useComponentInsights(componentId: string, configIds: readonly string[]) {
  const { client } = useConsole();
  const ids = configIds.slice(0, SIDEBAR_CONFIG_LIMIT);
  return useQuery({
    queryKey: [...keys.component(componentId, 'insights'), ids] as const,
    enabled: ids.length > 0,
    queryFn: ({ signal }) =>
      absentAsNull(async (): Promise<ConfigAnalysisItem[]> => {
        const pages = await Promise.all(
          ids.map((configId) =>
            client.changes.insights({ configId, pageIndex: 0, pageSize: SIDEBAR_ROWS }, { signal }),
          ),
        );
        return pages
          .flatMap((page) => page.data)
          .sort((a, b) => newestFirst(a.first_observed, b.first_observed))
          .slice(0, SIDEBAR_ROWS);
      }),
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}

export type { ComponentIncidentRow } from './rowSchemas';

/**
 * Incidents whose evidence names the component: its `evidences` rows lead, through their hypotheses, to the
 * incidents, read newest first; `null` where incidents are not served.
 */
export function useComponentIncidents(componentId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.component(componentId, 'incidents'),
    queryFn: ({ signal }) =>
      absentAsNull(async (): Promise<ComponentIncidentRow[]> => {
        const { evidenceLinkSchema, componentIncidentSchema } = await schemas();
        const evidence = await client.db.list(
          from('evidences').select('hypothesis:hypotheses(incident_id)').eq('component_id', componentId).limit(200),
          evidenceLinkSchema,
          { signal, count: false },
        );
        const ids = [
          ...new Set(evidence.data.flatMap((row) => (row.hypothesis?.incident_id ? [row.hypothesis.incident_id] : []))),
        ];
        if (ids.length === 0) return [];
        const query = from('incidents')
          .select('id,title,severity,status,created_at')
          .in('id', ids)
          .order('created_at', { ascending: false })
          .limit(SIDEBAR_ROWS);
        return (await client.db.list(query, componentIncidentSchema, { signal, count: false })).data;
      }),
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}

/**
 * Link to catalog: a manual `config_component_relationships` row (`selector_id=manual`, as upstream's action
 * bar writes it); the tree is read again so the sidebar's Configs panel shows the item.
 */
export function useLinkToCatalog(componentId: string, options: { onSuccess?: () => unknown } = {}) {
  const { client } = useConsole();
  return useWrite(
    async (configId: string) =>
      client.db.insert(
        'config_component_relationships',
        { component_id: componentId, config_id: configId, selector_id: 'manual' },
        (await schemas()).relationshipRowSchema,
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
