import type { PlaybookTarget } from '@mission-control/api';
import { defineArea } from '../areas/defineArea';
import type { RunsQuery } from './model/lists';

const root = ['playbooks'] as const;

/** Playbooks (reference §5.2, §5.3): the list by category, the runs list and a run's page. */
export const playbooksArea = defineArea({
  id: 'playbooks',
  pages: [
    {
      id: 'playbooks',
      path: '/playbooks',
      title: 'Playbooks',
      nav: { section: 'main', name: 'Playbooks', icon: 'play', order: 60 },
      featureName: 'playbooks',
      resourceName: 'playbooks',
    },
    {
      id: 'playbookRuns',
      path: '/playbooks/runs',
      title: 'Playbook runs',
    },
    { id: 'playbookRun', path: '/playbooks/runs/:id', title: 'Playbook run' },
    // The spec editor (upstream's modal) as pages, so a playbook being written has an address.
    { id: 'playbookNew', path: '/playbooks/new', title: 'New playbook', featureName: 'playbooks' },
    { id: 'playbookEdit', path: '/playbooks/:id/edit', title: 'Edit playbook', featureName: 'playbooks' },
  ],
  keys: {
    all: root,
    list: (target: PlaybookTarget) => [...root, 'list', target] as const,
    params: (id: string, target: PlaybookTarget) => [...root, 'params', id, target] as const,
    run: (runId: string) => [...root, 'run', runId] as const,
    checkName: (checkId: string) => [...root, 'run', 'check', checkId] as const,
    /** Every playbook row, for `/playbooks` (not deleted). */
    rows: () => [...root, 'rows'] as const,
    names: () => [...root, 'names'] as const,
    runsAll: () => [...root, 'runs'] as const,
    runs: (params: RunsQuery) => [...root, 'runs', params] as const,
  },
});
