import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ResourceSearchItem, ResourceSearchRequest } from '@mission-control/api';
import { DEFAULT_STALE_TIME_MS, useConsole } from '../../provider/ConsoleProvider';

/** The kinds a ResourceSelector searches; the keys of `POST /resources/search`. */
export type ResourceSelectorKind = 'configs' | 'components' | 'checks' | 'playbooks' | 'connections';

/** A chosen resource: its kind and id. */
export interface ResourceRef {
  kind: ResourceSelectorKind;
  id: string;
}

export interface ResourceOption extends ResourceSearchItem {
  kind: ResourceSelectorKind;
}

/** Typing waits this long before a search (operations §5). */
export const RESOURCE_QUERY_DEBOUNCE_MS = 300;
/** Looking up the option of a value set from outside waits this long, so a burst of resets asks once. */
export const RESOURCE_LOOKUP_DEBOUNCE_MS = 100;
/** Items asked per kind; the server's default is 50. */
export const RESOURCE_SEARCH_LIMIT = 50;

function flatten(
  kinds: readonly ResourceSelectorKind[],
  response: Partial<Record<ResourceSelectorKind, ResourceSearchItem[]>>,
) {
  return kinds.flatMap((kind) => (response[kind] ?? []).map((item) => ({ ...item, kind })));
}

/** A search over the kinds for one typed text (the server reads words and key=value terms in `search`). */
export function useResourceSearch(kinds: readonly ResourceSelectorKind[]) {
  const { client } = useConsole();
  return (text: string, signal: AbortSignal): Promise<ResourceOption[]> => {
    const request: ResourceSearchRequest = Object.fromEntries(
      kinds.map((kind) => [kind, [{ search: text, limit: RESOURCE_SEARCH_LIMIT }]]),
    );
    return client.resources.search(request, { signal }).then((response) => flatten(kinds, response));
  };
}

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/** The option of a chosen resource (`POST /resources/search` by id), so the field can show its name. */
export function useResourceOption(value: ResourceRef | null) {
  const { client } = useConsole();
  const ref = useDebounced(value, RESOURCE_LOOKUP_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['resources', 'option', ref?.kind ?? '', ref?.id ?? ''],
    queryFn: async ({ signal }): Promise<ResourceOption | null> => {
      const { kind, id } = ref!;
      const response = await client.resources.search({ [kind]: [{ id, limit: 1 }] }, { signal });
      return flatten([kind], response)[0] ?? null;
    },
    enabled: ref !== null && !!ref.id,
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}
