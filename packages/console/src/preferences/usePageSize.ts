import { useCallback, useState } from 'react';
import { useConsole } from '../provider/ConsoleProvider';

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
