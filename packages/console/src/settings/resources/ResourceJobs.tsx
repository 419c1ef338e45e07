import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { jobHistoriesQuery, jobHistorySchema, type JobHistory } from '@mission-control/api';
import { DateTime, Duration, StatusDot, useT } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useConsole } from '../../provider/ConsoleProvider';
import { JobDetailsDialog } from '../jobs/JobDetailsDialog';
import { JOB_HISTORY_PAGE_SIZE } from '../jobs/jobHistoryUrl';
import { errorMessageOf } from '../shared/messages';
import { resourceKeys } from './ResourceListPage';

const statusTone = (status: string | null | undefined) =>
  status === 'SUCCESS' ? 'healthy' : status === 'FAILED' ? 'unhealthy' : status === 'WARNING' ? 'warning' : 'unknown';

export interface ResourceJobsProps {
  table: string;
  resourceId: string;
}

/**
 * The editor's Job History tab: that resource's job runs, newest first, in the
 * job history page's columns; a row opens the same 'Details for job {name}' dialog.
 */
export function ResourceJobs({ table, resourceId }: ResourceJobsProps) {
  const t = useT();
  const { client } = useConsole();
  const [open, setOpen] = useState<JobHistory | null>(null);
  const jobs = useQuery({
    queryKey: [...resourceKeys.one(table, resourceId), 'jobs'],
    queryFn: ({ signal }) =>
      client.db.list(
        jobHistoriesQuery({ resourceId, pageIndex: 0, pageSize: JOB_HISTORY_PAGE_SIZE }),
        jobHistorySchema,
        { signal },
      ),
  });
  const columns = useMemo<DataTableColumn<JobHistory>[]>(
    () => [
      {
        id: 'time_start',
        header: t('jobs.column.timestamp', 'Timestamp'),
        size: 180,
        cell: ({ row }) => <DateTime value={row.time_start ?? row.created_at ?? null} />,
      },
      { id: 'name', header: t('jobs.column.name', 'Job Name'), size: 220, grow: true },
      {
        id: 'status',
        header: t('jobs.column.status', 'Status'),
        size: 120,
        cell: ({ row }) => <StatusDot status={statusTone(row.status)} label={row.status ?? ''} showLabel />,
      },
      {
        id: 'duration_millis',
        header: t('jobs.column.duration', 'Duration'),
        size: 110,
        cell: ({ row }) => <Duration ms={row.duration_millis ?? null} />,
      },
      {
        id: 'success_count',
        header: t('jobs.column.success', 'Success'),
        size: 90,
        cell: ({ row }) => (row.success_count ? String(row.success_count) : ''),
      },
      {
        id: 'error_count',
        header: t('jobs.column.errors', 'Error'),
        size: 90,
        cell: ({ row }) => (row.error_count ? String(row.error_count) : ''),
      },
    ],
    [t],
  );
  return (
    <>
      {jobs.isError ? <p role="alert">{errorMessageOf(jobs.error)}</p> : null}
      <DataTable<JobHistory>
        aria-label={t('resources.jobs', 'Job History')}
        columns={columns}
        data={jobs.data?.data ?? []}
        getRowId={(job) => job.id}
        loading={jobs.isPending}
        pagination="none"
        manualSorting
        onRowClick={(job) => setOpen(job)}
      />
      <JobDetailsDialog job={open} onClose={() => setOpen(null)} />
    </>
  );
}
