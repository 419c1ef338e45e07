import { defineArea } from '../areas/defineArea';

const root = ['console'] as const;

/** The shell's own pages (the start page, the hosted organisation switch) and the console-wide cache keys. */
export const shellArea = defineArea({
  id: 'console',
  pages: [
    { id: 'root', path: '/', title: '', redirectTo: 'topology' },
    /** Hosted: where a switch to another organisation lands (hosted §2). */
    { id: 'orgsSwitched', path: '/organizations/orgs-switched', title: 'Organization' },
  ],
  keys: {
    all: root,
    whoami: () => [...root, 'whoami'] as const,
    properties: () => [...root, 'properties'] as const,
    access: () => [...root, 'access'] as const,
    version: () => [...root, 'version'] as const,
    /** Views flagged for the sidebar. */
    sidebarViews: () => [...root, 'views', 'sidebar'] as const,
  },
});
