import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { from, integrationsQuery } from '@mission-control/api';
import { useT, useToast } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { queryKeys } from '../../routes/queryKeys';
import {
  INTEGRATION_TABLES,
  integrationRowSchema,
  integrationSchema,
  type IntegrationRow,
  type IntegrationType,
} from './model/integrationRows';

/**
 * One integration's row, and its save and delete, through `/api/db` (the
 * tables the real backend's services write). Every write refreshes the
 * settings lists, the integrations list included.
 */
export function useIntegration(type: IntegrationType, id: string | undefined, onSaved?: (row: IntegrationRow) => void) {
  const t = useT();
  const toast = useToast();
  const { client } = useConsole();
  const queryClient = useQueryClient();
  const table = INTEGRATION_TABLES[type];
  const existing = useQuery({
    queryKey: queryKeys.settings.integration(type, id ?? ''),
    queryFn: async ({ signal }) =>
      (await client.db.list(from(table).eq('id', id!).is('deleted_at', null), integrationRowSchema, { signal }))
        .data[0] ?? null,
    enabled: id !== undefined,
  });
  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      if (id) {
        const [updated] = await client.db.update(from(table).eq('id', id), body, integrationRowSchema);
        return updated!;
      }
      const [created] = await client.db.insert(table, body, integrationRowSchema);
      return created!;
    },
    onSuccess: async (row) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings.all });
      onSaved?.(row);
    },
  });
  const remove = async (name: string) => {
    await client.db.softDelete(table, id!);
    toast.success(t('resource.deleted', '{name} deleted successfully', { name }));
    await queryClient.invalidateQueries({ queryKey: queryKeys.settings.all });
  };
  return { existing, row: existing.data ?? undefined, save, remove };
}

/** Every integration with its latest job status (`/settings/integrations`). */
export function useIntegrations() {
  const { client } = useConsole();
  return useQuery({
    queryKey: queryKeys.settings.integrations(),
    queryFn: ({ signal }) => client.db.list(integrationsQuery(), integrationSchema, { signal }),
  });
}
