// The applications area's server state: the list, one report, and the writes, on the api client and the
// `applicationsArea.keys` branch (area.ts).
import { useQuery } from '@tanstack/react-query';
import type { ApplicationInput } from '@mission-control/api';
import { useConsole } from '../provider/ConsoleProvider';
import { useWrite, type WriteOptions } from '../shared/queries';
import { applicationsArea } from './area';

const keys = applicationsArea.keys;

/** The live applications, newest first. */
export function useApplications() {
  const { client } = useConsole();
  return useQuery({ queryKey: keys.list(), queryFn: ({ signal }) => client.applications.list({ signal }) });
}

/** One application's audit report (built by the server from the catalog on each request). */
export function useApplicationReport(namespace: string, name: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.report(namespace, name),
    queryFn: ({ signal }) => client.applications.report(namespace, name, { signal }),
    enabled: !!namespace && !!name,
    retry: false,
  });
}

/** Adds (no id) or updates an application; the server's refusal is toasted and the form stays open. */
export function useSaveApplication(options: WriteOptions<unknown, ApplicationInput & { id?: string }> = {}) {
  const { client } = useConsole();
  return useWrite((input: ApplicationInput & { id?: string }) => client.applications.save(input), [keys.all], options);
}

export function useDeleteApplication(options: WriteOptions<unknown, string> = {}) {
  const { client } = useConsole();
  return useWrite((id: string) => client.applications.remove(id), [keys.all], options);
}
