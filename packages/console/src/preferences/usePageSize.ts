import { useCallback, useMemo, useState } from 'react';
import { useConsole, useSearchParams } from '../provider/ConsoleProvider';
import type { RouterAdapter } from '../provider/router';

/** The page sizes a table may be remembered at (shell and access §9). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000];

/** Where the provider's storage keeps one table's page size. */
export const pageSizeKey = (table: string) => `table_page_size:${table}`;

/** A stored size, if it is one of the options; anything else (edited by hand, an old value) is ignored. */
export function readPageSize(stored: string | null, fallback: number): number {
  const size = Number(stored);
  return stored !== null && PAGE_SIZE_OPTIONS.includes(size) ? size : fallback;
}

/**
 * A table's page size, remembered per table in the provider's storage (shell and access §9: "Table page
 * size default 50, remembered"): the size chosen last time for `table`, else `fallback`. Setting it stores it.
 */
export function usePageSize(table: string, fallback = 50): [number, (size: number) => void] {
  const { storage } = useConsole();
  const [size, setSize] = useState(() => readPageSize(storage.getItem(pageSizeKey(table)), fallback));
  const update = useCallback(
    (next: number) => {
      setSize(next);
      storage.setItem(pageSizeKey(table), String(next));
    },
    [storage, table],
  );
  return [size, update];
}

/**
 * `useSearchParams` for a table that keeps `pageSize` in the URL (shell and access §9 names the parameter):
 * when the URL names no size, the params carry the one chosen last for `table`; every size the next URL names
 * is remembered. Writers leave a default size out of the URL, so a write that drops a size other than
 * `fallback` means the default was chosen, and that is remembered.
 */
export function useTableSearchParams(
  table: string,
  fallback = 50,
): [URLSearchParams, RouterAdapter['setSearchParams']] {
  const { storage } = useConsole();
  const [raw, setRaw] = useSearchParams();
  const remembered = raw.has('pageSize') ? null : readPageSize(storage.getItem(pageSizeKey(table)), fallback);
  const params = useMemo(() => withSize(raw, remembered, fallback), [raw, remembered, fallback]);
  const setParams = useCallback<RouterAdapter['setSearchParams']>(
    (update, options) =>
      setRaw((previous) => {
        const stored = readPageSize(storage.getItem(pageSizeKey(table)), fallback);
        const effective = withSize(previous, previous.has('pageSize') ? null : stored, fallback);
        const next = typeof update === 'function' ? update(effective) : update;
        const size = next.has('pageSize') ? readPageSize(next.get('pageSize'), fallback) : fallback;
        if (next.has('pageSize') || effective.has('pageSize')) storage.setItem(pageSizeKey(table), String(size));
        return next;
      }, options),
    [setRaw, storage, table, fallback],
  );
  return [params, setParams];
}

function withSize(params: URLSearchParams, size: number | null, fallback: number): URLSearchParams {
  if (size === null || size === fallback) return params;
  const copy = new URLSearchParams(params);
  copy.set('pageSize', String(size));
  return copy;
}
