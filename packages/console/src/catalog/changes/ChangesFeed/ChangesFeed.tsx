import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { InlineAlert, useT } from '@mission-control/ui';
import { DataTable } from '@mission-control/ui/table';
import { useDatePreferences } from '../../../preferences/preferences';
import { useConsole } from '../../../provider/ConsoleProvider';
import { ChangeDetails } from '../ChangeDetails';
import { ChangesFilters } from '../ChangesFilters';
import { changesRequestOf, type ChangesUrlState } from '../model/changesUrl';
import { flatRows, groupByItem, type ChangeRow, type FeedRow } from '../model/rows';
import { useChanges } from '../queries';
import { feedColumns } from './columns';
import { Root, Toolbar, Total } from './ChangesFeed.styles';

export interface ChangesFeedProps {
  state: ChangesUrlState;
  onChange: (change: Partial<ChangesUrlState>) => void;
  /** An item's feed: its changes and, per the state's toggles, its relatives'. */
  configId?: string;
  /** Controls before the filters (the item tab's Downstream/Upstream toggles). */
  toolbar?: ReactNode;
  /** @default 'calc(100vh - 320px)' */
  maxHeight?: string;
}

const getSubRows = (row: FeedRow) => row.children;

/** Adds what a page shows to what was seen before, so filter options do not vanish when a filter narrows the page. */
function useSeen(values: readonly string[]): string[] {
  const [seen, setSeen] = useState<string[]>([]);
  const key = values.join('\u0000');
  useEffect(() => {
    setSeen((previous) => {
      const missing = values.filter((value) => !previous.includes(value));
      return missing.length ? [...previous, ...missing] : previous;
    });
    // `key` stands for `values`' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return seen;
}

/**
 * The change feed (reference §1.4): its filters, then one server page of changes with the total, sorted on
 * the server, rows virtualised, optionally under a heading per item; a row opens the change's details.
 */
export function ChangesFeed({
  state,
  onChange,
  configId,
  toolbar,
  maxHeight = 'calc(100vh - 320px)',
}: ChangesFeedProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const { timeZone } = useDatePreferences();
  const request = useMemo(
    () => changesRequestOf(state, { configId, timeZone: timeZone === 'Browser' ? undefined : timeZone }),
    [state, configId, timeZone],
  );
  const changes = useChanges(request);
  const page = changes.data;
  const rows = useMemo<ChangeRow[]>(() => page?.changes ?? [], [page]);
  const data = useMemo(() => (state.groupByItem ? groupByItem(rows) : flatRows(rows)), [rows, state.groupByItem]);
  const seenChangeTypes = useSeen(
    useMemo(() => [...Object.keys(page?.summary ?? {}), ...rows.flatMap((row) => row.change_type ?? [])], [page, rows]),
  );
  const seenSources = useSeen(useMemo(() => rows.flatMap((row) => row.source ?? []), [rows]));
  const columns = useMemo(() => feedColumns(t, router, routes), [t, router, routes]);
  const [open, setOpen] = useState<ChangeRow | null>(null);
  const total = page?.total;
  return (
    <Root>
      {toolbar ? <Toolbar>{toolbar}</Toolbar> : null}
      <ChangesFilters state={state} onChange={onChange} seenChangeTypes={seenChangeTypes} seenSources={seenSources} />
      {changes.isError ? <InlineAlert tone="danger">{errorMessageOf(changes.error)}</InlineAlert> : null}
      {total !== undefined ? (
        <Total aria-live="polite">
          {page?.total_exact === false
            ? t('catalog.changes.totalAtLeast', 'At least {count} changes', { count: total.toLocaleString() })
            : t('catalog.changes.total', '{count} changes', { count: total.toLocaleString() })}
        </Total>
      ) : null}
      <DataTable<FeedRow>
        aria-label={t('catalog.changes.label', 'Changes')}
        columns={columns}
        data={data}
        getRowId={(row) => row.key}
        getSubRows={state.groupByItem ? getSubRows : undefined}
        defaultExpanded
        getExpandLabel={(row, expanded) =>
          expanded
            ? t('catalog.changes.group.collapse', 'Hide the changes of {name}', { name: row.item?.name ?? '' })
            : t('catalog.changes.group.expand', 'Show the changes of {name}', { name: row.item?.name ?? '' })
        }
        mode="server"
        totalEntries={total ?? 0}
        loading={changes.isPending}
        stale={changes.isPlaceholderData}
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        onPageIndexChange={(pageIndex) => onChange({ pageIndex })}
        onPageSizeChange={(pageSize) => onChange({ pageSize, pageIndex: 0 })}
        sortBy={state.sortBy}
        sortOrder={state.sortOrder}
        onSortChange={(sortBy, sortOrder) =>
          onChange({
            sortBy: (sortBy ?? 'created_at') as ChangesUrlState['sortBy'],
            sortOrder: sortBy ? sortOrder : 'desc',
          })
        }
        onRowClick={(row) => (row.change ? setOpen(row.change) : undefined)}
        selectedRowId={open?.id ?? null}
        emptyMessage={t('catalog.changes.empty', 'No changes in this time range match these filters')}
        maxHeight={maxHeight}
      />
      {open ? <ChangeDetails change={open} onClose={() => setOpen(null)} /> : null}
    </Root>
  );
}
