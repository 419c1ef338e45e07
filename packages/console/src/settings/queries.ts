import { useQuery } from '@tanstack/react-query';
import {
  from,
  jobHistoriesQuery,
  jobHistoryNamesQuery,
  settingsListQuery,
  type JobHistoryParams,
} from '@mission-control/api';
import { useConsole } from '../provider/ConsoleProvider';
import { queryKeys } from '../routes/queryKeys';
import { useWrite } from '../shared/queries';
import { JOB_HISTORY_PAGE_SIZE } from './model/jobHistoryUrl';
import { listedResourceKind } from './model/resourceKindList';
import type { ResourceRow } from './model/resourceRow';

/** The row schemas, loaded with the first request (./rowSchemas.ts). */
const schemas = () => import('./rowSchemas');

// The reads and writes of the settings screens this folder owns (job history, generic resources). Keys
// come from the area's branch of `queryKeys`; a refused write toasts the server's sentence.

const keys = queryKeys.settings;

// Job history

/** One page of job runs, filtered, sorted and paged on the server; the previous page stays while the next loads. */
export function useJobs(params: JobHistoryParams) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.jobs(params),
    queryFn: async ({ signal }) =>
      client.db.list(jobHistoriesQuery(params), (await schemas()).jobHistorySchema, { signal, count: 'exact' }),
    placeholderData: (previous) => previous,
  });
}

export function useJobNames() {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.jobNames(),
    queryFn: async ({ signal }) => client.db.list(jobHistoryNamesQuery(), (await schemas()).jobNameSchema, { signal }),
  });
}

/** One resource's latest job runs (the editor's Job History tab). */
export function useResourceJobs(table: string, resourceId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.resourceJobs(table, resourceId),
    queryFn: async ({ signal }) =>
      client.db.list(
        jobHistoriesQuery({ resourceId, pageIndex: 0, pageSize: JOB_HISTORY_PAGE_SIZE }),
        (await schemas()).jobHistorySchema,
        { signal },
      ),
  });
}

// Generic resources

/** A settings table's list; `enabled` is false without read access, so the server is not asked. */
export function useResources(table: string, enabled: boolean) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.resources(table),
    queryFn: async ({ signal }) => {
      const query = settingsListQuery(table);
      // A list with a Created By column embeds the person (log backends).
      const people = listedResourceKind(table)?.listColumns?.includes('created_by');
      const { resourceRowSchema } = await schemas();
      return client.db.list(people ? query.select('*,createdBy:created_by(id,name)') : query, resourceRowSchema, {
        signal,
      });
    },
    enabled,
  });
}

export function useResource(table: string, id: string | undefined, enabled: boolean) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.resource(table, id ?? ''),
    queryFn: async ({ signal }) => {
      const { resourceRowSchema } = await schemas();
      return (await client.db.list(from(table).eq('id', id!), resourceRowSchema, { signal })).data[0] ?? null;
    },
    enabled: id !== undefined && enabled,
  });
}

/** Inserts (no id) or updates a resource row; the table's list refreshes. */
export function useSaveResource(table: string, id: string | undefined, onSuccess: (saved: ResourceRow) => unknown) {
  const { client } = useConsole();
  return useWrite(
    async (body: Record<string, unknown>) => {
      const { resourceRowSchema } = await schemas();
      if (id) return (await client.db.update(from(table).eq('id', id), body, resourceRowSchema))[0]!;
      return (await client.db.insert(table, body, resourceRowSchema))[0]!;
    },
    [keys.resources(table)],
    { onSuccess },
  );
}

/** Soft-deletes a resource row (deleted_at); the table's list refreshes. */
export function useDeleteResource(table: string, onSuccess: () => unknown) {
  const { client } = useConsole();
  return useWrite((id: string) => client.db.softDelete(table, id), [keys.resources(table)], {
    onSuccess,
  });
}
