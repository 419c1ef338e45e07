import { defineArea } from '../areas/defineArea';

const root = ['topology'] as const;

/** Topology (reference §2.1): the landing page, one component's children with its sidebar, and one card to embed. */
export const topologyArea = defineArea({
  id: 'topology',
  pages: [
    {
      id: 'topology',
      path: '/topology',
      title: 'Topology',
      nav: { section: 'main', id: 'dashboard', name: 'Dashboard', icon: 'kubernetes', order: 10 },
      featureName: 'topology',
      resourceName: 'topologies',
    },
    { id: 'component', path: '/topology/:id', title: 'Topology' },
    /** One card without the shell, for embedding in another page (shell §2: a public-style view). */
    { id: 'topologyView', path: '/view/topology/:id', title: 'Topology', layout: 'bare' },
  ],
  keys: {
    all: root,
    /** The tree endpoint's answer for one set of parameters (the filters, and the component when zoomed in). */
    tree: (query: Readonly<Record<string, string>>) => [...root, 'tree', query] as const,
    /** Reads about one component the sidebar makes beside the tree. */
    component: (id: string, part: string) => [...root, 'component', id, part] as const,
  },
});
