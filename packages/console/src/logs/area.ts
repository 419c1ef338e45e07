import { defineArea } from '../areas/defineArea';
import type { LogSearchRequest } from '@mission-control/api';

const root = ['logs'] as const;

/** Logs (reference §4.1): one page searching the server's log store by component, selector, words and time. */
export const logsArea = defineArea({
  id: 'logs',
  pages: [
    {
      id: 'logs',
      path: '/logs',
      title: 'Logs',
      nav: { section: 'main', name: 'Logs', icon: 'search', order: 50 },
      featureName: 'logs',
      resourceName: 'logging_backends',
    },
  ],
  keys: {
    all: root,
    components: () => [...root, 'components'] as const,
    catalogItems: () => [...root, 'catalogItems'] as const,
    names: () => [...root, 'names'] as const,
    search: (request: LogSearchRequest) => [...root, 'search', request] as const,
  },
});
