import { useMemo, useState } from 'react';
import { errorMessageOf, type JobHistory } from '@mission-control/api';
import { InlineAlert, useT } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { JobDetailsDialog, jobResultColumns, jobTimestampColumn } from '../../settings/JobDetailsDialog';
import { useScraperJobs } from '../queries';

/** The scraper's Job History tab: its runs, newest first; a row opens the job's details. */
export function ScraperJobs({ scraperId }: { scraperId: string }) {
  const t = useT();
  const jobs = useScraperJobs(scraperId);
  const [open, setOpen] = useState<JobHistory | null>(null);
  const columns = useMemo<DataTableColumn<JobHistory>[]>(() => [jobTimestampColumn(t), ...jobResultColumns(t)], [t]);
  return (
    <>
      {jobs.isError ? <InlineAlert tone="danger">{errorMessageOf(jobs.error)}</InlineAlert> : null}
      <DataTable<JobHistory>
        aria-label={t('catalog.scraper.jobs', 'Job History')}
        columns={columns}
        data={jobs.data?.data ?? []}
        getRowId={(job) => job.id}
        loading={jobs.isPending}
        pagination="none"
        manualSorting
        onRowClick={setOpen}
        emptyMessage={t('catalog.scraper.noJobs', 'This scraper has not run yet')}
      />
      <JobDetailsDialog job={open} onClose={() => setOpen(null)} />
    </>
  );
}
