import { useMemo } from 'react';
import { encodeTristateFilter } from '@mission-control/ui/table';
import { Button, Icon, InlineAlert, useT, VisuallyHidden, type Translate } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { errorMessageOf, labelFilterOf, triStateToFilter, type CatalogSummaryRequestBody } from '@mission-control/api';
import { DateTime } from '../../preferences/PreferredDate';
import { usePreferences } from '../../preferences/preferences';
import { useConsole } from '../../provider/ConsoleProvider';
import { summaryGroupBy, TAG_GROUP_SUFFIX, typeLabel, type CatalogUrlState } from '../model/catalogUrl';
import { summaryRows, type SummaryTableRow } from '../model/summary';
import { useCatalogSummary } from '../queries';
import { useFavoriteTypes } from '../useFavorites';
import { Bar, Counts, Segment, TypeCell } from './CatalogSummary.styles';

/** The window the change and analysis counts cover (upstream's default). */
export const SUMMARY_SINCE = '30d';

export interface CatalogSummaryProps {
  /** The filters (URL state) the summary counts under. */
  state: CatalogUrlState;
  /** Opens the item list for a row (its type, and its tag values as labels). */
  onOpen: (change: Partial<CatalogUrlState>) => void;
}

/** The summary's request for the page's filters (reference §1.2). */
export function summaryRequest(state: CatalogUrlState, showDeleted: boolean): CatalogSummaryRequestBody {
  const request: CatalogSummaryRequestBody = {
    groupBy: summaryGroupBy(state.groupBy),
    changes: { since: SUMMARY_SINCE },
    analysis: { since: SUMMARY_SINCE },
  };
  if (showDeleted) request.deleted = true;
  const filter = labelFilterOf(state.labels);
  if (Object.keys(filter).length) request.filter = filter;
  const health = triStateToFilter(encodeTristateFilter(state.health));
  if (health) request.health = health;
  const status = triStateToFilter(encodeTristateFilter(state.status));
  if (status) request.status = status;
  return request;
}

function HealthBar({ row }: { row: SummaryTableRow }) {
  const t = useT();
  const { router, routes } = useConsole();
  const total = row.health.reduce((sum, part) => sum + part.count, 0);
  if (total === 0) return null;
  return (
    <Bar>
      {row.health.map((part) => (
        <Segment
          key={part.key}
          as={router.Link}
          to={routes.catalog({ configType: row.type, health: encodeTristateFilter({ [part.key]: 1 }) })}
          $health={part.key.toLowerCase()}
          $share={part.count / total}
          title={`${part.count} ${part.key}`}
        >
          <span aria-hidden="true">{part.count}</span>
          <VisuallyHidden>
            {t('catalog.summary.segment', '{count} {health} {type}', {
              count: part.count,
              health: part.key,
              type: typeLabel(row.type),
            })}
          </VisuallyHidden>
        </Segment>
      ))}
    </Bar>
  );
}

function columnsFor(
  groupBy: readonly string[],
  t: Translate,
  favorites: { has: (type: string) => boolean; toggle: (type: string) => void },
): DataTableColumn<SummaryTableRow>[] {
  const groupColumns = groupBy.map<DataTableColumn<SummaryTableRow>>((key) => ({
    id: `group:${key}`,
    header: key.toUpperCase(),
    accessor: (row) => row.groups[key],
    size: key === 'type' ? 280 : 160,
    grow: key === 'type',
    cell:
      key === 'type'
        ? ({ row }) => {
            const pinned = favorites.has(row.type);
            return (
              <TypeCell title={row.type}>
                <Icon name={row.type} size="sm" />
                {typeLabel(row.type)}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={
                    pinned
                      ? t('catalog.summary.unpin', 'Unpin {type}', { type: row.type })
                      : t('catalog.summary.pin', 'Pin {type}', { type: row.type })
                  }
                  onPress={() => favorites.toggle(row.type)}
                >
                  {pinned ? t('catalog.summary.unpinShort', 'Unpin') : t('catalog.summary.pinShort', 'Pin')}
                </Button>
              </TypeCell>
            );
          }
        : undefined,
  }));
  return [
    ...groupColumns,
    { id: 'count', header: t('catalog.summary.count', 'Count'), size: 90 },
    { id: 'changes', header: t('catalog.summary.changes', 'Changes'), size: 100 },
    {
      id: 'health',
      header: t('catalog.summary.health', 'Health'),
      size: 220,
      sortable: false,
      cell: ({ row }) => <HealthBar row={row} />,
    },
    {
      id: 'analysis',
      header: t('catalog.summary.analysis', 'Analysis'),
      size: 180,
      sortable: false,
      // One line, as every row is one line high: the counts run on and end in an ellipsis, the whole list in the
      // title (wrapping hid all but the middle of a second line).
      cell: ({ row }) => {
        const text = row.analysis.map((part) => `${part.key}: ${part.count}`).join(', ');
        return text ? <Counts title={text}>{text}</Counts> : null;
      },
    },
    {
      id: 'created_at',
      header: t('catalog.summary.created', 'Created'),
      size: 170,
      cell: ({ row }) => <DateTime value={row.created_at ?? null} />,
    },
    {
      id: 'updated_at',
      header: t('catalog.summary.updated', 'Updated'),
      size: 170,
      cell: ({ row }) => <DateTime value={row.updated_at ?? null} />,
    },
  ];
}

/**
 * The catalog summary (reference §1.2 summary mode): one row per type (or tag values), with a health bar
 * whose segments open the filtered item list, change and analysis counts over 30 days, and pinned types
 * first. A row opens the item list of its type.
 */
export function CatalogSummary({ state, onOpen }: CatalogSummaryProps) {
  const t = useT();
  const [preferences] = usePreferences();
  const [favorites, toggleFavorite] = useFavoriteTypes();
  const request = useMemo(
    () => summaryRequest(state, preferences.showDeletedConfigs),
    [state, preferences.showDeletedConfigs],
  );
  const summary = useCatalogSummary(request);
  const groupBy = useMemo(() => request.groupBy ?? ['type'], [request]);
  const rows = useMemo(() => summaryRows(summary.data ?? [], groupBy, favorites), [summary.data, groupBy, favorites]);
  const columns = useMemo(
    () => columnsFor(groupBy, t, { has: (type) => favorites.has(type), toggle: toggleFavorite }),
    [groupBy, t, favorites, toggleFavorite],
  );
  const open = (row: SummaryTableRow) => {
    const labels = { ...state.labels };
    for (const key of groupBy) if (key !== 'type' && row.groups[key]) labels[`${key}:${row.groups[key]}`] = 1;
    onOpen({ configType: row.type, labels, groupBy: state.groupBy.filter((key) => key.endsWith(TAG_GROUP_SUFFIX)) });
  };
  if (summary.isError) return <InlineAlert tone="danger">{errorMessageOf(summary.error)}</InlineAlert>;
  return (
    <DataTable<SummaryTableRow>
      aria-label={t('catalog.summary.label', 'Catalog summary')}
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      loading={summary.isPending}
      stale={summary.isPlaceholderData}
      pagination="none"
      manualSorting
      onRowClick={open}
      emptyMessage={t('catalog.summary.empty', 'No catalog items yet')}
      maxHeight="calc(100vh - 260px)"
    />
  );
}
