import { ApiError, ERROR_MESSAGES, messageFromBody } from '@mission-control/api';

/** Prefix of every settings query key, so one invalidation after a write refreshes the lists. */
export const SETTINGS_QUERY_KEY = ['settings'] as const;
export const settingsKeys = {
  jobs: (params: object) => [...SETTINGS_QUERY_KEY, 'jobs', params] as const,
  jobNames: () => [...SETTINGS_QUERY_KEY, 'job-names'] as const,
  connections: () => [...SETTINGS_QUERY_KEY, 'connections'] as const,
};

/** The generic error toast (spec §8): the response's error field, else its message, else 'An error occurred'. */
export function errorMessageOf(error: unknown, fallback: string = ERROR_MESSAGES.generic): string {
  if (error instanceof ApiError && error.body !== undefined) {
    const fromBody = messageFromBody(error.body);
    if (fromBody !== ERROR_MESSAGES.generic) return fromBody;
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
