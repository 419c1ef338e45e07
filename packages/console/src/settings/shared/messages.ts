/** Prefix of every settings query key, so one invalidation after a write refreshes the lists. */
export const SETTINGS_QUERY_KEY = ['settings'] as const;
export const settingsKeys = {
  jobs: (params: object) => [...SETTINGS_QUERY_KEY, 'jobs', params] as const,
  jobNames: () => [...SETTINGS_QUERY_KEY, 'job-names'] as const,
  connections: () => [...SETTINGS_QUERY_KEY, 'connections'] as const,
};

/** The error-toast rule has one home in api; re-exported so the area's imports stay short. */
export { errorMessageOf } from '@mission-control/api';
