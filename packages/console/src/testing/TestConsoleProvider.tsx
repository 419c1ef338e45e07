import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { MissionControlClient } from '@mission-control/api';
import type { ConsoleUser } from '../provider/access';
import { ConsoleProvider, type ConsoleProviderProps } from '../provider/ConsoleProvider';
import { createMemoryRouterAdapter } from '../provider/router';
import { createMemoryStorage } from '../provider/storage';

/** The signed-in user of tests and stories unless one is given. */
export const testAdmin: ConsoleUser = { id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com', roles: ['admin'] };

/** Any part of the client may be faked; calls to parts not given fail loudly. */
export type PartialClient = { [K in keyof MissionControlClient]?: Partial<MissionControlClient[K]> };

function fakeClient(partial: PartialClient): MissionControlClient {
  const missing = (area: string) =>
    new Proxy(
      {},
      {
        get: (_target, method) => () => Promise.reject(new Error(`client.${area}.${String(method)} was not faked`)),
      },
    );
  return new Proxy(partial as MissionControlClient, {
    get(target, area: string) {
      if (area === 'url') return target.url ?? ((path: string) => `/api${path}`);
      const given = (target as unknown as Record<string, object | undefined>)[area];
      return given
        ? new Proxy(given, {
            get: (obj, m) =>
              (obj as Record<string | symbol, unknown>)[m] ?? (missing(area) as Record<string | symbol, unknown>)[m],
          })
        : missing(area);
    },
  });
}

export interface TestConsoleProviderProps extends Omit<ConsoleProviderProps, 'client' | 'queryClient' | 'children'> {
  client?: PartialClient;
  /** Starting location of the in-memory router used unless `router` is given. @default '/' */
  initialLocation?: string;
}

/** For tests and stories: partial fakes, no retries, nothing cached between renders. */
export function TestConsoleProvider({
  client = {},
  initialLocation = '/',
  router,
  storage,
  user = testAdmin,
  features = {},
  children,
  ...props
}: TestConsoleProviderProps & { children: ReactNode }) {
  const [memoryRouter] = useState(() => createMemoryRouterAdapter(initialLocation));
  const [memoryStorage] = useState(createMemoryStorage);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  const [fake] = useState(() => fakeClient(client));
  return (
    <ConsoleProvider
      client={fake}
      queryClient={queryClient}
      router={router ?? memoryRouter}
      storage={storage ?? memoryStorage}
      user={user}
      features={features}
      {...props}
    >
      {children}
    </ConsoleProvider>
  );
}
