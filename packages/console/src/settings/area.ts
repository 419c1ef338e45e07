import { defineArea, type AreaPage } from '../areas/defineArea';

const root = ['settings'] as const;

/** A settings resource: its list (with a sidebar entry) and its editor, `/settings/{table}[/:id]`. */
function resource(
  id: string,
  table: string,
  nav: { name: string; icon: string; singular: string },
  featureName: string,
  resourceName: string,
): AreaPage[] {
  return [
    {
      id,
      path: `/settings/${table}`,
      title: nav.name,
      nav: { section: 'settings', name: nav.name, icon: nav.icon },
      featureName,
      resourceName,
    },
    { id: `${id}-editor`, path: `/settings/${table}/:id`, title: nav.singular },
  ];
}

/** Settings: generic resources (canaries, topologies, teams, rules, scrapers), jobs, connections, integrations. */
export const settingsArea = defineArea({
  id: 'settings',
  pages: [
    {
      id: 'canaries',
      path: '/settings/canaries',
      title: 'Health Checks',
      nav: { section: 'settings', name: 'Health Checks', icon: 'http' },
      featureName: 'settings.health',
      resourceName: 'canaries',
    },
    { id: 'canary-new', path: '/settings/canaries/new', title: 'New check' },
    { id: 'canary', path: '/settings/canaries/:id', title: 'Health Check' },
    ...resource(
      'topologies',
      'topologies',
      { name: 'Topology', icon: 'kubernetes', singular: 'Topology' },
      'settings.topology',
      'topologies',
    ),
    ...resource('teams', 'teams', { name: 'Teams', icon: 'user', singular: 'Team' }, 'settings.teams', 'identities'),
    { id: 'team-members', path: '/settings/teams/:id/members', title: 'Team' },
    ...resource(
      'rules',
      'rules',
      { name: 'Notification Rules', icon: 'warning', singular: 'Notification Rule' },
      'settings.rules',
      'notifications',
    ),
    ...resource(
      'config-scrapers',
      'config_scrapers',
      { name: 'Catalog Scrapers', icon: 'folder', singular: 'Catalog Scraper' },
      'settings.config_scraper',
      'config_scrapers',
    ),
    ...resource(
      'config-analyzers',
      'config_analyzers',
      { name: 'Catalog Analyzers', icon: 'search', singular: 'Catalog Analyzer' },
      'settings.config_scraper',
      'config_scrapers',
    ),
    ...resource(
      'log-backends',
      'logging_backends',
      { name: 'Log Backends', icon: 'search', singular: 'Log Backend' },
      'settings.logging_backends',
      'logging_backends',
    ),
    {
      id: 'jobs',
      path: '/settings/jobs',
      title: 'Jobs History',
      nav: { section: 'settings', name: 'Jobs History', icon: 'clock' },
      featureName: 'settings.job_history',
      resourceName: 'database',
    },
    {
      id: 'connections',
      path: '/settings/connections',
      title: 'Connections',
      nav: { section: 'settings', name: 'Connections', icon: 'link' },
      featureName: 'settings.connections',
      resourceName: 'connections',
    },
    {
      id: 'integrations',
      path: '/settings/integrations',
      title: 'Integrations',
      nav: { section: 'settings', name: 'Integrations', icon: 'link' },
      featureName: 'settings.integrations',
      resourceName: 'integrations',
      nested: true,
    },
    { id: 'integration', path: '/settings/integrations/:type/:id', title: 'Integrations' },
    // #24: views are edited in the generic resource editor (their spec checked against the view schema).
    ...resource('views', 'views', { name: 'Views', icon: 'eye', singular: 'View' }, 'views', 'views'),
  ],
  keys: {
    /** Prefix of every settings query key, so one invalidation after a write refreshes the lists. */
    all: root,
    jobs: (params: object) => [...root, 'jobs', params] as const,
    jobNames: () => [...root, 'job-names'] as const,
    connections: () => [...root, 'connections'] as const,
    integrations: () => [...root, 'integrations'] as const,
    /** `type` is the list's integration type (topologies, scrapers, logging_backends). */
    integration: (type: string, id: string) => [...root, 'integrations', type, id] as const,
    resources: (table: string) => [...root, 'resources', table] as const,
    resource: (table: string, id: string) => [...root, 'resources', table, id] as const,
    /** A resource's job history (under the resource, so refreshing the resource refreshes it). */
    resourceJobs: (table: string, id: string) => [...root, 'resources', table, id, 'jobs'] as const,
  },
});
