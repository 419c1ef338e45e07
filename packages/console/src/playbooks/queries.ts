import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { from, type PlaybookRunRequest, type PlaybookTarget } from '@mission-control/api';
import { resolveTimeRange } from '@mission-control/ui/time';
import { DEFAULT_STALE_TIME_MS, useConsole } from '../provider/ConsoleProvider';
import { useWrite } from '../shared/queries';
import { queryKeys } from '../routes/queryKeys';
import { compactTarget } from './model/target';
import { isTerminalStatus, RUN_POLL_INTERVAL_MS } from './model/runStatus';
import type { RunsQuery } from './model/lists';

/** The row schemas of the lists' reads, loaded with the first request (./rowSchemas.ts). */
const schemas = () => import('./rowSchemas');

const playbookKeys = queryKeys.playbooks;

/** The playbooks that apply to the target (`GET /playbook/list`), cached for the default 5 minutes. */
export function usePlaybooks(target: PlaybookTarget, options: { enabled?: boolean } = {}) {
  const { client } = useConsole();
  const key = compactTarget(target);
  return useQuery({
    queryKey: playbookKeys.list(key),
    queryFn: ({ signal }) => client.playbook.list(key, { signal }),
    staleTime: DEFAULT_STALE_TIME_MS,
    enabled: options.enabled ?? true,
  });
}

/** Parameters resolved for the target (`POST /playbook/{id}/params`). */
export function usePlaybookParams(id: string, target: PlaybookTarget, options: { enabled?: boolean } = {}) {
  const { client } = useConsole();
  const key = compactTarget(target);
  return useQuery({
    queryKey: playbookKeys.params(id, key),
    queryFn: ({ signal }) => client.playbook.params(id, key, { signal }),
    select: (response) => response.params,
    staleTime: DEFAULT_STALE_TIME_MS,
    enabled: options.enabled ?? true,
  });
}

export function useRunPlaybook() {
  const { client } = useConsole();
  return useMutation({
    mutationFn: (request: PlaybookRunRequest) => client.playbook.run(request),
  });
}

/**
 * One run with its actions (`GET /playbook/run/{id}`). It is fetched again
 * every 2 s while the run is going and no more once it reached a final status.
 */
export function usePlaybookRun(runId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: playbookKeys.run(runId),
    queryFn: ({ signal }) => client.playbook.getRun(runId, { signal }),
    enabled: Boolean(runId),
    staleTime: 0,
    // A failed first fetch stops (asking again does not make a missing run appear);
    // a failed refresh of a run already shown keeps trying while the run is going.
    refetchInterval: (query) =>
      query.state.data === undefined
        ? query.state.status === 'error'
          ? false
          : RUN_POLL_INTERVAL_MS
        : isTerminalStatus(query.state.data.status)
          ? false
          : RUN_POLL_INTERVAL_MS,
  });
}

/** The name of the check a run targets; the link falls back to the id while it loads or when it fails. */
export function useRunCheckName(checkId: string | null | undefined) {
  const { client } = useConsole();
  return useQuery({
    queryKey: playbookKeys.checkName(checkId ?? ''),
    queryFn: async ({ signal }) => {
      const { checkNameSchema } = await schemas();
      const page = await client.db.list(from('checks').select('id,name').eq('id', checkId!), checkNameSchema, {
        signal,
        count: false,
      });
      return page.data[0]?.name ?? null;
    },
    enabled: Boolean(checkId),
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}

/** Every playbook not deleted, newest first (`GET /db/playbooks`, reference §5.2); search and grouping are local. */
export function usePlaybookRows() {
  const { client } = useConsole();
  return useQuery({
    queryKey: playbookKeys.rows(),
    queryFn: async ({ signal }) =>
      (
        await client.db.list(
          from('playbooks').select(PLAYBOOK_COLUMNS).is('deleted_at', null).order('created_at', { ascending: false }),
          (await schemas()).playbookRowSchema,
          { signal, count: false },
        )
      ).data,
  });
}

const PLAYBOOK_COLUMNS = 'id,name,title,description,icon,category,source,spec,created_at';

/** Soft delete (`deleted_at=now()`); the list and the names are read again. */
export function useDeletePlaybook(options: { onSuccess?: () => unknown } = {}) {
  const { client } = useConsole();
  return useWrite((id: string) => client.db.softDelete('playbooks', id), [playbookKeys.rows(), playbookKeys.names()], {
    ...options,
  });
}

/** The playbooks the runs filter offers, by title. */
export function usePlaybookNames() {
  const { client } = useConsole();
  return useQuery({
    queryKey: playbookKeys.names(),
    queryFn: async ({ signal }) =>
      (
        await client.db.list(
          from('playbooks').select('id,name,title').is('deleted_at', null).order('title').order('name'),
          (await schemas()).playbookNameSchema,
          { signal, count: false },
        )
      ).data,
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}

// Only the columns the table shows: a run's spec and parameters stay on its own page.
const RUN_SELECT =
  'id,playbook_id,status,start_time,end_time,created_at,playbook:playbook_id(id,name,title),component:component_id(id,name),check:check_id(id,name),config:config_id(id,name,type),creator:created_by(id,name,avatar)';

/**
 * Top-level runs in the window (started or created in it, as upstream asks), filtered, sorted and paged by the server
 * (upstream ignores the sort). A relative window is resolved when the page is fetched, so the key stays the same.
 */
export function usePlaybookRunsList(params: RunsQuery) {
  const { client } = useConsole();
  return useQuery({
    queryKey: playbookKeys.runs(params),
    queryFn: async ({ signal }) => {
      const { runRowSchema } = await schemas();
      const window = params.range ? resolveTimeRange(params.range, {}) : undefined;
      let query = from('playbook_runs').select(RUN_SELECT).is('parent_id', null);
      if (params.playbook) query = query.eq('playbook_id', params.playbook);
      // The runs widget on a catalog item or a component: that resource's runs only.
      if (params.configId) query = query.eq('config_id', params.configId);
      if (params.componentId) query = query.eq('component_id', params.componentId);
      if (params.status) query = query.eq('status', params.status);
      if (window) {
        const since = window.from.toISOString();
        const until = (window.to ?? new Date()).toISOString();
        query = query.or(
          { logic: 'and', conditions: [gte('start_time', since), lte('start_time', until)] },
          { logic: 'and', conditions: [gte('created_at', since), lte('created_at', until)] },
        );
      }
      return client.db.list(
        query.order(params.sortBy, { ascending: params.sortOrder === 'asc' }).page(params.pageIndex, params.pageSize),
        runRowSchema,
        { signal, count: 'exact' },
      );
    },
    placeholderData: keepPreviousData,
  });
}

const gte = (column: string, value: string) => ({ column, op: 'gte' as const, value });
const lte = (column: string, value: string) => ({ column, op: 'lte' as const, value });
