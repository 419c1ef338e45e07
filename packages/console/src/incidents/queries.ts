import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  from,
  hypothesesQuery,
  hypothesisSchema,
  incidentSchema,
  incidentSearchQuery,
  linkToIncident,
  type Incident,
  type LinkToIncidentInput,
  type LinkToIncidentResult,
} from '@mission-control/api';
import * as z from 'zod/mini';
import { DEFAULT_STALE_TIME_MS, useConsole } from '../provider/ConsoleProvider';
import { useWrite } from '../shared/queries';
import { queryKeys } from '../routes/queryKeys';
import {
  byCreated,
  incidentSummarySchema,
  INCIDENT_SUMMARY_SELECT,
  isIncidentId,
  type IncidentSummaryData,
} from './model/summary';
import { evidenceRowsOf, hypothesisRowOf, incidentRowOf, type CreateIncidentValues } from './model/create';
import { incidentListQuery, incidentRowSchema, namedSchema, type IncidentListState } from './model/list';

const incidentKeys = queryKeys.incidents;

/**
 * The incident (`null` when there is none with this id) with hypotheses and
 * evidences oldest first. Keyed under 'incidents', so linking new evidence
 * (which invalidates the incident queries) refreshes it.
 */
export function useIncidentSummary(incidentId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: incidentKeys.summary(incidentId),
    queryFn: async ({ signal }): Promise<IncidentSummaryData | null> => {
      if (!isIncidentId(incidentId)) return null;
      const page = await client.db.list(
        from('incidents').select(INCIDENT_SUMMARY_SELECT).eq('id', incidentId.trim()),
        incidentSummarySchema,
        { signal, count: false },
      );
      const incident = page.data[0];
      if (!incident) return null;
      return {
        ...incident,
        hypotheses: byCreated(incident.hypotheses ?? []).map((hypothesis) => ({
          ...hypothesis,
          evidences: byCreated(hypothesis.evidences ?? []),
        })),
      };
    },
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}

/** The hypotheses of the chosen incident; nothing is asked while none is chosen. */
export function useIncidentHypotheses(incidentId: string | null | undefined) {
  const { client } = useConsole();
  return useQuery({
    queryKey: incidentKeys.hypotheses(incidentId ?? ''),
    queryFn: ({ signal }) => client.db.list(hypothesesQuery(incidentId!), hypothesisSchema, { signal, count: false }),
    enabled: !!incidentId,
  });
}

/** What the link form chooses; the signed-in user is added here. */
export type LinkEvidenceInput = Omit<LinkToIncidentInput, 'user'>;

/**
 * Links evidence to an incident (creating the incident or hypothesis first when asked) and
 * refreshes every incident query once it is linked. Toasts are the caller's.
 */
export function useLinkToIncident() {
  const { client, user } = useConsole();
  const queryClient = useQueryClient();
  return useMutation<LinkToIncidentResult, unknown, LinkEvidenceInput>({
    mutationFn: (input) => linkToIncident(client.db, { user: { id: user?.id ?? '' }, ...input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: incidentKeys.all });
    },
  });
}

/** Searches incidents by title for the link form's combobox (it loads as the user types). */
export function useSearchIncidents() {
  const { client } = useConsole();
  return async (text: string, signal: AbortSignal): Promise<Incident[]> => {
    const { data } = await client.db.list(incidentSearchQuery(text), incidentSchema, { signal, count: false });
    return data;
  };
}

/** One page of `/incidents`, filtered, sorted and paged by the server, with the total. */
export function useIncidentList(state: IncidentListState) {
  const { client } = useConsole();
  return useQuery({
    queryKey: incidentKeys.list(state),
    queryFn: ({ signal }) => client.db.list(incidentListQuery(state), incidentRowSchema, { signal, count: 'exact' }),
    placeholderData: keepPreviousData,
  });
}

/** People, teams or components by name, for the filters, the create dialog and the responder picker. */
/** Tables whose rows the incident pickers offer by name. */
export type NamedTable = 'people' | 'teams' | 'components' | 'checks' | 'config_items';

export function useNamedOptions(table: NamedTable, enabled = true) {
  const { client } = useConsole();
  return useQuery({
    queryKey: incidentKeys.options(table),
    queryFn: ({ signal }) =>
      client.db.list(
        from(table).select('id,name').is('deleted_at', null).order('name', { ascending: true }).limit(500),
        namedSchema,
        { signal, count: false },
      ),
    select: (page) => page.data,
    enabled,
    staleTime: DEFAULT_STALE_TIME_MS,
  });
}

const idRow = z.object({ id: z.string() });

/**
 * "Create New Incident": the incident, its root hypothesis and the first evidence, in that order through /api/db
 * (the server writes the incident's history and its `incident.created` event with the incident). Resolves to the
 * new incident's id; the caller lands on it.
 */
export function useCreateIncident(options: { onSuccess?: (incidentId: string) => void } = {}) {
  const { client, user } = useConsole();
  const userId = user?.id ?? '';
  return useWrite(
    async (values: CreateIncidentValues) => {
      const [incident] = await client.db.insert('incidents', incidentRowOf(values, userId), idRow);
      const [hypothesis] = await client.db.insert('hypotheses', hypothesisRowOf(values, userId, incident!.id), idRow);
      const evidences = evidenceRowsOf(values, userId, hypothesis!.id);
      if (evidences.length) await client.db.insert('evidences', evidences, idRow);
      return incident!.id;
    },
    [incidentKeys.all],
    { onSuccess: (incidentId) => options.onSuccess?.(incidentId) },
  );
}

const responderSchema = z.object({ id: z.string(), type: z.string(), name: z.nullish(z.string()) });
const activitySchema = z.object({
  id: z.string(),
  status: z.string(),
  responders: z.nullish(z.array(responderSchema)),
});
const commentSchema = z.object({
  id: z.string(),
  comment: z.string(),
  created_by: z.nullish(z.string()),
  created_at: z.string(),
});
const historySchema = z.object({
  id: z.string(),
  type: z.string(),
  description: z.nullish(z.string()),
  created_by: z.nullish(z.string()),
  created_at: z.string(),
});
export type IncidentComment = z.infer<typeof commentSchema>;
export type IncidentHistory = z.infer<typeof historySchema>;

/** The incident's status, responders, comments and history (oldest first), for its page. */
export function useIncidentActivity(incidentId: string) {
  const { client } = useConsole();
  return useQuery({
    queryKey: incidentKeys.detail(incidentId),
    queryFn: async ({ signal }) => {
      const [summary, comments, histories] = await Promise.all([
        client.db.list(from('incident_summary').select('id,status,responders').eq('id', incidentId), activitySchema, {
          signal,
          count: false,
        }),
        client.db.list(
          from('comments').select('id,comment,created_by,created_at').eq('incident_id', incidentId).order('created_at'),
          commentSchema,
          { signal, count: false },
        ),
        client.db.list(
          from('incident_histories')
            .select('id,type,description,created_by,created_at')
            .eq('incident_id', incidentId)
            .order('created_at'),
          historySchema,
          { signal, count: false },
        ),
      ]);
      return { incident: summary.data[0] ?? null, comments: comments.data, histories: histories.data };
    },
  });
}

/** The incident page's writes; the server records each in incident_histories (with who) and queues its event. */
export function useIncidentWrites(incidentId: string) {
  const { client } = useConsole();
  const refresh = [incidentKeys.all];
  const byId = (table: string, id: string) => from(table).eq('id', id);
  return {
    setStatus: useWrite(
      (status: string) => client.db.update(byId('incidents', incidentId), { status }, idRow),
      refresh,
    ),
    addResponder: useWrite(
      (target: { type: 'person' | 'team'; id: string }) =>
        client.db.insert(
          'responders',
          {
            incident_id: incidentId,
            type: target.type,
            ...(target.type === 'person' ? { person_id: target.id } : { team_id: target.id }),
          },
          idRow,
        ),
      refresh,
    ),
    removeResponder: useWrite(
      (responderId: string) =>
        client.db.update(byId('responders', responderId), { deleted_at: new Date().toISOString() }, idRow),
      refresh,
    ),
    addComment: useWrite(
      (comment: string) => client.db.insert('comments', { incident_id: incidentId, comment }, idRow),
      refresh,
    ),
  };
}

/** Hypotheses on the incident page: a new one starts possible (operations §3.6); its status moves on its own. */
export function useHypothesisWrites(incidentId: string) {
  const { client } = useConsole();
  const refresh = [incidentKeys.all];
  return {
    addHypothesis: useWrite(
      (hypothesis: { title: string; type: string }) =>
        client.db.insert('hypotheses', { incident_id: incidentId, status: 'possible', ...hypothesis }, idRow),
      refresh,
    ),
    setHypothesisStatus: useWrite(
      ({ id, status }: { id: string; status: string }) =>
        client.db.update(from('hypotheses').eq('id', id), { status }, idRow),
      refresh,
    ),
  };
}
