// Every address a console widget links to, as href builders: widgets never
// write a path. A host that mounts the console elsewhere (`/ops/...`) or maps a
// page to its own screen overrides them through `ConsoleProvider`'s `routes`,
// as Backstage's route refs let a portal bind a plugin's links.

import { consolePage } from '../areas';

/** The pages `createRoutes` builds links to; each pattern comes from the page's area declaration. */
const ROUTE_NAMES = [
  'root',
  'health',
  'canaries',
  'canary',
  'playbookRun',
  'playbookRuns',
  'playbooks',
  'playbookNew',
  'playbookEdit',
  'incident',
  'topology',
  'configDb',
  'integrations',
  'integration',
  'component',
  'catalog',
  'catalogItem',
  'catalogScraper',
  'catalogScrapers',
  'catalogChanges',
  'catalogInsights',
  'connections',
  'agents',
  'notifications',
  'logs',
  'view',
  'application',
  'login',
  'registration',
  'recovery',
  'verification',
  'profileSettings',
  'flowError',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

/** Route patterns of the reference console, in react-router syntax (`:id`), from the areas' pages. */
export const routePaths: Readonly<Record<RouteName, string>> = Object.fromEntries(
  ROUTE_NAMES.map((name) => [name, consolePage(name).path]),
) as Record<RouteName, string>;

/** A settings resource's list (`/settings/{segment}`): canaries, topologies, teams, rules, config_scrapers, logging_backends. */
const SETTINGS_RESOURCE = '/settings/:segment';

export interface CheckHrefOptions {
  /** The check detail's range. @default '1h' */
  timeRange?: string;
}

/** The href builders every console link goes through. */
export interface ConsoleRoutes {
  /** The console's start page. */
  root(): string;
  /** The health dashboard, with optional search params (filters, layout ...). */
  health(params?: Record<string, string>): string;
  /** One check opened over the health dashboard (operations §2.2). */
  check(checkId: string, options?: CheckHrefOptions): string;
  /** The canary list in settings. */
  canaries(): string;
  /** One canary in the settings editor. */
  canary(canaryId: string): string;
  /** One playbook run's page. */
  playbookRun(runId: string): string;
  /** One incident's page. */
  incident(incidentId: string): string;
  /** The topology page (where a new Custom Topology integration returns to). */
  topology(): string;
  /** The catalog scrapers' page (where a new Catalog Scraper integration returns to). */
  configDb(): string;
  /** The integrations list in settings. */
  integrations(): string;
  /** One integration opened for editing; `type` is the list's integration type (topologies, scrapers, logging_backends). */
  integration(type: string, id: string): string;
  /** A topology component (where component canaries are edited). */
  component(componentId: string): string;
  /** A catalog item (where Kubernetes canaries come from). */
  catalogItem(configId: string): string;
  /** The playbooks' list. */
  playbooks(): string;
  /** The editor of a new playbook. */
  playbookNew(): string;
  /** One playbook in the editor. */
  playbookEdit(playbookId: string): string;
  /** The playbook runs' list, optionally filtered (e.g. `{ playbook: id }`). */
  playbookRuns(params?: Record<string, string>): string;
  /** The catalog, optionally searched (`{ search, type }`). */
  catalog(params?: Record<string, string>): string;
  /** One catalog scraper. */
  catalogScraper(scraperId: string): string;
  /** The catalog scrapers' list. */
  catalogScrapers(): string;
  /** The catalog's change feed, optionally narrowed (`{ configType }`). */
  catalogChanges(params?: Record<string, string>): string;
  /** The catalog's insights, optionally narrowed (`{ configType }`). */
  catalogInsights(params?: Record<string, string>): string;
  /** The connections page in settings. */
  connections(): string;
  /** The agents page, optionally with one agent (`{ id }`). */
  agents(params?: Record<string, string>): string;
  /** The notifications page. */
  notifications(): string;
  /** The logs page, optionally prefilled (`{ topologyId }`, `{ configId }`, `{ logsSelector, query }`). */
  logs(params?: Record<string, string>): string;
  /** One view's page. */
  view(viewId: string): string;
  /** One application's audit report (`{ print: 'true' }` for its print layout). */
  application(namespace: string, name: string, params?: Record<string, string>): string;
  /** A settings resource list, `segment` as in `/settings/{segment}` (canaries, topologies, teams, rules ...). */
  resources(segment: string): string;
  /** One settings resource in its editor. */
  resource(segment: string, id: string): string;
  /** A new settings resource. */
  newResource(segment: string): string;
  /** Sign in (`return_to`, `refresh`, `aal` as the identity flows read them). */
  login(params?: { returnTo?: string | null; refresh?: boolean; aal?: 'aal1' | 'aal2' }): string;
  registration(): string;
  recovery(): string;
  verification(): string;
  profileSettings(): string;
}

export interface RoutesOptions {
  /** Prefix of every default route, e.g. `/ops` for a console mounted under `/ops/`. @default '' */
  basePath?: string;
  /** Builders that replace the defaults one by one (after the base path is applied to the rest). */
  overrides?: Partial<ConsoleRoutes>;
}

function withQuery(path: string, params?: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** `/settings/canaries/:id` with `{ id: 'a b' }` → `/settings/canaries/a%20b`. */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function normaliseBase(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The console's href builders, under `basePath`, with any builder replaced by `overrides`. */
export function createRoutes({ basePath, overrides }: RoutesOptions = {}): ConsoleRoutes {
  const base = normaliseBase(basePath);
  const under = (path: string) => (base ? (path === '/' ? `${base}/` : `${base}${path}`) : path);
  const at = (name: RouteName, params?: Record<string, string>) => under(fillPath(routePaths[name], params));
  const resources = (segment: string) => under(fillPath(SETTINGS_RESOURCE, { segment }));
  const defaults: ConsoleRoutes = {
    root: () => at('root'),
    health: (params) => withQuery(at('health'), params),
    check: (checkId, options) => withQuery(at('health'), { checkId, timeRange: options?.timeRange ?? '1h' }),
    canaries: () => at('canaries'),
    canary: (canaryId) => at('canary', { id: canaryId }),
    playbookRun: (runId) => at('playbookRun', { id: runId }),
    incident: (incidentId) => at('incident', { id: incidentId }),
    topology: () => at('topology'),
    configDb: () => at('configDb'),
    integrations: () => at('integrations'),
    integration: (type, id) => at('integration', { type, id }),
    component: (componentId) => at('component', { id: componentId }),
    catalogItem: (configId) => at('catalogItem', { id: configId }),
    playbookRuns: (params) => withQuery(at('playbookRuns'), params),
    playbooks: () => at('playbooks'),
    playbookNew: () => at('playbookNew'),
    playbookEdit: (playbookId) => at('playbookEdit', { id: playbookId }),
    catalog: (params) => withQuery(at('catalog'), params),
    catalogScraper: (scraperId) => at('catalogScraper', { id: scraperId }),
    catalogScrapers: () => at('catalogScrapers'),
    catalogChanges: (params) => withQuery(at('catalogChanges'), params),
    catalogInsights: (params) => withQuery(at('catalogInsights'), params),
    connections: () => at('connections'),
    agents: (params) => withQuery(at('agents'), params),
    notifications: () => at('notifications'),
    logs: (params) => withQuery(at('logs'), params),
    view: (viewId) => at('view', { id: viewId }),
    application: (namespace, name, params) => withQuery(at('application', { namespace, name }), params),
    resources,
    resource: (segment, id) => `${resources(segment)}/${encodeURIComponent(id)}`,
    newResource: (segment) => `${resources(segment)}/new`,
    login: (params) =>
      withQuery(at('login'), {
        return_to: params?.returnTo || undefined,
        refresh: params?.refresh ? 'true' : undefined,
        aal: params?.aal,
      }),
    registration: () => at('registration'),
    recovery: () => at('recovery'),
    verification: () => at('verification'),
    profileSettings: () => at('profileSettings'),
  };
  return { ...defaults, ...overrides };
}

/** The reference console's routes (no base path, no overrides). */
export const defaultRoutes: ConsoleRoutes = createRoutes();
