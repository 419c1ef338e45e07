// The rules table's columns (reference §3.3): Events, Name, Filter, Status, Sent / Failed / Pending, Avg Duration,
// Repeat Interval, Wait For, Created At, Updated At, Created By. Every column but Events and Created By sorts on
// the server.
import { Badge, type Translate } from '@mission-control/ui';
import type { DataTableColumn } from '@mission-control/ui/table';
import { DateTime } from '../../preferences/PreferredDate';
import { formatDurationNs } from '../model/durations';
import type { RuleRow } from '../model/rows';
import { Cell, Muted } from '../NotificationTabs/NotificationTabs.styles';

function RuleStatus({ row, t }: { row: RuleRow; t: Translate }) {
  if (row.error)
    return (
      <Badge tone="danger" title={row.error}>
        <span aria-hidden="true">✕</span> {t('notifications.rule.status.error', 'Error')}
      </Badge>
    );
  return (
    <Badge tone="success">
      <span aria-hidden="true">✓</span> {t('notifications.rule.status.ok', 'OK')}
    </Badge>
  );
}

const createdByName = (row: RuleRow) =>
  typeof row.created_by === 'object' && row.created_by ? (row.created_by.name ?? row.created_by.email ?? '') : '';

export function ruleColumns(t: Translate): DataTableColumn<RuleRow>[] {
  return [
    {
      id: 'events',
      header: t('notifications.rules.column.events', 'Events'),
      size: 220,
      sortable: false,
      cell: ({ row }) => (
        <Cell>
          {(row.events ?? []).map((event) => (
            <Badge key={event} tone="neutral">
              {event}
            </Badge>
          ))}
        </Cell>
      ),
    },
    { id: 'name', header: t('notifications.rules.column.name', 'Name'), size: 200, accessor: (row) => row.name ?? '' },
    {
      id: 'filter',
      header: t('notifications.rules.column.filter', 'Filter'),
      size: 220,
      grow: true,
      accessor: (row) => row.filter ?? '',
    },
    {
      id: 'error',
      header: t('notifications.rules.column.status', 'Status'),
      size: 110,
      cell: ({ row }) => <RuleStatus row={row} t={t} />,
    },
    {
      id: 'sent',
      header: t('notifications.rules.column.counts', 'Sent / Failed / Pending'),
      size: 180,
      cell: ({ row }) => (
        <span
          aria-label={t('notifications.rules.counts', '{sent} sent, {failed} failed, {pending} pending', {
            sent: row.sent ?? 0,
            failed: row.failed ?? 0,
            pending: row.pending ?? 0,
          })}
        >
          {row.sent ?? 0} / {row.failed ?? 0} / {row.pending ?? 0}
        </span>
      ),
    },
    {
      id: 'avg_duration_ms',
      header: t('notifications.rules.column.avgDuration', 'Avg Duration'),
      size: 120,
      accessor: (row) => (row.avg_duration_ms != null ? `${Math.round(row.avg_duration_ms)} ms` : ''),
    },
    {
      id: 'repeat_interval',
      header: t('notifications.rules.column.repeatInterval', 'Repeat Interval'),
      size: 130,
      accessor: (row) => row.repeat_interval ?? '',
    },
    {
      id: 'wait_for',
      header: t('notifications.rules.column.waitFor', 'Wait For'),
      size: 110,
      accessor: (row) => formatDurationNs(row.wait_for),
    },
    {
      id: 'created_at',
      header: t('notifications.rules.column.createdAt', 'Created At'),
      size: 170,
      cell: ({ row }) => <DateTime value={row.created_at ?? null} />,
    },
    {
      id: 'updated_at',
      header: t('notifications.rules.column.updatedAt', 'Updated At'),
      size: 170,
      cell: ({ row }) => <DateTime value={row.updated_at ?? null} />,
    },
    {
      id: 'created_by',
      header: t('notifications.rules.column.createdBy', 'Created By'),
      size: 150,
      sortable: false,
      cell: ({ row }) => createdByName(row) || <Muted>{row.source ?? ''}</Muted>,
    },
  ];
}
