import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlaybookRunRequest, PlaybookTarget } from '@mission-control/api';
import { DEFAULT_STALE_TIME_MS, useConsole } from '../provider/ConsoleProvider';
import { queryKeys } from '../routes/queryKeys';

const playbookKeys = queryKeys.playbooks;

/** Only the fields that are set, so `{check_id: undefined}` and `{}` share a cache entry and a query string. */
export function compactTarget(target: PlaybookTarget): PlaybookTarget {
  const compact: PlaybookTarget = {};
  if (target.check_id) compact.check_id = target.check_id;
  if (target.component_id) compact.component_id = target.component_id;
  if (target.config_id) compact.config_id = target.config_id;
  return compact;
}

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
