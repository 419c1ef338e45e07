import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../provider/ConsoleProvider';
import { parseHealthUrlState, parseLabels, writeHealthUrlState, type HealthUrlState } from './model/urlState';

export type UpdateHealthUrlState = (patch: Partial<HealthUrlState>, options?: { replace?: boolean }) => void;

/** The dashboard state, read from and written to the URL through the router adapter. */
export function useHealthUrlState(): [HealthUrlState, UpdateHealthUrlState] {
  const [params, setParams] = useSearchParams();
  // The label filters keep their identity while the URL's labels do not change, so a change of grouping, tab
  // or sort does not filter every check again, nor render the filter panel again.
  const rawLabels = params.get('labels');
  const labels = useMemo(() => parseLabels(rawLabels), [rawLabels]);
  const state = useMemo(() => ({ ...parseHealthUrlState(params), labels }), [params, labels]);
  const update = useCallback<UpdateHealthUrlState>(
    (patch, options) => setParams((previous) => writeHealthUrlState(previous, patch), options),
    [setParams],
  );
  return [state, update];
}
