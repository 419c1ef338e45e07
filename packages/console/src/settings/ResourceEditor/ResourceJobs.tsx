import { useMemo, useState } from 'react';
import { errorMessageOf, type JobHistory } from '@mission-control/api';
import { useT } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { JobDetailsDialog } from '../JobDetailsDialog/JobDetailsDialog';
import { jobResultColumns, jobTimestampColumn } from '../JobDetailsDialog/jobColumns';
import { useResourceJobs } from '../queries';

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
  const [open, setOpen] = useState<JobHistory | null>(null);
  const jobs = useResourceJobs(table, resourceId);
  const columns = useMemo<DataTableColumn<JobHistory>[]>(
    () => [
      jobTimestampColumn(t),
      { id: 'name', header: t('jobs.column.name', 'Job Name'), size: 220, grow: true },
      ...jobResultColumns(t),
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
