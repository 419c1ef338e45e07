import { can, isFeatureEnabled, isViewer, type HasRoles, type PropertySource } from '@mission-control/api';

/** A sidebar entry (spec §3: name, href, icon, featureName, resourceName, optional submenu). */
export interface NavItem {
  /** Stable key, also the message key suffix. */
  id: string;
  name: string;
  href: string;
  icon: string;
  /** The `{feature}.disable` property that hides it. */
  featureName?: string;
  /** The resource area the user must be able to read. */
  resourceName?: string;
  /** Hidden in hosted mode (Users: identities live with the organisation). */
  hiddenWhenHosted?: boolean;
  submenu?: readonly NavItem[];
}

/** A view flagged for the sidebar (spec §3: id, name, namespace, title, icon, ordinal, sidebar). */
export interface SidebarView {
  id: string;
  name: string;
  title?: string | null;
  icon?: string | null;
  ordinal?: number | null;
}

export const MAIN_NAV: readonly NavItem[] = [
  {
    id: 'dashboard',
    name: 'Dashboard',
    href: '/topology',
    icon: 'kubernetes',
    featureName: 'topology',
    resourceName: 'topologies',
  },
  { id: 'health', name: 'Health', href: '/health', icon: 'check', featureName: 'health', resourceName: 'canaries' },
  {
    id: 'incidents',
    name: 'Incidents',
    href: '/incidents',
    icon: 'warning',
    featureName: 'incidents',
    resourceName: 'incident',
  },
  { id: 'catalog', name: 'Catalog', href: '/catalog', icon: 'folder', featureName: 'config', resourceName: 'database' },
  { id: 'logs', name: 'Logs', href: '/logs', icon: 'search', featureName: 'logs', resourceName: 'logging_backends' },
  {
    id: 'playbooks',
    name: 'Playbooks',
    href: '/playbooks',
    icon: 'play',
    featureName: 'playbooks',
    resourceName: 'playbooks',
  },
  {
    id: 'applications',
    name: 'Applications',
    href: '/applications',
    icon: 'generic',
    featureName: 'applications',
    resourceName: 'views',
  },
];

/** Settings entries; shown sorted by name. Generic resources (canaries, topologies, teams, rules, scrapers) sit among them. */
export const SETTINGS_NAV: readonly NavItem[] = [
  {
    id: 'connections',
    name: 'Connections',
    href: '/settings/connections',
    icon: 'link',
    featureName: 'settings.connections',
    resourceName: 'connections',
  },
  {
    id: 'permissions',
    name: 'Permissions',
    href: '/settings/permissions',
    icon: 'user',
    featureName: 'settings.permissions',
    resourceName: 'permissions',
  },
  {
    id: 'access-scopes',
    name: 'Access Scopes',
    href: '/settings/access-scopes',
    icon: 'filter',
    resourceName: 'access_scopes',
  },
  {
    id: 'users',
    name: 'Users',
    href: '/settings/users',
    icon: 'user',
    featureName: 'settings.users',
    resourceName: 'identities',
    hiddenWhenHosted: true,
  },
  {
    id: 'canaries',
    name: 'Health Checks',
    href: '/settings/canaries',
    icon: 'http',
    featureName: 'settings.health',
    resourceName: 'canaries',
  },
  {
    id: 'topologies',
    name: 'Topology',
    href: '/settings/topologies',
    icon: 'kubernetes',
    featureName: 'settings.topology',
    resourceName: 'topologies',
  },
  {
    id: 'teams',
    name: 'Teams',
    href: '/settings/teams',
    icon: 'user',
    featureName: 'settings.teams',
    resourceName: 'identities',
  },
  {
    id: 'rules',
    name: 'Notification Rules',
    href: '/settings/rules',
    icon: 'warning',
    featureName: 'settings.rules',
    resourceName: 'notifications',
  },
  {
    id: 'config-scrapers',
    name: 'Catalog Scrapers',
    href: '/settings/config_scrapers',
    icon: 'folder',
    featureName: 'settings.config_scraper',
    resourceName: 'config_scrapers',
  },
  {
    id: 'jobs',
    name: 'Jobs History',
    href: '/settings/jobs',
    icon: 'clock',
    featureName: 'settings.job_history',
    resourceName: 'database',
  },
  {
    id: 'feature-flags',
    name: 'Feature Flags',
    href: '/settings/feature-flags',
    icon: 'settings',
    featureName: 'settings.feature_flags',
    resourceName: 'properties',
  },
  {
    id: 'log-backends',
    name: 'Log Backends',
    href: '/settings/logging_backends',
    icon: 'search',
    featureName: 'settings.logging_backends',
    resourceName: 'logging_backends',
  },
  {
    id: 'event-queue',
    name: 'Event Queue',
    href: '/settings/event-queue-status',
    icon: 'more',
    featureName: 'settings.event_queue_status',
    resourceName: 'database',
  },
  {
    id: 'agents',
    name: 'Agents',
    href: '/settings/agents',
    icon: 'generic',
    featureName: 'agents',
    resourceName: 'agents',
  },
  { id: 'tokens', name: 'Tokens', href: '/settings/tokens', icon: 'link', resourceName: 'auth' },
  {
    id: 'integrations',
    name: 'Integrations',
    href: '/settings/integrations',
    icon: 'link',
    featureName: 'settings.integrations',
    resourceName: 'integrations',
  },
  { id: 'views', name: 'Views', href: '/settings/views', icon: 'eye', featureName: 'views', resourceName: 'views' },
];

export interface NavContext {
  user: HasRoles | null | undefined;
  features: PropertySource;
  hosted?: boolean;
}

/** Hidden when its feature is disabled (with parent inheritance), then gated by read on its resource. */
export function isNavItemVisible(item: NavItem, { user, features, hosted }: NavContext): boolean {
  if (hosted && item.hiddenWhenHosted) return false;
  if (item.featureName && !isFeatureEnabled(features, item.featureName)) return false;
  if (item.resourceName && !can(user, item.resourceName, 'read')) return false;
  return true;
}

/** One entry per view flagged for the sidebar, by ordinal then title. */
export function viewNavItems(views: readonly SidebarView[]): NavItem[] {
  return [...views]
    .sort((a, b) => (a.ordinal ?? 0) - (b.ordinal ?? 0) || (a.title || a.name).localeCompare(b.title || b.name))
    .map((view) => ({
      id: `view-${view.id}`,
      name: view.title || view.name,
      href: `/views/${encodeURIComponent(view.id)}`,
      icon: view.icon || 'eye',
      featureName: 'views',
      resourceName: 'views',
    }));
}

/** The sidebar's entries for this user: main entries, sidebar views, and the Settings group (not for viewers). */
export function buildNav(
  context: NavContext,
  views: readonly SidebarView[] = [],
): {
  main: NavItem[];
  settings: NavItem[];
} {
  const main = [...MAIN_NAV, ...viewNavItems(views)].filter((item) => isNavItemVisible(item, context));
  const settings = isViewer(context.user)
    ? []
    : SETTINGS_NAV.filter((item) => isNavItemVisible(item, context)).sort((a, b) => a.name.localeCompare(b.name));
  return { main, settings };
}
