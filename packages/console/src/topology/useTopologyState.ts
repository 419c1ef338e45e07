import { useCallback, useMemo } from 'react';
import { useConsole, useSearchParams } from '../provider/ConsoleProvider';
import { decodeFilters, storedSort, storeSort, topologyQuery, writeFilters } from './model/filters';
import type { TopologyFilterState } from './model/filters';
import { useTopology } from './queries';

export type UpdateTopologyFilters = (change: Partial<TopologyFilterState>) => void;

/** The filters, from the URL (the sort falls back to the remembered one); a change writes the URL and remembers a sort. */
export function useTopologyFilters(): [TopologyFilterState, UpdateTopologyFilters] {
  const { storage } = useConsole();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => decodeFilters(params, storedSort(storage)), [params, storage]);
  const update = useCallback<UpdateTopologyFilters>(
    (change) => {
      if (change.sortBy !== undefined || change.sortOrder !== undefined)
        storeSort(storage, change.sortBy ?? state.sortBy, change.sortOrder ?? state.sortOrder);
      setParams((previous) => writeFilters(previous, change), { replace: true });
    },
    [setParams, storage, state.sortBy, state.sortOrder],
  );
  return [state, update];
}

/**
 * The tree the page shows for its filters, read once and shared: the cards, the filter bar and the
 * sidebar of one page ask with the same parameters, so they share one request and one cache entry.
 */
export function useTopologyTree(componentId?: string) {
  const [state] = useTopologyFilters();
  const query = useMemo(() => topologyQuery(state, componentId), [state, componentId]);
  const result = useTopology(query);
  const data = result.data;
  // With an id the component zoomed into comes first and its children are the cards; with a type
  // chosen the answer is flat (`flatten=true`): every match is a card.
  const root = componentId ? data?.components.find((component) => component.id === componentId) : undefined;
  const all = data?.components ?? [];
  const cards = !componentId
    ? all
    : state.type
      ? all.filter((component) => component.id !== componentId)
      : (root?.components ?? []);
  return { ...result, state, root, cards };
}
