import { defineArea } from '../areas/defineArea';

const root = ['applications'] as const;

/**
 * Applications (reference §4.3): the list with add/edit/delete for writers, and each application's audit report.
 * Reading them is reading views (the `application` permission object governs the views area).
 */
export const applicationsArea = defineArea({
  id: 'applications',
  pages: [
    {
      id: 'applications',
      path: '/applications',
      title: 'Applications',
      nav: { section: 'main', name: 'Applications', icon: 'generic', order: 70 },
      featureName: 'applications',
      resourceName: 'views',
    },
    {
      id: 'application',
      path: '/applications/:namespace/:name',
      title: 'Application',
      featureName: 'applications',
      resourceName: 'views',
    },
  ],
  keys: {
    all: root,
    list: () => [...root, 'list'] as const,
    report: (namespace: string, name: string) => [...root, 'report', namespace, name] as const,
  },
});
