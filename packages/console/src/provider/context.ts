import { createContext } from 'react';
import type { EffectiveAccess, MissionControlClient } from '@mission-control/api';
import type { ConsoleRoutes } from '../routes/routes';
import type { ConsoleUser, FeatureProperties } from './access';
import type { RouterAdapter } from './router';
import type { StorageAdapter } from './storage';

/** full: the reference console; demo and embedded: no sign-in, and some controls are hidden. */
export type ConsoleMode = 'full' | 'demo' | 'embedded';

/**
 * An organisation of hosted mode; its metadata says where its backend is and whether to call it directly.
 * Declared here because the context carries it; `hosted/` re-exports it, so the provider never imports `hosted/`.
 */
export interface Organization {
  id: string;
  name: string;
  metadata?: {
    /** The organisation's backend address. */
    backend_url?: string;
    /** Call the backend directly with a bearer token rather than through the host's proxy. */
    direct?: boolean | 'true' | 'false';
    /** The instance is still being set up. */
    provisioning?: boolean;
  } | null;
}

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

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);
