import { useMemo } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Icon, InlineAlert, useT, type Translate } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { RelativeTime } from '../../preferences/PreferredDate';
import { useConsole, useSearchParams } from '../../provider/ConsoleProvider';
import type { HistoryRow } from '../model/rows';
import { NotificationTabs } from '../NotificationTabs';
import { Cell, Page } from '../NotificationTabs/NotificationTabs.styles';
import { useNotificationHistory } from '../queries';
import { SendDetails } from '../SendDetails';
import { HealthStatus, NotificationStatusBadge } from '../StatusBadge';

export interface NotificationResourcePageProps {
  /** The resource (check, catalog item, component) whose sends are listed. */
  resourceId: string;
  className?: string;
}

const PAGE_SIZE = 50;

function historyColumns(
  t: Translate,
  runLink: (id: string) => string,
  Link: ReturnType<typeof useConsole>['router']['Link'],
): DataTableColumn<HistoryRow>[] {
  return [
    {
      id: 'created_at',
      header: t('notifications.column.age', 'Age'),
      size: 110,
      sortable: false,
      cell: ({ row }) => <RelativeTime value={row.created_at ?? null} />,
    },
    {
      id: 'resource',
      header: t('notifications.column.resource', 'Resource'),
      size: 220,
      sortable: false,
      accessor: (row) => row.resource?.name ?? row.resource_id ?? '',
      cell: ({ row }) => (
        <Cell>
          <Icon name={row.resource?.icon || row.resource?.type || row.resource_type || 'generic'} size="sm" />
          {row.resource?.name ?? row.resource_id}
        </Cell>
      ),
    },
    {
      id: 'health',
      header: t('notifications.column.health', 'Health/Status'),
      size: 170,
      sortable: false,
      cell: ({ row }) => <HealthStatus health={row.resource_health} status={row.resource_status} />,
    },
    {
      id: 'status',
      header: t('notifications.column.notification', 'Notification'),
      size: 170,
      sortable: false,
      cell: ({ row }) => <NotificationStatusBadge status={row.status} />,
    },
    {
      id: 'title',
      header: t('notifications.column.title', 'Title'),
      size: 300,
      grow: true,
      sortable: false,
      accessor: (row) => row.resource_health_description || row.source_event || '',
    },
    {
      id: 'recipient',
      header: t('notifications.column.recipient', 'Recipient'),
      size: 220,
      sortable: false,
      cell: ({ row }) =>
        row.playbook_run_id ? (
          <Link to={runLink(row.playbook_run_id)} onClick={(event) => event.stopPropagation()}>
            {t('notifications.playbookRun', 'Playbook run')}
          </Link>
        ) : (
          (row.recipient ?? '')
        ),
    },
  ];
}

/** `/notifications/resource/{id}` (reference §3.2): one resource's sends, newest first; a row opens its details. */
export function NotificationResourcePage({ resourceId, className }: NotificationResourcePageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const [params, setParams] = useSearchParams();
  const pageIndex = Math.max(0, Number(params.get('pageIndex')) || 0);
  const openId = params.get('id');
  const history = useNotificationHistory({ resourceId, pageIndex, pageSize: PAGE_SIZE });
  const columns = useMemo(() => historyColumns(t, routes.playbookRun, router.Link), [t, routes, router]);
  const setParam = (name: string, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const rows = history.data?.data ?? [];
  return (
    <Page className={className}>
      <NotificationTabs current="notifications" />
      {history.isError ? <InlineAlert tone="danger">{errorMessageOf(history.error)}</InlineAlert> : null}
      <DataTable<HistoryRow>
        aria-label={t('notifications.history.label', 'Notifications of {name}', {
          name: rows[0]?.resource?.name ?? resourceId,
        })}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        mode="server"
        totalEntries={history.data?.totalEntries ?? 0}
        loading={history.isPending}
        stale={history.isPlaceholderData}
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        pageSizeOptions={[PAGE_SIZE]}
        onPageIndexChange={(index) => setParam('pageIndex', index > 0 ? String(index) : null)}
        onRowClick={(row) => setParam('id', row.id)}
        selectedRowId={openId}
        emptyMessage={t('notifications.history.empty', 'No notifications for this resource')}
        maxHeight="calc(100vh - 240px)"
      />
      {openId ? <SendDetails sendId={openId} onClose={() => setParam('id', null)} /> : null}
    </Page>
  );
}
