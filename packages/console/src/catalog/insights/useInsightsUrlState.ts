import { useCallback, useMemo } from 'react';
import { useTableSearchParams } from '../../preferences/usePageSize';
import { decodeInsightsUrl, writeInsightsUrl, type InsightsUrlState } from './model/insightsUrl';

export type UpdateInsightsUrl = (change: Partial<InsightsUrlState>) => void;

/** The insights list's state, read from and written to the URL through the router adapter. */
export function useInsightsUrlState(): [InsightsUrlState, UpdateInsightsUrl] {
  const [params, setParams] = useTableSearchParams('insights');
  const state = useMemo(() => decodeInsightsUrl(params), [params]);
  const update = useCallback<UpdateInsightsUrl>(
    (change) => setParams((previous) => writeInsightsUrl(previous, change)),
    [setParams],
  );
  return [state, update];
}
