import type { PlaybookTarget } from '@mission-control/api';
import { defineArea } from '../areas/defineArea';

const root = ['playbooks'] as const;

/** Playbooks: a run's page is built; the list and the runs list are not yet. */
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
      notBuilt: { spec: 'console-shell-and-access.md §2' },
    },
    {
      id: 'playbookRuns',
      path: '/playbooks/runs',
      title: 'Playbook runs',
      notBuilt: { spec: 'console-shell-and-access.md §2' },
    },
    { id: 'playbookRun', path: '/playbooks/runs/:id', title: 'Playbook run' },
  ],
  keys: {
    all: root,
    list: (target: PlaybookTarget) => [...root, 'list', target] as const,
    params: (id: string, target: PlaybookTarget) => [...root, 'params', id, target] as const,
    run: (runId: string) => [...root, 'run', runId] as const,
    checkName: (checkId: string) => [...root, 'run', 'check', checkId] as const,
  },
});
