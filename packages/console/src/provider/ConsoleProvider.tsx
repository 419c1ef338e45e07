import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { MissionControlClient } from '@mission-control/api';
import { ThemeProvider, ToastProvider, type Messages, type ThemeName } from '@mission-control/ui';
import type { ConsoleUser, FeatureProperties } from './access';
import { ConsoleScope } from './ConsoleScope';
import type { ConsoleMode } from './context';
import { createRoutes, type RoutesOptions } from '../routes/routes';
import { createBrowserRouterAdapter, type RouterAdapter } from './router';
import { createLocalStorage, type StorageAdapter } from './storage';

// The provider's public names stay importable from here; each lives in the module that owns it.
export type { ConsoleContextValue, ConsoleMode } from './context';
export {
  useCan,
  useCanRunChecks,
  useConsole,
  useFeature,
  useIsRestrictedMode,
  useOrganization,
  useRoutes,
  useSearchParams,
} from './hooks';

/** The spec's default stale time: 5 minutes. */
export const DEFAULT_STALE_TIME_MS = 300_000;
/** Status history goes stale after 10 s (operations §9). */
export const STATUS_HISTORY_STALE_TIME_MS = 10_000;

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
  children: ReactNode;
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Configures every widget beneath it. Each provider owns its own query cache,
 * so two providers with different clients on one page never share data.
 * Hosted mode (an organisation picker, one client per organisation) is `HostedConsoleProvider`, which wraps this.
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
  children,
}: ConsoleProviderProps) {
  const [ownQueryClient] = useState(createQueryClient);
  const [defaultRouter] = useState(() => (router ? null : createBrowserRouterAdapter()));
  const [defaultStorage] = useState(() => (storage ? null : createLocalStorage()));
  // A base path alone is compared by value; overrides by identity (keep them in a constant or useMemo).
  const basePath = routes?.basePath;
  const overrides = routes?.overrides;
  const resolvedRoutes = useMemo(() => createRoutes({ basePath, overrides }), [basePath, overrides]);
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <ConsoleScope
        client={client}
        mode={mode}
        router={router ?? defaultRouter!}
        storage={storage ?? defaultStorage!}
        routes={resolvedRoutes}
        user={user}
        features={features}
      >
        <ThemeProvider theme={theme} portalContainer={portalContainer} messages={messages}>
          {/* Inside the theme so toasts portal into the widget's own container. */}
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </ConsoleScope>
    </QueryClientProvider>
  );
}
