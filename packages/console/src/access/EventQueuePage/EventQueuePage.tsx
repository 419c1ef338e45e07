import { useMemo } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { useT } from '@mission-control/ui';
import { DateTime } from '../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import type { EventQueueRow } from '../model/rows';
import { useEventQueue } from '../queries';
import { Heading, Page, Toolbar } from '../shared/styles';

export interface EventQueuePageProps {
  /** @default false */
  hideHeading?: boolean;
}

/** /settings/event-queue-status: one row per event name from event_queue_summary. */
export function EventQueuePage({ hideHeading = false }: EventQueuePageProps) {
  const t = useT();
  const summary = useEventQueue();
  const columns = useMemo<DataTableColumn<EventQueueRow>[]>(
    () => [
      { id: 'name', header: t('eventQueue.column.name', 'Name'), size: 220, grow: true },
      { id: 'pending', header: t('eventQueue.column.pending', 'Pending'), size: 100 },
      { id: 'failed', header: t('eventQueue.column.failed', 'Failed'), size: 100 },
      {
        id: 'average_attempts',
        header: t('eventQueue.column.attempts', 'Average Attempts'),
        size: 150,
        accessor: (row) => (row.average_attempts == null ? '' : row.average_attempts.toFixed(1)),
      },
      {
        id: 'first_failure',
        header: t('eventQueue.column.firstFailure', 'First Failure'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.first_failure ?? null} />,
      },
      {
        id: 'last_failure',
        header: t('eventQueue.column.lastFailure', 'Last Failure'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.last_failure ?? null} />,
      },
      {
        id: 'most_common_error',
        header: t('eventQueue.column.error', 'Most Common Error'),
        size: 240,
        accessor: (row) => row.most_common_error ?? '',
      },
    ],
    [t],
  );
  return (
    <Page aria-label={t('eventQueue.title', 'Event Queue')}>
      <Toolbar>
        {hideHeading ? <span style={{ flex: 1 }} /> : <Heading>{t('eventQueue.title', 'Event Queue')}</Heading>}
      </Toolbar>
      {summary.isError ? <p role="alert">{errorMessageOf(summary.error)}</p> : null}
      <DataTable<EventQueueRow>
        aria-label={t('eventQueue.table', 'Event queue')}
        columns={columns}
        data={summary.data?.data ?? []}
        getRowId={(row) => row.name}
        loading={summary.isPending}
        pagination="none"
      />
    </Page>
  );
}
