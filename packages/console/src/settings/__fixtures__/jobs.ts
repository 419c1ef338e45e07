import type { JobHistory, PostgrestQuery } from '@mission-control/api';
import { JOBS } from '../../demo/data/jobs';

// The rows are demo data, owned by demo/data; the fakes below are for tests and stories.
export { JOBS } from '../../demo/data/jobs';

/** A `client.db` that answers job history and job names from `jobs`. */
export function fakeJobsDb(jobs: JobHistory[] = JOBS) {
  return {
    list: async (query: PostgrestQuery) => {
      if (query.table === 'job_history_names') {
        const names = [...new Set(jobs.map((job) => job.name).filter(Boolean))] as string[];
        return { data: names.map((name) => ({ name })), totalEntries: names.length };
      }
      return { data: jobs, totalEntries: jobs.length };
    },
  };
}
