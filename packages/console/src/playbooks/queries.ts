import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { from, type PlaybookRunRequest, type PlaybookTarget } from '@mission-control/api';
import { DEFAULT_STALE_TIME_MS, useConsole } from '../provider/ConsoleProvider';
import { queryKeys } from '../routes/queryKeys';
import { compactTarget } from './model/target';
import { isTerminalStatus, RUN_POLL_INTERVAL_MS } from './model/runStatus';

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

const checkNameSchema = z.object({ id: z.string(), name: z.string().nullish() });

/** The name of the check a run targets; the link falls back to the id while it loads or when it fails. */
export function useRunCheckName(checkId: string | null | undefined) {
  const { client } = useConsole();
  return useQuery({
    queryKey: playbookKeys.checkName(checkId ?? ''),
    queryFn: async ({ signal }) => {
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
