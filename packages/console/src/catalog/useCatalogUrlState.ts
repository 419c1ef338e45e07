import { useCallback, useMemo } from 'react';
import { pageSizeKey, readPageSize } from '../preferences/usePageSize';
import { useConsole, useSearchParams } from '../provider/ConsoleProvider';
import { decodeCatalogUrl, writeCatalogUrl, type CatalogUrlState } from './model/catalogUrl';

export type UpdateCatalogUrl = (change: Partial<CatalogUrlState>, options?: { replace?: boolean }) => void;

/** The item list's page size is remembered under this table name (shell §9). */
const TABLE = 'catalog';

/**
 * The /catalog state, read from and written to the URL through the router adapter. A URL without a
 * page size gets the one chosen last (remembered per table, shell §9); choosing one remembers it.
 */
export function useCatalogUrlState(): [CatalogUrlState, UpdateCatalogUrl] {
  const { storage } = useConsole();
  const [params, setParams] = useSearchParams();
  const remembered = params.has('pageSize') ? null : storage.getItem(pageSizeKey(TABLE));
  const state = useMemo(() => {
    const decoded = decodeCatalogUrl(params);
    return remembered === null ? decoded : { ...decoded, pageSize: readPageSize(remembered, decoded.pageSize) };
  }, [params, remembered]);
  const update = useCallback<UpdateCatalogUrl>(
    (change, options) => {
      if (change.pageSize !== undefined) storage.setItem(pageSizeKey(TABLE), String(change.pageSize));
      setParams((previous) => writeCatalogUrl(previous, change), options);
    },
    [setParams, storage],
  );
  return [state, update];
}
