import { useMemo } from 'react';
import type { CatalogItemRow, CatalogItemsParams } from '@mission-control/api';
import { encodeTristateFilter } from '@mission-control/ui/table';
import { errorMessageOf } from '@mission-control/api';
import { Icon, InlineAlert, StatusDot, TagList, useT, type Translate } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { DateTime } from '../../preferences/PreferredDate';
import { usePreferences } from '../../preferences/preferences';
import { useConsole } from '../../provider/ConsoleProvider';
import type { ConsoleRoutes } from '../../routes/routes';
import type { RouterAdapter } from '../../provider/router';
import { tagGroupKeys, typeLabel, type CatalogUrlState } from '../model/catalogUrl';
import { useCatalogItems } from '../queries';
import { NameCell, Total } from './CatalogItemList.styles';

export interface CatalogItemListProps {
  state: CatalogUrlState;
  onChange: (change: Partial<CatalogUrlState>) => void;
}

/** The list request for the page's state (reference §1.2 item mode). */
export function itemsParams(state: CatalogUrlState, showDeleted: boolean): CatalogItemsParams {
  const params: CatalogItemsParams = {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  };
  if (state.configType) params.configType = state.configType;
  if (state.search) params.search = state.search;
  const labels = encodeTristateFilter(state.labels);
  if (labels) params.labels = labels;
  const status = encodeTristateFilter(state.status);
  if (status) params.status = status;
  const health = encodeTristateFilter(state.health);
  if (health) params.health = health;
  if (showDeleted) params.showDeleted = true;
  return params;
}

function columnsFor(
  tagKeys: readonly string[],
  t: Translate,
  router: RouterAdapter,
  routes: ConsoleRoutes,
  showDeleted: boolean,
): DataTableColumn<CatalogItemRow>[] {
  const columns: DataTableColumn<CatalogItemRow>[] = tagKeys.map((key) => ({
    id: `tag:${key}`,
    header: key.toUpperCase(),
    accessor: (row) => row.tags?.[key] ?? '',
    sortable: false,
    size: 140,
  }));
  columns.push(
    {
      id: 'name',
      header: t('catalog.column.name', 'Name'),
      size: 280,
      grow: true,
      cell: ({ row }) => (
        <NameCell title={row.type ?? undefined}>
          <Icon name={row.type ?? 'generic'} size="sm" />
          <router.Link to={routes.catalogItem(row.id)}>{row.name || row.id.slice(-12)}</router.Link>
        </NameCell>
      ),
    },
    {
      id: 'type',
      header: t('catalog.column.type', 'Type'),
      size: 170,
      accessor: (row) => (row.type ? typeLabel(row.type) : ''),
    },
    {
      id: 'status',
      header: t('catalog.column.status', 'Status'),
      size: 160,
      cell: ({ row }) => (
        <StatusDot
          status={row.health ?? 'unknown'}
          label={row.status ? `${row.status} (${row.health ?? 'unknown'})` : (row.health ?? 'unknown')}
          showLabel
        />
      ),
    },
    { id: 'changes', header: t('catalog.column.changes', 'Changes'), size: 100 },
    {
      // Open insights per type (the configs view counts them live).
      id: 'analysis',
      header: t('catalog.column.analysis', 'Analysis'),
      size: 180,
      sortable: false,
      accessor: (row) =>
        Object.entries(row.analysis ?? {})
          .filter(([, count]) => count > 0)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([type, count]) => `${type}: ${count}`)
          .join(', '),
    },
    {
      id: 'tags',
      header: t('catalog.column.tags', 'Tags'),
      size: 260,
      sortable: false,
      // Keyed by the row: its "show more" state must not pass to the next row shown in this cell.
      cell: ({ row }) => <TagList key={row.id} tags={row.tags ?? {}} maxVisible={3} />,
    },
    {
      id: 'created_at',
      header: t('catalog.column.created', 'Created'),
      size: 170,
      cell: ({ row }) => <DateTime value={row.created_at ?? null} />,
    },
    {
      id: 'updated_at',
      header: t('catalog.column.updated', 'Updated'),
      size: 170,
      cell: ({ row }) => <DateTime value={row.updated_at ?? null} />,
    },
  );
  if (showDeleted) {
    columns.push({
      id: 'deleted_at',
      header: t('catalog.column.deleted', 'Deleted At'),
      size: 170,
      sortable: false,
      cell: ({ row }) => <DateTime value={row.deleted_at ?? null} />,
    });
  }
  return columns;
}

/**
 * The catalog item list (reference §1.2 item mode): one server page at a time with the exact total,
 * sorted on the server, rows virtualised; tag group-by keys lead as columns. A row opens the item.
 */
export function CatalogItemList({ state, onChange }: CatalogItemListProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const [preferences] = usePreferences();
  const showDeleted = preferences.showDeletedConfigs;
  const params = useMemo(() => itemsParams(state, showDeleted), [state, showDeleted]);
  const items = useCatalogItems(params);
  const tagKeys = useMemo(() => tagGroupKeys(state.groupBy), [state.groupBy]);
  const columns = useMemo(
    () => columnsFor(tagKeys, t, router, routes, showDeleted),
    [tagKeys, t, router, routes, showDeleted],
  );
  const total = items.data?.totalEntries;
  return (
    <>
      {items.isError ? <InlineAlert tone="danger">{errorMessageOf(items.error)}</InlineAlert> : null}
      {total !== undefined ? (
        <Total aria-live="polite">{t('catalog.items.total', '{count} items', { count: total.toLocaleString() })}</Total>
      ) : null}
      <DataTable<CatalogItemRow>
        aria-label={t('catalog.items.label', 'Catalog items')}
        columns={columns}
        data={items.data?.data ?? []}
        getRowId={(row) => row.id}
        mode="server"
        totalEntries={total ?? 0}
        loading={items.isPending}
        stale={items.isPlaceholderData}
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        onPageIndexChange={(pageIndex) => onChange({ pageIndex })}
        onPageSizeChange={(pageSize) => onChange({ pageSize, pageIndex: 0 })}
        sortBy={state.sortBy}
        sortOrder={state.sortOrder}
        onSortChange={(sortBy, sortOrder) => onChange({ sortBy: sortBy ?? 'type', sortOrder })}
        onRowClick={(row) => router.navigate(routes.catalogItem(row.id))}
        emptyMessage={t('catalog.items.empty', 'No items match these filters')}
        maxHeight="calc(100vh - 300px)"
      />
    </>
  );
}
