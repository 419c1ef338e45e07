import { createClient, type ClientConfig, type MissionControlClient } from '@mission-control/api';
import { consolePage } from '../areas';
import type { Organization } from '../provider/context';

// The context carries the selected organisation, so its type lives with the context.
export type { Organization };

/** What a hosting platform gives the console (its auth provider's organisations API). */
export interface OrganizationAdapter {
  list(): Promise<readonly Organization[]>;
  /** The selected organisation's id, or null when none is selected (a platform may have to ask its server). */
  selected(): string | null | Promise<string | null>;
  select(id: string): Promise<void>;
  create(name: string): Promise<Organization>;
  /** The bearer token for direct requests. */
  getToken(): Promise<string | null> | string | null;
}

/** Where the console goes after an organisation is selected or created. */
export const ORGS_SWITCHED_PATH = consolePage('orgsSwitched').path;

export function isDirect(org: Organization | null | undefined): boolean {
  const direct = org?.metadata?.direct;
  return direct === true || direct === 'true';
}

/**
 * Client settings for hosted mode: in direct mode requests carry a bearer token and go to the
 * organisation's backend address; otherwise they go through the host's same-origin proxy.
 * Both are read per request, so switching organisations needs no new client.
 */
export function hostedClientConfig(
  adapter: OrganizationAdapter,
  current: () => Organization | null,
): Pick<ClientConfig, 'mode' | 'getBaseUrl' | 'getToken'> {
  const org = current();
  if (!isDirect(org) || !org?.metadata?.backend_url) return { mode: 'proxy' };
  return {
    mode: 'direct',
    getBaseUrl: () => current()?.metadata?.backend_url ?? '',
    getToken: () => adapter.getToken(),
  };
}

/**
 * The client for one organisation: direct to its backend with the adapter's bearer token when its
 * metadata says so, else through the host's proxy. `config` carries the host's other settings
 * (onUnauthorized, timeouts ...).
 */
export function createOrganizationClient(
  adapter: OrganizationAdapter,
  organization: Organization,
  config: ClientConfig = {},
): MissionControlClient {
  return createClient({ ...config, ...hostedClientConfig(adapter, () => organization) });
}
