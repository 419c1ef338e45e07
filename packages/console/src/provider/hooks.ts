import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ConsoleRoutes } from '../routes/routes';
import { can, canRunChecks, isFeatureEnabled, type AccessAction } from './access';
import { ConsoleContext, type ConsoleContextValue, type Organization } from './context';
import type { RouterAdapter } from './router';

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('Mission Control widgets must be rendered inside <ConsoleProvider>.');
  return value;
}

/** Hosted mode: the selected organisation (null when the console does not run hosted). */
export function useOrganization(): Organization | null {
  return useConsole().organization;
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
