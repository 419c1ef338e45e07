import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../provider/ConsoleProvider';
import { parseHealthUrlState, writeHealthUrlState, type HealthUrlState } from './model/urlState';

export type UpdateHealthUrlState = (patch: Partial<HealthUrlState>, options?: { replace?: boolean }) => void;

/** The dashboard state, read from and written to the URL through the router adapter. */
export function useHealthUrlState(): [HealthUrlState, UpdateHealthUrlState] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseHealthUrlState(params), [params]);
  const update = useCallback<UpdateHealthUrlState>(
    (patch, options) => setParams((previous) => writeHealthUrlState(previous, patch), options),
    [setParams],
  );
  return [state, update];
}
