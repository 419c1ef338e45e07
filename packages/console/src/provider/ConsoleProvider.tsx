import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { MissionControlClient } from '@mission-control/api';
import { ThemeProvider, type Messages, type ThemeName } from '@mission-control/ui';

/** full: the reference console; demo and embedded: no sign-in, and some controls are hidden. */
export type ConsoleMode = 'full' | 'demo' | 'embedded';

/** The spec's default stale time: 5 minutes. */
export const DEFAULT_STALE_TIME_MS = 300_000;

export interface ConsoleContextValue {
  client: MissionControlClient;
  mode: ConsoleMode;
}

const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export interface ConsoleProviderProps {
  /** The api client every widget under this provider uses. */
  client: MissionControlClient;
  /** @default 'full' */
  mode?: ConsoleMode;
  /** @default 'light' */
  theme?: ThemeName;
  /** Where dialogs and popovers are portalled; defaults to a node inside the widget root. */
  portalContainer?: HTMLElement | null;
  /** Overrides for any user-visible string, keyed by message key. */
  messages?: Messages;
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
 */
export function ConsoleProvider({
  client,
  mode = 'full',
  theme,
  portalContainer,
  messages,
  queryClient,
  children,
}: ConsoleProviderProps) {
  const [ownQueryClient] = useState(createQueryClient);
  const [value] = useState<ConsoleContextValue>(() => ({ client, mode }));
  const current = value.client === client && value.mode === mode ? value : { client, mode };
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <ConsoleContext.Provider value={current}>
        <ThemeProvider theme={theme} portalContainer={portalContainer} messages={messages}>
          {children}
        </ThemeProvider>
      </ConsoleContext.Provider>
    </QueryClientProvider>
  );
}

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('Mission Control widgets must be rendered inside <ConsoleProvider>.');
  return value;
}
