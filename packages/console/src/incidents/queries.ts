import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { DEFAULT_STALE_TIME_MS, useConsole } from '../provider/ConsoleProvider';
import { queryKeys } from '../routes/queryKeys';
import {
  byCreated,
  incidentSummarySchema,
  INCIDENT_SUMMARY_SELECT,
  isIncidentId,
  type IncidentSummaryData,
} from './model/summary';

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
