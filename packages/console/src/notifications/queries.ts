// The notification pages' server state: every TanStack Query hook of the area, on the api client and the
// `notificationsArea.keys` branch (area.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, from } from '@mission-control/api';
import { useConsole } from '../provider/ConsoleProvider';
import { useWrite } from '../shared/queries';
import { notificationsArea } from './area';
import type { HistoryParams, RulesParams, SilencesParams, SummaryRequest } from './model/rows';

const keys = notificationsArea.keys;

/**
 * The row schemas (model/rows.ts), loaded with the first request that parses with one, so the pages' first paint
 * does not carry zod (#26); the client loads zod beside the first paint anyway, for its areas.
 */
const schemas = () => import('./model/rows');

const RULE_SELECT = '*,person:person_id(id,name,avatar,email),team:team_id(id,name,icon)';
const SILENCE_SELECT =
  '*,checks:check_id(id,name,type,status),catalog:config_id(id,name,type,config_class),component:component_id(id,name,icon),createdBy:created_by(id,name,email,avatar)';

/** The send history grouped by resource (`POST /notification/summary`), one page at a time. */
export function useNotificationSummary(request: SummaryRequest) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.summary(request),
    queryFn: async ({ signal }) => {
      const { summaryResponseSchema } = await schemas();
      return summaryResponseSchema.parse(await client.notification.summary(request, { signal }));
    },
    placeholderData: keepPreviousData,
  });
}

/** One resource's sends, newest first, with the exact total. */
export function useNotificationHistory(params: HistoryParams) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.history(params),
    queryFn: async ({ signal }) =>
      client.db.list(
        from('notification_send_history_summary')
          .select('*')
          .eq('resource_id', params.resourceId)
          .order('created_at', { ascending: false })
          .page(params.pageIndex, params.pageSize),
        (await schemas()).historyRowSchema,
        { signal, count: 'exact' },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One send whole (the details dialog). */
export function useNotificationSend(id: string | null) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.send(id ?? ''),
    enabled: !!id,
    queryFn: async ({ signal }) => {
      const page = await client.db.list(
        from('notification_send_history_summary').select('*').eq('id', id!).limit(1),
        (await schemas()).historyRowSchema,
        { signal, count: false },
      );
      const row = page.data[0];
      if (!row) throw new ApiError('not_found', 'This notification no longer exists');
      return row;
    },
  });
}

/** The rules, sorted and paged by the server (upstream sorts in the browser; reference §3.6). */
export function useNotificationRules(params: RulesParams) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.rules(params),
    queryFn: async ({ signal }) =>
      client.db.list(
        from('notifications_summary')
          .select(RULE_SELECT)
          .order(params.sortBy, { ascending: params.sortOrder === 'asc' })
          .page(params.pageIndex, params.pageSize),
        (await schemas()).ruleRowSchema,
        { signal, count: 'exact' },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One rule (`?id=`). */
export function useNotificationRule(id: string | null) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.rule(id ?? ''),
    enabled: !!id,
    queryFn: async ({ signal }) => {
      const page = await client.db.list(
        from('notifications_summary').select(RULE_SELECT).eq('id', id!).limit(1),
        (await schemas()).ruleRowSchema,
        { signal, count: false },
      );
      const row = page.data[0];
      if (!row) throw new ApiError('not_found', 'This notification rule no longer exists');
      return row;
    },
  });
}

/** Creates (no id) or updates a rule; the server answers a filter that does not compile with the compiler's sentence. */
export function useSaveRule(options: { onSuccess?: () => unknown } = {}) {
  const { client } = useConsole();
  return useWrite(
    async ({ id, row }: { id?: string; row: Record<string, unknown> }) => {
      const { anyRow } = await schemas();
      if (id) return client.db.update(from('notifications').eq('id', id), row, anyRow);
      return client.db.insert('notifications', { ...row, source: 'UI' }, anyRow);
    },
    [keys.rulesAll()],
    options,
  );
}

export function useDeleteRule(options: { onSuccess?: () => unknown } = {}) {
  const { client } = useConsole();
  return useWrite((id: string) => client.db.softDelete('notifications', id), [keys.rulesAll()], options);
}

/** People, teams or playbooks to choose a recipient from (the first 500 by name). */
export function useRecipientOptions(table: 'people' | 'teams' | 'playbooks', enabled: boolean) {
  const { client } = useConsole();
  return useQuery({
    queryKey: [...keys.all, 'recipients', table] as const,
    enabled,
    queryFn: async ({ signal }) => {
      const columns = table === 'playbooks' ? 'id,name,title' : 'id,name';
      let query = from(table).select(columns).order('name').limit(500);
      if (table !== 'people') query = query.is('deleted_at', null);
      const { optionRowSchema } = await schemas();
      return (await client.db.list(query, optionRowSchema, { signal, count: false })).data;
    },
  });
}

/** Silences not deleted, newest first. */
export function useNotificationSilences(params: SilencesParams) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.silences(params),
    queryFn: async ({ signal }) =>
      client.db.list(
        from('notification_silences')
          .select(SILENCE_SELECT)
          .is('deleted_at', null)
          .order('created_at', { ascending: false })
          .page(params.pageIndex, params.pageSize),
        (await schemas()).silenceRowSchema,
        { signal, count: 'exact' },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One silence (the edit form, `?id=`). */
export function useNotificationSilence(id: string | null) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.silence(id ?? ''),
    enabled: !!id,
    queryFn: async ({ signal }) => {
      const page = await client.db.list(
        from('notification_silences').select(SILENCE_SELECT).eq('id', id!).limit(1),
        (await schemas()).silenceRowSchema,
        { signal, count: false },
      );
      const row = page.data[0];
      if (!row) throw new ApiError('not_found', 'This silence no longer exists');
      return row;
    },
  });
}

/** A new silence through `POST /notification/silence` (the server resolves `now+1d`). */
export function useCreateSilence(options: { onSuccess?: () => unknown } = {}) {
  const { client } = useConsole();
  return useWrite(
    (body: Record<string, unknown>) =>
      client.notification.silence(body as unknown as Parameters<typeof client.notification.silence>[0]),
    [keys.silencesAll()],
    options,
  );
}

/** An edited silence (`PATCH`; `until` null is indefinitely). */
export function useUpdateSilence(options: { onSuccess?: () => unknown } = {}) {
  const { client } = useConsole();
  return useWrite(
    async ({ id, patch }: { id: string; patch: Record<string, unknown> }) =>
      client.db.update(from('notification_silences').eq('id', id), patch, (await schemas()).anyRow),
    [keys.silencesAll()],
    options,
  );
}

export function useDeleteSilence(options: { onSuccess?: () => unknown } = {}) {
  const { client } = useConsole();
  return useWrite((id: string) => client.db.softDelete('notification_silences', id), [keys.silencesAll()], options);
}

/** The sends of the last 15 days the silence would have matched; runs when Preview is pressed. */
export function useSilencePreview(query: Record<string, string> | null) {
  const { client } = useConsole();
  return useQuery({
    queryKey: keys.silencePreview(query ?? {}),
    enabled: !!query && Object.keys(query).length > 0,
    queryFn: async ({ signal }) => {
      const { previewRows, silencePreviewSchema } = await schemas();
      return previewRows(silencePreviewSchema.parse(await client.notification.silencePreview(query!, { signal })));
    },
  });
}
