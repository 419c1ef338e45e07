import type { ViewRequest } from '@mission-control/api';
import { defineArea } from '../areas/defineArea';

const root = ['views'] as const;

/** Views (reference §4.2): dashboards defined as data, opened by id or by namespace and name. */
export const viewsArea = defineArea({
  id: 'views',
  pages: [
    // The sidebar links here (one entry per view flagged `sidebar`, shell §3).
    { id: 'view', path: '/views/:id', title: 'View', featureName: 'views', resourceName: 'views' },
    {
      id: 'viewByNamespace',
      path: '/view/:namespace/:name',
      title: 'View',
      featureName: 'views',
      resourceName: 'views',
    },
    { id: 'viewByName', path: '/view/:name', title: 'View', featureName: 'views', resourceName: 'views' },
  ],
  keys: {
    all: root,
    /** Every run of one view (any variables or page), so Refresh replaces them all. */
    viewAll: (id: string) => [...root, 'result', id] as const,
    result: (id: string, request: ViewRequest) => [...root, 'result', id, request] as const,
    /** The id behind `/view/{namespace}/{name}` or `/view/{name}`. */
    resolve: (namespace: string | null, name: string) => [...root, 'resolve', namespace, name] as const,
    /** The views shown as tabs on a catalog item. */
    forConfig: (configId: string) => [...root, 'config', configId] as const,
  },
});
