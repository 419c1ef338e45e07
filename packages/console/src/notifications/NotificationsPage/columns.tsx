// The send history's columns grouped by resource (reference §3.2): Last Seen, Resource, Health/Status, Title,
// Statistics.
import { Badge, Icon, type Translate } from '@mission-control/ui';
import type { DataTableColumn } from '@mission-control/ui/table';
import { RelativeTime } from '../../preferences/PreferredDate';
import type { SummaryRow } from '../model/rows';
import { HealthStatus } from '../StatusBadge';
import { Cell, Muted } from '../NotificationTabs/NotificationTabs.styles';
import { Segment, Stats, StatsBar } from './NotificationsPage.styles';

/** Sent, Error and Suppressed as a bar, with the counts in words beside it (never colour alone). */
export function StatisticsBar({ row, t }: { row: Pick<SummaryRow, 'sent' | 'error' | 'suppressed'>; t: Translate }) {
  const sent = row.sent ?? 0;
  const error = row.error ?? 0;
  const suppressed = row.suppressed ?? 0;
  const total = sent + error + suppressed || 1;
  const words = t('notifications.stats', '{sent} sent, {error} failed, {suppressed} suppressed', {
    sent,
    error,
    suppressed,
  });
  return (
    <Stats>
      <StatsBar aria-hidden="true">
        <Segment data-kind="sent" style={{ width: `${(sent / total) * 100}%` }} />
        <Segment data-kind="error" style={{ width: `${(error / total) * 100}%` }} />
        <Segment data-kind="suppressed" style={{ width: `${(suppressed / total) * 100}%` }} />
      </StatsBar>
      <span>{words}</span>
    </Stats>
  );
}

export const resourceName = (row: Pick<SummaryRow, 'resource'>) => row.resource?.name || row.resource?.id || '';

export function summaryColumns(t: Translate): DataTableColumn<SummaryRow>[] {
  return [
    {
      id: 'last_seen',
      header: t('notifications.column.lastSeen', 'Last Seen'),
      size: 200,
      sortable: false,
      cell: ({ row }) => (
        <Cell>
          <RelativeTime value={row.last_seen ?? null} />
          {(row.total ?? 0) > 1 && row.first_observed ? (
            <Muted>
              ({t('notifications.over', 'over')} <RelativeTime value={row.first_observed} />)
            </Muted>
          ) : null}
        </Cell>
      ),
    },
    {
      id: 'resource',
      header: t('notifications.column.resource', 'Resource'),
      size: 260,
      sortable: false,
      accessor: resourceName,
      cell: ({ row }) => (
        <Cell>
          <Icon name={row.resource?.icon || row.resource?.type || row.resource_type || 'generic'} size="sm" />
          {resourceName(row)}
          {(row.total ?? 0) > 1 ? (
            <Badge
              tone="neutral"
              aria-label={t('notifications.count', '{count} notifications', { count: row.total ?? 0 })}
            >
              {row.total}
            </Badge>
          ) : null}
        </Cell>
      ),
    },
    {
      id: 'health',
      header: t('notifications.column.health', 'Health/Status'),
      size: 180,
      sortable: false,
      cell: ({ row }) => <HealthStatus health={row.resource_health} status={row.resource_status} />,
    },
    {
      id: 'title',
      header: t('notifications.column.title', 'Title'),
      size: 320,
      grow: true,
      sortable: false,
      accessor: (row) => row.resource_health_description || row.last_message || '',
    },
    {
      id: 'statistics',
      header: t('notifications.column.statistics', 'Statistics'),
      size: 260,
      sortable: false,
      cell: ({ row }) => <StatisticsBar row={row} t={t} />,
    },
  ];
}
