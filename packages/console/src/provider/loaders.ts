import { useQuery } from '@tanstack/react-query';
import { currentUserFromWhoami, type EffectiveAccess, type MissionControlClient } from '@mission-control/api';
import { queryKeys } from '../routes/queryKeys';
import type { ConsoleUser, FeatureProperties } from './access';
import type { ConsoleMode } from './context';

type Loader<T> = (options: { signal?: AbortSignal }) => Promise<T>;

/** A host may hand over a client without the auth or properties areas (e.g. a fake); then nothing is loaded. */
export function whoamiLoader(client: MissionControlClient): Loader<ConsoleUser> | null {
  const auth = (client as Partial<MissionControlClient>).auth;
  if (typeof auth?.whoami !== 'function') return null;
  return async (options) => {
    const user = currentUserFromWhoami(await auth.whoami(options));
    return { id: user.id, name: user.name, email: user.email, avatar: user.avatar, roles: user.roles };
  };
}

export function propertiesLoader(client: MissionControlClient): Loader<FeatureProperties> | null {
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
export function accessLoader(client: MissionControlClient): Loader<EffectiveAccess> | null {
  const auth = (client as Partial<MissionControlClient>).auth;
  if (typeof auth?.access !== 'function') return null;
  return (options) => auth.access(options);
}

/** No feature switched off: also what a host passes to load nothing. */
export const NO_FEATURES: FeatureProperties = {};

export interface ConsoleSessionInput {
  client: MissionControlClient;
  mode: ConsoleMode;
  /** Given by the host: not loaded. */
  user: ConsoleUser | null | undefined;
  /** Given by the host: not loaded. */
  features: FeatureProperties | undefined;
}

export interface ConsoleSession {
  user: ConsoleUser | null;
  features: FeatureProperties;
  access: EffectiveAccess | null;
}

/** Who is signed in, which features are on and what the server decides for them: given by the host, else loaded. */
export function useConsoleSession({ client, mode, user, features }: ConsoleSessionInput): ConsoleSession {
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
  // Only for the user loaded here: a host that hands over a user decides by its roles.
  const loadAccess = loadUser && whoami.data ? accessLoader(client) : null;
  const effective = useQuery({
    queryKey: queryKeys.console.access(),
    queryFn: ({ signal }) => loadAccess!({ signal }),
    enabled: !!loadAccess,
    retry: false,
  });
  return {
    user: user !== undefined ? user : (whoami.data ?? null),
    features: features ?? properties.data ?? NO_FEATURES,
    access: loadAccess ? (effective.data ?? null) : null,
  };
}
