import type { Organization, OrganizationAdapter } from '@mission-control/console';

/** Whether the server runs hosted (MC_HOSTED=1): it says so in the app shell's head. */
export function isHostedMode(doc: Document = document): boolean {
  return doc.querySelector('meta[name="mc-hosted"]')?.getAttribute('content') === '1';
}

interface OrganizationList {
  organizations: Organization[];
  selected: string | null;
}

/** Renew a direct-mode token this long before it expires. */
const RENEW_BEFORE_MS = 60_000;

/**
 * The reference server's organisations API (`/api/hosted/*`, same origin, session cookie) as the
 * console's OrganizationAdapter. `onUnauthorized` runs on a 401 (the session ended).
 */
export function createReferenceOrganizations({
  onUnauthorized,
  fetch: doFetch = (input, init) => globalThis.fetch(input, init),
}: {
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}): OrganizationAdapter {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await doFetch(`/api/hosted${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    });
    if (response.status === 401) onUnauthorized();
    const body = (await response.json().catch(() => null)) as (T & { message?: string; error?: string }) | null;
    if (!response.ok) throw new Error(body?.message ?? body?.error ?? `HTTP ${response.status}`);
    return body as T;
  };
  // One list request answers both list() and selected() of the same render.
  let pending: Promise<OrganizationList> | null = null;
  const load = () => {
    pending ??= call<OrganizationList>('/organizations').finally(() => {
      pending = null;
    });
    return pending;
  };
  let token: Promise<{ token: string; expiresAt: number }> | null = null;
  return {
    list: async () => (await load()).organizations,
    selected: async () => (await load()).selected,
    select: async (id) => {
      await call(`/organizations/${encodeURIComponent(id)}/select`, { method: 'POST' });
    },
    create: (name) => call<Organization>('/organizations', { method: 'POST', body: JSON.stringify({ name }) }),
    // A real access token of the signed-in person, fetched once and again shortly before it expires.
    getToken: async () => {
      const current = token ? await token.catch(() => null) : null;
      if (current && current.expiresAt - Date.now() >= RENEW_BEFORE_MS) return current.token;
      const next = call<{ token: string; expires_at: string }>('/token', { method: 'POST' }).then((issued) => ({
        token: issued.token,
        expiresAt: Date.parse(issued.expires_at),
      }));
      token = next;
      return (await next).token;
    },
  };
}
