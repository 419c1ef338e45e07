export { JobDetailsDialog, JobErrors } from './JobDetailsDialog';
export type { JobDetailsDialogProps } from './JobDetailsDialog';
/** The job columns the job history page, a resource's Job History tab and a scraper's jobs share. */
export { jobResultColumns, jobTimestampColumn } from './jobColumns';
