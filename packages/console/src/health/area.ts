import type { CheckStatusesParams } from '@mission-control/api';
import { defineArea } from '../areas/defineArea';

const root = ['health'] as const;

/** Health: the dashboard, with a check opened over it (operations §2). */
export const healthArea = defineArea({
  id: 'health',
  pages: [
    {
      id: 'health',
      path: '/health',
      title: 'Health',
      nav: { section: 'main', name: 'Health', icon: 'check', order: 20 },
      featureName: 'health',
      resourceName: 'canaries',
    },
    /** The public-style view (shell §2): the dashboard without the shell, gated inside (HealthView). */
    { id: 'healthView', path: '/view/health', title: 'Health', layout: 'bare' },
  ],
  keys: {
    all: root,
    /** The dashboard's summary: one entry for every range, because the summary itself has no range. */
    summary: () => [...root, 'summary'] as const,
    agents: (ids: readonly string[]) => [...root, 'agents', ids] as const,
    /** Everything about one check: its row, graphs and history. */
    checkAll: () => [...root, 'check'] as const,
    check: (id: string) => [...root, 'check', id, 'detail'] as const,
    graph: (id: string, range: string) => [...root, 'check', id, 'graph', range] as const,
    statuses: (params: Omit<CheckStatusesParams, 'now'>) =>
      [...root, 'check', params.checkId, 'statuses', params] as const,
    canariesAll: () => [...root, 'canary'] as const,
    canary: (id: string) => [...root, 'canary', id] as const,
    source: (kind: string, id: string) => [...root, 'source', kind, id] as const,
  },
});
