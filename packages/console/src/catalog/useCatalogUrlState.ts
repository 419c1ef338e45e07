import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../provider/ConsoleProvider';
import { decodeCatalogUrl, writeCatalogUrl, type CatalogUrlState } from './model/catalogUrl';

export type UpdateCatalogUrl = (change: Partial<CatalogUrlState>, options?: { replace?: boolean }) => void;

/** The /catalog state, read from and written to the URL through the router adapter. */
export function useCatalogUrlState(): [CatalogUrlState, UpdateCatalogUrl] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => decodeCatalogUrl(params), [params]);
  const update = useCallback<UpdateCatalogUrl>(
    (change, options) => setParams((previous) => writeCatalogUrl(previous, change), options),
    [setParams],
  );
  return [state, update];
}
