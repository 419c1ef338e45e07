import { can, isFeatureEnabled, isViewer, type HasRoles, type PropertySource } from '@mission-control/api';
import { CONSOLE_PAGES, consolePage, type AreaPage, type NavSection } from '../areas';
import { fillPath } from '../routes/routes';

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

function navItem(page: AreaPage): NavItem {
  const nav = page.nav!;
  return {
    id: nav.id ?? page.id,
    name: nav.name,
    href: nav.href ?? page.path,
    icon: nav.icon,
    ...(page.featureName ? { featureName: page.featureName } : {}),
    ...(page.resourceName ? { resourceName: page.resourceName } : {}),
    ...(page.hiddenWhenHosted ? { hiddenWhenHosted: true } : {}),
  };
}

/** The sidebar entries of one section, derived from the areas' pages (a page's path is written once, in its area). */
export function navItemsOf(section: NavSection, pages: readonly AreaPage[] = CONSOLE_PAGES): NavItem[] {
  const entries = pages.filter((page) => page.nav?.section === section);
  const sorted =
    section === 'main'
      ? entries.sort((a, b) => (a.nav!.order ?? 0) - (b.nav!.order ?? 0))
      : entries.sort((a, b) => a.nav!.name.localeCompare(b.nav!.name));
  return sorted.map(navItem);
}

export const MAIN_NAV: readonly NavItem[] = navItemsOf('main');

/** Settings entries; shown sorted by name. Generic resources (canaries, topologies, teams, rules, scrapers) sit among them. */
export const SETTINGS_NAV: readonly NavItem[] = navItemsOf('settings');

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
      href: fillPath(consolePage('view').path, { id: view.id }),
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
