import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LOCAL_AGENT_ID, type CheckResult, type CheckStatusesParams } from '@mission-control/api';
import { from } from '@mission-control/api/postgrest';
import { agentNamesQuery, canaryQuery, checkDetailQuery } from '@mission-control/api/queries';
import type { Canary, CheckSummary, CheckSummaryResponse } from '@mission-control/api/schemas';
import { STATUS_HISTORY_STALE_TIME_MS, useConsole } from '../provider/ConsoleProvider';
import { queryKeys } from '../routes/queryKeys';
import { rangeStartMath, rangeStartTime, type TimeRangeKey } from './model/durations';
import { pollSummary, type CheckSummaryVersioned } from './summaryPolling';

const healthKeys = queryKeys.health;

/** The row schemas, loaded with the first request that parses with one (rowSchemas.ts). */
const schemas = () => import('./rowSchemas');

export interface CheckSummaryQueryOptions {
  /** Refetch every N ms; null turns auto-refresh off. */
  refetchInterval?: number | null;
}

// The summary has no range, so the check detail's range (in the same URL) is
// not part of its key: changing it must not refetch every check behind the dialog.
function useSummaryQuery<T>(
  select: (response: CheckSummaryResponse) => T,
  options: { enabled: boolean; refetchInterval: number | false },
) {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: healthKeys.summary(),
    // Polled by version (#25): each poll downloads only the checks changed since the summary held here.
    queryFn: ({ signal }) =>
      pollSummary(queryClient.getQueryData<CheckSummaryVersioned>(healthKeys.summary()), (since) =>
        client.canary.summary({ signal, since }),
      ),
    select,
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
    // A refresh keeps the rows on screen, so scroll, selection and expanded groups survive.
    placeholderData: keepPreviousData,
  });
}

const allChecks = (response: CheckSummaryResponse) => response.checks_summary;

export function useCheckSummaries({ refetchInterval = null }: CheckSummaryQueryOptions = {}) {
  return useSummaryQuery(allChecks, { enabled: true, refetchInterval: refetchInterval ?? false });
}

/**
 * One check's dashboard row when the dashboard has loaded it (for the detail's
 * title while its own row loads); never fetches the summary itself.
 */
export function useCachedCheckSummary(checkId: string | null): CheckSummary | undefined {
  const select = useCallback(
    (response: CheckSummaryResponse) => response.checks_summary.find((check) => check.id === checkId),
    [checkId],
  );
  return useSummaryQuery(select, { enabled: false, refetchInterval: false }).data;
}

/** Names of remote agents; the local agent is never looked up or shown. */
export function useAgentNames(agentIds: readonly string[], enabled: boolean) {
  const { client } = useConsole();
  const ids = [...new Set(agentIds)].filter((id) => id && id !== LOCAL_AGENT_ID).sort();
  return useQuery({
    queryKey: healthKeys.agents(ids),
    enabled: enabled && ids.length > 0,
    queryFn: async ({ signal }) => {
      const { agentRowSchema } = await schemas();
      const page = await client.db.list(agentNamesQuery(ids), agentRowSchema, {
        signal,
        count: false,
      });
      return new Map(page.data.map((agent) => [agent.id, agent.name || agent.id]));
    },
  });
}

export function useCheckDetails(checkId: string | null) {
  const { client } = useConsole();
  return useQuery({
    queryKey: healthKeys.check(checkId ?? ''),
    enabled: !!checkId,
    queryFn: async ({ signal }) => {
      const { checkSchema } = await schemas();
      const page = await client.db.list(checkDetailQuery(checkId!), checkSchema, {
        signal,
        count: false,
      });
      return page.data[0] ?? null;
    },
  });
}

export function useCheckGraph(checkId: string | null, range: TimeRangeKey) {
  const { client } = useConsole();
  return useQuery({
    queryKey: healthKeys.graph(checkId ?? '', range),
    enabled: !!checkId,
    // The key converted once (`1mo` → `now-1M`): the server reads date math, never the raw key.
    queryFn: ({ signal }) => client.canary.graph({ check: checkId!, start: rangeStartMath(range), signal }),
    staleTime: STATUS_HISTORY_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

/** The status history; `start` is the range key, resolved when fetched by the same conversion as the graph. */
export function useCheckStatuses(
  params: (Omit<CheckStatusesParams, 'now' | 'start'> & { start: TimeRangeKey }) | null,
) {
  const { client } = useConsole();
  return useQuery({
    queryKey: healthKeys.statuses(params ?? { checkId: '', start: '', pageIndex: 0, pageSize: 0 }),
    enabled: !!params?.checkId,
    queryFn: ({ signal }) =>
      client.db.checkStatuses({ ...params!, start: rangeStartTime(params!.start, new Date()) }, { signal }),
    staleTime: STATUS_HISTORY_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

export function useCanary(canaryId: string | null) {
  const { client } = useConsole();
  return useQuery({
    queryKey: healthKeys.canary(canaryId ?? ''),
    enabled: !!canaryId,
    queryFn: async ({ signal }): Promise<Canary | null> => {
      const { canarySchema } = await schemas();
      const page = await client.db.list(canaryQuery(canaryId!), canarySchema, { signal, count: false });
      return page.data[0] ?? null;
    },
  });
}

/** Runs a check now, then refreshes everything that shows its results. */
export function useRunCheck() {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  return useMutation<CheckResult | null, Error, string>({
    mutationFn: (checkId) => client.canary.runCheck(checkId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: healthKeys.summary() }),
        queryClient.invalidateQueries({ queryKey: healthKeys.checkAll() }),
      ]),
  });
}

export interface CanaryInput {
  id?: string;
  name: string;
  namespace: string;
  source: string;
  labels?: Record<string, string> | null;
  schedule?: string | null;
  spec: Record<string, unknown>;
}

/** Inserts or updates a canary through `/db/canaries`; the server's runner picks it up from there. */
export function useSaveCanary() {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  return useMutation<Canary, Error, CanaryInput>({
    mutationFn: async ({ id, ...row }) => {
      const { canarySchema } = await schemas();
      if (id) {
        const rows = await client.db.update(from('canaries').eq('id', id), row, canarySchema);
        if (!rows[0]) throw new Error(`Canary ${id} was not found.`);
        return rows[0];
      }
      const rows = await client.db.insert('canaries', row, canarySchema);
      if (!rows[0]) throw new Error('The canary was not saved.');
      return rows[0];
    },
    onSuccess: (canary) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: healthKeys.summary() }),
        queryClient.invalidateQueries({ queryKey: healthKeys.checkAll() }),
        queryClient.invalidateQueries({ queryKey: healthKeys.canary(canary.id) }),
      ]),
  });
}

export function useDeleteCanary() {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    // A soft delete, as the real backend does: statuses stay for history and the runner stops.
    mutationFn: async (id) => {
      const { canarySchema } = await schemas();
      await client.db.update(from('canaries').eq('id', id), { deleted_at: new Date().toISOString() }, canarySchema, {
        returning: 'minimal',
      });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: healthKeys.summary() }),
        queryClient.invalidateQueries({ queryKey: healthKeys.checkAll() }),
      ]),
  });
}

/** The catalog item or component a Kubernetes / component canary came from (operations §7), or null when gone. */
export function useCheckSourceItem(source: { kind: 'kubernetes' | 'component'; id: string | null } | null) {
  const { client } = useConsole();
  return useQuery({
    queryKey: healthKeys.source(source?.kind ?? '', source?.id ?? ''),
    enabled: !!source?.id,
    queryFn: async ({ signal }) => {
      const table = source!.kind === 'component' ? 'components' : 'config_items';
      const { sourceRowSchema } = await schemas();
      const page = await client.db.list(from(table).select('id,name').eq('id', source!.id!), sourceRowSchema, {
        signal,
        count: false,
      });
      return page.data[0] ?? null;
    },
  });
}
