import { useQuery } from '@tanstack/react-query';
import { from } from '@mission-control/api';
import { useConsole } from '../../provider/ConsoleProvider';
import { queryKeys } from '../../routes/queryKeys';
import { useWrite } from '../../shared/queries';
import { playbookRowSchema, type PlaybookRow } from '../model/lists';

const playbookKeys = queryKeys.playbooks;
const editKey = (id: string) => [...playbookKeys.all, 'edit', id] as const;

const COLUMNS = 'id,name,title,description,icon,category,source,spec,created_at';

/** One playbook to edit (`GET /db/playbooks?id=eq.<id>`), null when there is none (or it was deleted). */
export function usePlaybook(id: string, options: { enabled?: boolean } = {}) {
  const { client } = useConsole();
  return useQuery({
    queryKey: editKey(id),
    queryFn: async ({ signal }) =>
      (
        await client.db.list(from('playbooks').select(COLUMNS).eq('id', id).is('deleted_at', null), playbookRowSchema, {
          signal,
          count: false,
        })
      ).data[0] ?? null,
    enabled: options.enabled ?? true,
    // The spec being edited is not refreshed under the writer's hands.
    staleTime: Infinity,
  });
}

export interface PlaybookWrite {
  title: string;
  name: string;
  spec: Record<string, unknown>;
  icon: string | null;
  category: string;
  description: string | null;
}

/**
 * Create (`POST /db/playbooks`) or update (`PATCH /db/playbooks?id=eq.<id>`); the server checks the spec against the
 * same schema and answers a 400 naming the field, which the write toasts. The list and the names are read again.
 */
export function useSavePlaybook(id: string | null, options: { onSuccess?: (row: PlaybookRow) => unknown } = {}) {
  const { client } = useConsole();
  return useWrite(
    async (row: PlaybookWrite) => {
      const saved = id
        ? await client.db.update(from('playbooks').eq('id', id), row, playbookRowSchema)
        : await client.db.insert('playbooks', { ...row, source: 'UI' }, playbookRowSchema);
      return saved[0]!;
    },
    [playbookKeys.rows(), playbookKeys.names(), ...(id ? [editKey(id)] : [])],
    { onSuccess: (row) => options.onSuccess?.(row) },
  );
}
