import { defineArea } from '../areas/defineArea';
import type { IncidentListState } from './model/list';

const root = ['incidents'] as const;

/** Incidents (#23): the list, the create dialog and one incident's page (operations §2.9, reference §5.1). */
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
    },
    { id: 'incident', path: '/incidents/:id', title: 'Incident' },
  ],
  keys: {
    /** Prefix of every incident query key, so one invalidation refreshes them all (operations §4). */
    all: root,
    summary: (incidentId: string) => [...root, 'summary', incidentId] as const,
    hypotheses: (incidentId: string) => [...root, incidentId, 'hypotheses'] as const,
    list: (state: IncidentListState) => [...root, 'list', state] as const,
    options: (table: string) => [...root, 'options', table] as const,
    detail: (incidentId: string) => [...root, 'detail', incidentId] as const,
  },
});
