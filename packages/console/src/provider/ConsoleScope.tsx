import { useMemo, type ReactNode } from 'react';
import type { MissionControlClient } from '@mission-control/api';
import type { ConsoleRoutes } from '../routes/routes';
import type { ConsoleUser, FeatureProperties } from './access';
import { ConsoleContext, type ConsoleContextValue, type ConsoleMode, type Organization } from './context';
import { useConsoleSession } from './loaders';
import type { RouterAdapter } from './router';
import type { StorageAdapter } from './storage';

export interface ConsoleScopeProps {
  client: MissionControlClient;
  mode: ConsoleMode;
  router: RouterAdapter;
  storage: StorageAdapter;
  routes: ConsoleRoutes;
  /** Given: used as is; undefined: loaded with the client (see `useConsoleSession`). */
  user: ConsoleUser | null | undefined;
  features: FeatureProperties | undefined;
  /** Hosted mode: the organisation this scope talks to. @default null */
  organization?: Organization | null;
  children: ReactNode;
}

/**
 * The context value widgets read. `ConsoleProvider` renders one; hosted mode nests one more per selected
 * organisation, with that organisation's client.
 */
export function ConsoleScope({
  client,
  mode,
  router,
  storage,
  routes,
  user,
  features,
  organization = null,
  children,
}: ConsoleScopeProps) {
  const session = useConsoleSession({ client, mode, user, features });
  const value = useMemo<ConsoleContextValue>(
    () => ({
      client,
      mode,
      router,
      storage,
      user: session.user,
      features: session.features,
      routes,
      access: session.access,
      organization,
    }),
    [client, mode, router, storage, session.user, session.features, routes, session.access, organization],
  );
  return <ConsoleContext.Provider value={value}>{children}</ConsoleContext.Provider>;
}
