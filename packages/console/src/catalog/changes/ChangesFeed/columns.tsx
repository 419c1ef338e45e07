// The feed's columns (reference §1.4's table): when, which item, what kind, how severe, what, where from and
// who. A heading row of "group by item" fills the Catalog cell only.
import { Icon, TagList, type Translate } from '@mission-control/ui';
import type { DataTableColumn } from '@mission-control/ui/table';
import { DateTime } from '../../../preferences/PreferredDate';
import type { RouterAdapter } from '../../../provider/router';
import type { ConsoleRoutes } from '../../../routes/routes';
import { ChangeTypeBadge, SeverityBadge } from '../ChangeBadges';
import { isMerged, madeBy, type FeedRow } from '../model/rows';
import { Cell } from './ChangesFeed.styles';

const tagsOf = (tags: Record<string, unknown> | null | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(tags ?? {}).map(([key, value]) => [key, String(value)]));

export function feedColumns(t: Translate, router: RouterAdapter, routes: ConsoleRoutes): DataTableColumn<FeedRow>[] {
  return [
    {
      id: 'created_at',
      header: t('catalog.changes.column.lastSeen', 'Last Seen'),
      size: 180,
      accessor: (row) => row.change?.created_at ?? '',
      cell: ({ row }) => (row.change?.created_at ? <DateTime value={row.change.created_at} /> : null),
    },
    {
      id: 'name',
      header: t('catalog.changes.column.item', 'Catalog'),
      size: 220,
      accessor: (row) => row.item?.name ?? row.change?.name ?? '',
      cell: ({ row }) => {
        const id = row.item?.id ?? row.change?.config_id;
        const name = row.item?.name ?? (row.change?.name || id?.slice(-12));
        const type = row.item?.type ?? row.change?.type;
        if (!id) return null;
        return (
          <Cell title={type ?? undefined}>
            <Icon name={type || 'generic'} size="sm" />
            <router.Link to={routes.catalogItem(id)} onClick={(event) => event.stopPropagation()}>
              {name}
            </router.Link>
            {row.item ? (
              <span>
                {' '}
                {t('catalog.changes.group.count', '({count} changes)', { count: row.item.count.toLocaleString() })}
              </span>
            ) : null}
          </Cell>
        );
      },
    },
    {
      id: 'change_type',
      header: t('catalog.changes.column.type', 'Type'),
      size: 150,
      accessor: (row) => row.change?.change_type ?? '',
      cell: ({ row }) => <ChangeTypeBadge changeType={row.change?.change_type} />,
    },
    {
      id: 'severity',
      header: t('catalog.changes.column.severity', 'Severity'),
      size: 120,
      sortable: false,
      accessor: (row) => row.change?.severity ?? '',
      cell: ({ row }) => <SeverityBadge severity={row.change?.severity} />,
    },
    {
      id: 'summary',
      header: t('catalog.changes.column.summary', 'Summary'),
      size: 280,
      grow: true,
      accessor: (row) => row.change?.summary ?? '',
    },
    {
      id: 'count',
      header: t('catalog.changes.column.count', 'Count'),
      size: 80,
      accessor: (row) => (row.change ? (row.change.count ?? 1) : ''),
    },
    {
      id: 'first_observed',
      header: t('catalog.changes.column.firstSeen', 'First Seen'),
      size: 180,
      sortable: false,
      accessor: (row) => row.change?.first_observed ?? '',
      cell: ({ row }) =>
        row.change && isMerged(row.change) && row.change.first_observed ? (
          <DateTime value={row.change.first_observed} />
        ) : null,
    },
    {
      id: 'source',
      header: t('catalog.changes.column.source', 'Source'),
      size: 130,
      accessor: (row) => row.change?.source ?? '',
    },
    {
      id: 'tags',
      header: t('catalog.changes.column.tags', 'Tags'),
      size: 220,
      sortable: false,
      // Keyed by the row: its "show more" state must not pass to the next row shown in this cell.
      cell: ({ row }) =>
        row.change?.tags ? <TagList key={row.key} tags={tagsOf(row.change.tags)} maxVisible={2} /> : null,
    },
    {
      id: 'created_by',
      header: t('catalog.changes.column.createdBy', 'Created By'),
      size: 160,
      sortable: false,
      accessor: (row) => (row.change ? madeBy(row.change).text : ''),
    },
  ];
}
