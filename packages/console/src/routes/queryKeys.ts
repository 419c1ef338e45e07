// Every TanStack Query cache key the console uses, from one factory. Keys are
// nested by area so one prefix invalidates an area (`queryKeys.health.all`),
// and no widget reads another's cache by a key it spelled itself. Each
// provider owns its cache, so keys need not carry the client.
import type { CheckStatusesParams, PlaybookTarget } from '@mission-control/api';

const health = ['health'] as const;
const playbooks = ['playbooks'] as const;
const incidents = ['incidents'] as const;

export const queryKeys = {
  console: {
    all: ['console'] as const,
    whoami: () => ['console', 'whoami'] as const,
    properties: () => ['console', 'properties'] as const,
    access: () => ['console', 'access'] as const,
    /** Views flagged for the sidebar. */
    sidebarViews: () => ['console', 'views', 'sidebar'] as const,
  },
  health: {
    all: health,
    /** The dashboard's summary: one entry for every range, because the summary itself has no range. */
    summary: () => [...health, 'summary'] as const,
    agents: (ids: readonly string[]) => [...health, 'agents', ids] as const,
    /** Everything about one check: its row, graphs and history. */
    checkAll: () => [...health, 'check'] as const,
    check: (id: string) => [...health, 'check', id, 'detail'] as const,
    graph: (id: string, range: string) => [...health, 'check', id, 'graph', range] as const,
    statuses: (params: Omit<CheckStatusesParams, 'now'>) =>
      [...health, 'check', params.checkId, 'statuses', params] as const,
    canariesAll: () => [...health, 'canary'] as const,
    canary: (id: string) => [...health, 'canary', id] as const,
    source: (kind: string, id: string) => [...health, 'source', kind, id] as const,
  },
  playbooks: {
    all: playbooks,
    list: (target: PlaybookTarget) => [...playbooks, 'list', target] as const,
    params: (id: string, target: PlaybookTarget) => [...playbooks, 'params', id, target] as const,
    run: (runId: string) => [...playbooks, 'run', runId] as const,
    checkName: (checkId: string) => [...playbooks, 'run', 'check', checkId] as const,
  },
  incidents: {
    /** Prefix of every incident query key, so one invalidation refreshes them all (operations §4). */
    all: incidents,
    summary: (incidentId: string) => [...incidents, 'summary', incidentId] as const,
    hypotheses: (incidentId: string) => [...incidents, incidentId, 'hypotheses'] as const,
  },
} as const;
