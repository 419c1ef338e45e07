// The insights list's columns (reference §1.5): Catalog, Type, Severity, Status, Analyzer, Message, First and
// Last Observed.
import type { ConfigAnalysisItem } from '@mission-control/api';
import { Badge, Icon, type Translate } from '@mission-control/ui';
import type { DataTableColumn } from '@mission-control/ui/table';
import { DateTime } from '../../../preferences/PreferredDate';
import type { RouterAdapter } from '../../../provider/router';
import type { ConsoleRoutes } from '../../../routes/routes';
import { SeverityBadge } from '../../changes/ChangeBadges';
import { analysisTypeLabel } from '../model/insightsUrl';
import { Cell } from './InsightsTable.styles';

const STATUS_GLYPH: Record<string, string> = { open: '●', resolved: '✓', silenced: '⏸' };

/** A finding's status as a badge: a glyph and the word, tinted. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const value = (status || 'open').toLowerCase();
  const tone = value === 'open' ? 'warning' : value === 'resolved' ? 'success' : 'neutral';
  return (
    <Badge tone={tone} data-status={value}>
      <span aria-hidden="true">{STATUS_GLYPH[value] ?? '•'}</span>
      {value[0]!.toUpperCase() + value.slice(1)}
    </Badge>
  );
}

export function insightColumns(
  t: Translate,
  router: RouterAdapter,
  routes: ConsoleRoutes,
  options: { showItem: boolean },
): DataTableColumn<ConfigAnalysisItem>[] {
  const columns: DataTableColumn<ConfigAnalysisItem>[] = [];
  if (options.showItem) {
    columns.push({
      id: 'config',
      header: t('catalog.insights.column.item', 'Catalog'),
      size: 220,
      sortable: false,
      accessor: (row) => row.config?.name ?? row.config_id ?? '',
      cell: ({ row }) => {
        const id = row.config?.id ?? row.config_id;
        if (!id) return null;
        const type = row.config?.type ?? row.config_type;
        return (
          <Cell title={type ?? undefined}>
            <Icon name={type || 'generic'} size="sm" />
            <router.Link to={routes.catalogItem(id)} onClick={(event) => event.stopPropagation()}>
              {row.config?.name || id.slice(-12)}
            </router.Link>
          </Cell>
        );
      },
    });
  }
  columns.push(
    {
      id: 'analysis_type',
      header: t('catalog.insights.column.type', 'Type'),
      size: 140,
      accessor: (row) => (row.analysis_type ? analysisTypeLabel(row.analysis_type) : ''),
    },
    {
      id: 'severity',
      header: t('catalog.insights.column.severity', 'Severity'),
      size: 120,
      accessor: (row) => row.severity ?? '',
      cell: ({ row }) => <SeverityBadge severity={row.severity} />,
    },
    {
      id: 'status',
      header: t('catalog.insights.column.status', 'Status'),
      size: 120,
      accessor: (row) => row.status ?? '',
      cell: ({ row }) => <StatusBadge status={row.status} />,
    },
    {
      id: 'analyzer',
      header: t('catalog.insights.column.analyzer', 'Analyzer'),
      size: 200,
      accessor: (row) => row.analyzer,
    },
    {
      id: 'message',
      header: t('catalog.insights.column.message', 'Message'),
      size: 320,
      grow: true,
      sortable: false,
      accessor: (row) => row.message || row.summary || '',
    },
    {
      id: 'first_observed',
      header: t('catalog.insights.column.firstObserved', 'First Observed'),
      size: 180,
      cell: ({ row }) => <DateTime value={row.first_observed ?? null} />,
    },
    {
      id: 'last_observed',
      header: t('catalog.insights.column.lastObserved', 'Last Observed'),
      size: 180,
      cell: ({ row }) => <DateTime value={row.last_observed ?? null} />,
    },
  );
  return columns;
}
