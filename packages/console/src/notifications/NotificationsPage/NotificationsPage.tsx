import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { InlineAlert, TextField, useT } from '@mission-control/ui';
import { DataTable } from '@mission-control/ui/table';
import { TristateFilter } from '../../catalog/TristateFilter';
import { useConsole } from '../../provider/ConsoleProvider';
import { useTableSearchParams } from '../../preferences/usePageSize';
import { notificationHref } from '../hrefs';
import type { SummaryRow } from '../model/rows';
import { NOTIFICATION_STATUSES, RESOURCE_TYPES } from '../model/statuses';
import {
  decodeSummaryUrl,
  SUMMARY_PAGE_SIZE,
  summaryRequestOf,
  writeSummaryUrl,
  type SummaryUrlState,
} from '../model/summaryUrl';
import { NotificationTabs } from '../NotificationTabs';
import { Bar, Page } from '../NotificationTabs/NotificationTabs.styles';
import { useNotificationSummary } from '../queries';
import { summaryColumns } from './columns';

export interface NotificationsPageProps {
  className?: string;
}

const STATUS_OPTIONS = NOTIFICATION_STATUSES.map(({ id, label }) => ({ id, label }));

/**
 * `/notifications` (reference §3.2): the send history grouped by resource, newest first, with search, resource type
 * and status in the URL; a row opens the resource's sends.
 */
export function NotificationsPage({ className }: NotificationsPageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const [params, setParams] = useTableSearchParams('notifications');
  const state = useMemo(() => decodeSummaryUrl(params), [params]);
  const update = useCallback(
    (change: Partial<SummaryUrlState>) => setParams((previous) => writeSummaryUrl(previous, change)),
    [setParams],
  );
  const summary = useNotificationSummary(useMemo(() => summaryRequestOf(state), [state]));
  const columns = useMemo(() => summaryColumns(t), [t]);
  // The search box writes the URL when typing pauses.
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search.trim() === state.search) return;
    const timer = setTimeout(() => update({ search }), 300);
    return () => clearTimeout(timer);
  }, [search, state.search, update]);
  const open = (row: SummaryRow) => {
    if (row.resource?.id) router.navigate(notificationHref(routes, 'notificationResource', { id: row.resource.id }));
  };
  return (
    <Page className={className}>
      <NotificationTabs current="notifications" />
      <Bar role="search" aria-label={t('notifications.filters', 'Notification filters')}>
        <TextField
          type="search"
          label={t('notifications.filter.search', 'Search by resource name')}
          value={search}
          onChange={setSearch}
        />
        <TristateFilter
          label={t('notifications.filter.resourceType', 'Resource Type')}
          options={RESOURCE_TYPES.map(({ id, label }) => ({ id, label }))}
          value={state.resourceType}
          onChange={(resourceType) => update({ resourceType })}
        />
        <TristateFilter
          label={t('notifications.filter.status', 'Status')}
          options={STATUS_OPTIONS}
          value={state.status}
          onChange={(status) => update({ status })}
        />
      </Bar>
      {summary.isError ? <InlineAlert tone="danger">{errorMessageOf(summary.error)}</InlineAlert> : null}
      <DataTable<SummaryRow>
        aria-label={t('notifications.label', 'Notifications by resource')}
        columns={columns}
        data={summary.data?.results ?? []}
        getRowId={(row, index) => `${row.resource?.id ?? 'none'}-${row.resource_type ?? ''}-${index}`}
        mode="server"
        totalEntries={summary.data?.total ?? 0}
        loading={summary.isPending}
        stale={summary.isPlaceholderData}
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        pageSizeOptions={[25, SUMMARY_PAGE_SIZE]}
        onPageIndexChange={(pageIndex) => update({ pageIndex })}
        onPageSizeChange={(pageSize) => update({ pageSize, pageIndex: 0 })}
        onRowClick={open}
        emptyMessage={t('notifications.empty', 'No notifications match these filters')}
        maxHeight="calc(100vh - 260px)"
      />
    </Page>
  );
}
