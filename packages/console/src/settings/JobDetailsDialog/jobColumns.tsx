import type { JobHistory } from '@mission-control/api';
import { Duration, StatusDot, type useT } from '@mission-control/ui';
import { DateTime } from '../../preferences/PreferredDate';
import type { DataTableColumn } from '@mission-control/ui/table';

type Translate = ReturnType<typeof useT>;

const statusTone = (status: string | null | undefined) =>
  status === 'SUCCESS' ? 'healthy' : status === 'FAILED' ? 'unhealthy' : status === 'WARNING' ? 'warning' : 'unknown';

/** The job table's Timestamp column (operations §2.7), shared by the job page and the editor's Job History tab. */
export const jobTimestampColumn = (t: Translate): DataTableColumn<JobHistory> => ({
  id: 'time_start',
  header: t('jobs.column.timestamp', 'Timestamp'),
  size: 180,
  cell: ({ row }) => <DateTime value={row.time_start ?? row.created_at ?? null} />,
});

/** Status (colour plus text), Duration, and the Success and Error counts (zero hidden). */
export const jobResultColumns = (t: Translate): DataTableColumn<JobHistory>[] => [
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
];
