import { defineArea } from './defineArea';

// Areas the spec describes and the console has not built yet: declared now so their paths, sidebar
// entries and gates have one home, and the host shows an honest empty state until each is built
// (its folder then takes over the declaration).
const SPEC = 'console-shell-and-access.md §2';

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
      notBuilt: { spec: SPEC },
    },
  ],
});
