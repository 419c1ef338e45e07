import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { currentUserFromWhoami, type EffectiveAccess, type MissionControlClient } from '@mission-control/api';
import { ThemeProvider, ToastProvider, type Messages, type ThemeName } from '@mission-control/ui';
import {
  can,
  canRunChecks,
  isFeatureEnabled,
  type AccessAction,
  type ConsoleUser,
  type FeatureProperties,
} from './access';
import { queryKeys } from '../routes/queryKeys';
import { createRoutes, type ConsoleRoutes, type RoutesOptions } from '../routes/routes';
import { createBrowserRouterAdapter, type RouterAdapter } from './router';
import { createLocalStorage, type StorageAdapter } from './storage';
import { HostedGate } from '../hosted/HostedGate';
import {
  createOrganizationClient,
  isDirect,
  type Organization,
  type OrganizationAdapter,
} from '../hosted/organizations';

/** full: the reference console; demo and embedded: no sign-in, and some controls are hidden. */
export type ConsoleMode = 'full' | 'demo' | 'embedded';

/** The spec's default stale time: 5 minutes. */
export const DEFAULT_STALE_TIME_MS = 300_000;
/** Status history goes stale after 10 s (operations §9). */
export const STATUS_HISTORY_STALE_TIME_MS = 10_000;

export interface ConsoleContextValue {
  client: MissionControlClient;
  mode: ConsoleMode;
  router: RouterAdapter;
  storage: StorageAdapter;
  /** null while loading or when nobody is signed in (demo and embedded modes). */
  user: ConsoleUser | null;
  features: FeatureProperties;
  /** Href builders for every link a widget renders. */
  routes: ConsoleRoutes;
  /**
   * The server's own decisions for the signed-in user (`GET /auth/access`: roles, permission rows, token scope);
   * null when not loaded (a given user, demo and embedded modes), and then the role table decides.
   */
  access: EffectiveAccess | null;
  /** Hosted mode: the selected organisation; null otherwise. */
  organization: Organization | null;
}

const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export interface ConsoleProviderProps {
  /** The api client every widget under this provider uses. */
  client: MissionControlClient;
  /** @default 'full' */
  mode?: ConsoleMode;
  /** How widgets read and change the location. @default an adapter over window.history */
  router?: RouterAdapter;
  /** Where preferences are kept. @default localStorage under 'mission-control', memory when unavailable */
  storage?: StorageAdapter;
  /** The signed-in user. When omitted in full mode it is loaded with `client.auth.whoami()` if the client has it. */
  user?: ConsoleUser | null;
  /** Feature-flag properties (`{feature}.disable`). When omitted they are loaded with `client.properties` if available. */
  features?: FeatureProperties;
  /** @default 'light' */
  theme?: ThemeName;
  /** Where dialogs and popovers are portalled; defaults to a node inside the widget root. */
  portalContainer?: HTMLElement | null;
  /** Overrides for any user-visible string, keyed by message key. */
  messages?: Messages;
  /**
   * Where widgets link to: a base path for every default route (`{ basePath: '/ops' }`) and/or
   * builders that replace single routes (`{ overrides: { incident: (id) => ... } }`).
   * @default the reference console's paths
   */
  routes?: RoutesOptions;
  /** Supply your own to share a cache with the host; each provider otherwise gets its own. */
  queryClient?: QueryClient;
  /**
   * Hosted mode: the platform's organisations. With none selected an organisation picker shows;
   * after a selection `/organizations/orgs-switched`; while its instance is provisioned, the waiting
   * screen. Widgets then talk to the selected organisation through `organizationClient`.
   */
  organizations?: OrganizationAdapter;
  /**
   * Hosted mode: the client for an organisation.
   * @default direct to its backend address with the adapter's bearer token when its metadata says
   * `direct`, else `client`
   */
  organizationClient?: (organization: Organization) => MissionControlClient;
  children: ReactNode;
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

type Loader<T> = (options: { signal?: AbortSignal }) => Promise<T>;

/** A host may hand over a client without the auth or properties areas (e.g. a fake); then nothing is loaded. */
function whoamiLoader(client: MissionControlClient): Loader<ConsoleUser> | null {
  const auth = (client as Partial<MissionControlClient>).auth;
  if (typeof auth?.whoami !== 'function') return null;
  return async (options) => {
    const user = currentUserFromWhoami(await auth.whoami(options));
    return { id: user.id, name: user.name, email: user.email, avatar: user.avatar, roles: user.roles };
  };
}

function propertiesLoader(client: MissionControlClient): Loader<FeatureProperties> | null {
  const properties = (client as Partial<MissionControlClient>).properties;
  if (typeof properties?.list !== 'function') return null;
  return async (options) => {
    const rows = await properties.list(options);
    const out: Record<string, string> = {};
    // Local properties come first in the real backend's list and win over DB rows.
    for (const row of rows) if (!Object.hasOwn(out, row.name)) out[row.name] = String(row.value);
    return out;
  };
}

/** A client without `auth.access` (a fake, an older backend): the role table alone decides. */
function accessLoader(client: MissionControlClient): Loader<EffectiveAccess> | null {
  const auth = (client as Partial<MissionControlClient>).auth;
  if (typeof auth?.access !== 'function') return null;
  return (options) => auth.access(options);
}

const NO_FEATURES: FeatureProperties = {};

function ConsoleState({
  client,
  mode,
  router,
  storage,
  user,
  features,
  routes,
  organization = null,
  children,
}: {
  organization?: Organization | null;
  client: MissionControlClient;
  mode: ConsoleMode;
  router: RouterAdapter;
  storage: StorageAdapter;
  user: ConsoleUser | null | undefined;
  features: FeatureProperties | undefined;
  routes: ConsoleRoutes;
  children: ReactNode;
}) {
  // Demo and embedded widgets never ask who is signed in.
  const loadUser = user === undefined && mode === 'full' ? whoamiLoader(client) : null;
  const loadFeatures = features === undefined ? propertiesLoader(client) : null;
  const whoami = useQuery({
    queryKey: queryKeys.console.whoami(),
    queryFn: ({ signal }) => loadUser!({ signal }),
    enabled: !!loadUser,
    retry: false,
  });
  const properties = useQuery({
    queryKey: queryKeys.console.properties(),
    queryFn: ({ signal }) => loadFeatures!({ signal }),
    enabled: !!loadFeatures,
    retry: false,
  });
  const resolvedUser = user !== undefined ? user : (whoami.data ?? null);
  const resolvedFeatures = features ?? properties.data ?? NO_FEATURES;
  // Only for the user the provider loaded itself: a host that hands over a user decides by its roles.
  const loadAccess = loadUser && whoami.data ? accessLoader(client) : null;
  const effective = useQuery({
    queryKey: queryKeys.console.access(),
    queryFn: ({ signal }) => loadAccess!({ signal }),
    enabled: !!loadAccess,
    retry: false,
  });
  const access = loadAccess ? (effective.data ?? null) : null;
  const value = useMemo<ConsoleContextValue>(
    () => ({
      client,
      mode,
      router,
      storage,
      user: resolvedUser,
      features: resolvedFeatures,
      routes,
      access,
      organization,
    }),
    [client, mode, router, storage, resolvedUser, resolvedFeatures, routes, access, organization],
  );
  return <ConsoleContext.Provider value={value}>{children}</ConsoleContext.Provider>;
}

/**
 * Configures every widget beneath it. Each provider owns its own query cache,
 * so two providers with different clients on one page never share data.
 */
export function ConsoleProvider({
  client,
  mode = 'full',
  router,
  storage,
  user,
  features,
  theme,
  portalContainer,
  messages,
  queryClient,
  routes,
  organizations,
  organizationClient,
  children,
}: ConsoleProviderProps) {
  const [ownQueryClient] = useState(createQueryClient);
  const [defaultRouter] = useState(() => (router ? null : createBrowserRouterAdapter()));
  const [defaultStorage] = useState(() => (storage ? null : createLocalStorage()));
  // A base path alone is compared by value; overrides by identity (keep them in a constant or useMemo).
  const basePath = routes?.basePath;
  const overrides = routes?.overrides;
  const resolvedRoutes = useMemo(() => createRoutes({ basePath, overrides }), [basePath, overrides]);
  const state = {
    mode,
    router: router ?? defaultRouter!,
    storage: storage ?? defaultStorage!,
    routes: resolvedRoutes,
  };
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      {/* Hosted: until an organisation is chosen nobody is asked who is signed in or which features are on. */}
      <ConsoleState
        {...state}
        client={client}
        user={organizations ? null : user}
        features={organizations ? NO_FEATURES : features}
      >
        <ThemeProvider theme={theme} portalContainer={portalContainer} messages={messages}>
          {/* Inside the theme so toasts portal into the widget's own container. */}
          <ToastProvider>
            {organizations ? (
              <HostedGate adapter={organizations}>
                {(organization) => (
                  <OrganizationScope
                    key={organization.id}
                    {...state}
                    organization={organization}
                    adapter={organizations}
                    fallback={client}
                    organizationClient={organizationClient}
                    user={user}
                    features={features}
                  >
                    {children}
                  </OrganizationScope>
                )}
              </HostedGate>
            ) : (
              children
            )}
          </ToastProvider>
        </ThemeProvider>
      </ConsoleState>
    </QueryClientProvider>
  );
}

/** Everything under a selected organisation, with that organisation's client (one per organisation). */
function OrganizationScope({
  organization,
  adapter,
  fallback,
  organizationClient,
  ...rest
}: {
  organization: Organization;
  adapter: OrganizationAdapter;
  fallback: MissionControlClient;
  organizationClient: ((organization: Organization) => MissionControlClient) | undefined;
  mode: ConsoleMode;
  router: RouterAdapter;
  storage: StorageAdapter;
  routes: ConsoleRoutes;
  user: ConsoleUser | null | undefined;
  features: FeatureProperties | undefined;
  children: ReactNode;
}) {
  // Made once per organisation (the scope is keyed by its id); later metadata changes need a new selection.
  const [client] = useState(() =>
    organizationClient
      ? organizationClient(organization)
      : isDirect(organization)
        ? createOrganizationClient(adapter, organization)
        : fallback,
  );
  return <ConsoleState {...rest} client={client} organization={organization} />;
}

/** Hosted mode: the selected organisation (null when the console does not run hosted). */
export function useOrganization(): Organization | null {
  return useConsole().organization;
}

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('Mission Control widgets must be rendered inside <ConsoleProvider>.');
  return value;
}

/** The href builders of this provider (`routes.check(id)`, `routes.incident(id)` ...). */
export function useRoutes(): ConsoleRoutes {
  return useConsole().routes;
}

/**
 * Whether the current user may perform `action` on `area`: the server's decision when the provider has it (so a
 * deny permission hides the control), else the role table.
 */
export function useCan(area: string, action: AccessAction): boolean {
  const { user, access } = useConsole();
  const decided = user ? access?.[area]?.[action] : undefined;
  return typeof decided === 'boolean' ? decided : can(user, area, action);
}

/** Run Now: admin, editor, responder or commander (operations §6). */
export function useCanRunChecks(): boolean {
  const { user } = useConsole();
  return canRunChecks(user);
}

export function useFeature(name: string): boolean {
  const { features } = useConsole();
  return isFeatureEnabled(features, name);
}

/** demo and embedded: Run Now, Attach as Evidence and the page-title suffix are hidden. */
export function useIsRestrictedMode(): boolean {
  return useConsole().mode !== 'full';
}

const noSubscribe = () => () => undefined;

/** The current search params, re-rendering on every location change. */
export function useSearchParams(): [URLSearchParams, RouterAdapter['setSearchParams']] {
  const { router } = useConsole();
  const subscribe = useCallback((listener: () => void) => (router.subscribe ?? noSubscribe)(listener), [router]);
  const search = useSyncExternalStore(
    subscribe,
    () => router.getSearchParams().toString(),
    () => router.getSearchParams().toString(),
  );
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, router.setSearchParams];
}
