import { useCallback, useMemo } from 'react';
import { useTableSearchParams } from '../../preferences/usePageSize';
import { decodeChangesUrl, writeChangesUrl, type ChangesUrlState } from './model/changesUrl';

export type UpdateChangesUrl = (change: Partial<ChangesUrlState>) => void;

/** The feed's state, read from and written to the URL through the router adapter. */
export function useChangesUrlState(): [ChangesUrlState, UpdateChangesUrl] {
  const [params, setParams] = useTableSearchParams('changes');
  const state = useMemo(() => decodeChangesUrl(params), [params]);
  const update = useCallback<UpdateChangesUrl>(
    (change) => setParams((previous) => writeChangesUrl(previous, change)),
    [setParams],
  );
  return [state, update];
}
