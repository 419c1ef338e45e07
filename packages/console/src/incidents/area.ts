import { defineArea } from '../areas/defineArea';

const root = ['incidents'] as const;

/** Incidents: one incident's page is built; the list is not yet (operations §4). */
export const incidentsArea = defineArea({
  id: 'incidents',
  pages: [
    {
      id: 'incidents',
      path: '/incidents',
      title: 'Incidents',
      nav: { section: 'main', name: 'Incidents', icon: 'warning', order: 30 },
      featureName: 'incidents',
      resourceName: 'incident',
      notBuilt: { spec: 'console-operations.md §4' },
    },
    { id: 'incident', path: '/incidents/:id', title: 'Incident' },
  ],
  keys: {
    /** Prefix of every incident query key, so one invalidation refreshes them all (operations §4). */
    all: root,
    summary: (incidentId: string) => [...root, 'summary', incidentId] as const,
    hypotheses: (incidentId: string) => [...root, incidentId, 'hypotheses'] as const,
  },
});
