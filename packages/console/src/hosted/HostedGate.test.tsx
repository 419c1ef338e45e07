import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useConsole } from '../provider/ConsoleProvider';
import { createMemoryRouterAdapter } from '../provider/router';
import { createMemoryStorage } from '../provider/storage';
import { AppShell } from '../shell/AppShell';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { HostedConsoleProvider } from './HostedConsoleProvider';
import { HostedGate, OrgsSwitchedPage } from './HostedGate';
import {
  createOrganizationClient,
  hostedClientConfig,
  type Organization,
  type OrganizationAdapter,
} from './organizations';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const acme: Organization = { id: 'o1', name: 'Acme', metadata: { backend_url: 'https://acme.example/', direct: true } };
const beta: Organization = { id: 'o2', name: 'Beta', metadata: { provisioning: true } };

function adapter(selected: string | null = null) {
  const state: { selectedId: string | null; orgs: Organization[] } = { selectedId: selected, orgs: [acme, beta] };
  const orgs = {
    get orgs() {
      return state.orgs;
    },
    set orgs(next: Organization[]) {
      state.orgs = next;
    },
    list: vi.fn(async () => state.orgs),
    // As a platform that asks its server.
    selected: async () => state.selectedId,
    select: vi.fn(async (id: string) => {
      state.selectedId = id;
    }),
    create: vi.fn(async (name: string) => {
      const org = { id: 'o3', name, metadata: { backend_url: 'https://new.example', direct: true } };
      state.orgs = [...state.orgs, org];
      return org;
    }),
    getToken: () => 'tok-1',
  } satisfies OrganizationAdapter & Record<string, unknown>;
  return orgs;
}

const whoamiBody = {
  payload: { user: { id: 'u1', name: 'Ada Admin', email: 'ada@example.com' }, roles: ['admin'], permissions: [] },
};

/** A fetch that records what it was asked and answers whoami / properties like a backend. */
function recordingFetch() {
  const calls: Array<{ url: string; authorization: string | null; credentials: RequestCredentials | undefined }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      authorization: new Headers(init?.headers).get('Authorization'),
      credentials: init?.credentials,
    });
    const body = url.includes('/auth/whoami') ? whoamiBody : url.includes('/auth/access') ? { payload: {} } : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

function Where() {
  const { organization, user } = useConsole();
  return (
    <p>
      in {organization?.name ?? 'nowhere'} as {user?.name ?? 'nobody'}
    </p>
  );
}

describe('hosted mode through ConsoleProvider', () => {
  it('picks an organization, lands on orgs-switched, and talks to its backend with a bearer token', async () => {
    const router = createMemoryRouterAdapter('/health');
    const orgs = adapter();
    const { fetch, calls } = recordingFetch();
    render(
      <StrictMode>
        <HostedConsoleProvider
          client={{} as never}
          router={router}
          storage={createMemoryStorage()}
          organizations={orgs}
          organizationClient={(org) => createOrganizationClient(orgs, org, { fetch })}
        >
          <Where />
        </HostedConsoleProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Choose an organization' })).toBeInTheDocument();
    // Nobody asks the backend anything before an organization is chosen.
    expect(calls).toEqual([]);
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Organizations' })).getByRole('button', { name: 'Acme' }),
    );
    await waitFor(() => expect(router.location).toBe('/organizations/orgs-switched'));
    expect(orgs.select).toHaveBeenCalledWith('o1');
    expect(await screen.findByText('in Acme as Ada Admin')).toBeInTheDocument();
    const whoami = calls.find((call) => call.url.endsWith('/auth/whoami'));
    expect(whoami).toEqual({
      url: 'https://acme.example/auth/whoami',
      authorization: 'Bearer tok-1',
      credentials: 'omit',
    });
    expect(calls.every((call) => call.url.startsWith('https://acme.example/'))).toBe(true);
  });

  it('creates an organization from the picker and selects it', async () => {
    const router = createMemoryRouterAdapter('/');
    const orgs = adapter();
    orgs.orgs = [];
    render(
      <TestConsoleProvider router={router}>
        <HostedGate adapter={orgs}>{(org) => <p>console of {org.name}</p>}</HostedGate>
      </TestConsoleProvider>,
    );
    expect(await screen.findByText('You do not belong to an organization yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'New organization name' }), 'Gamma');
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('console of Gamma')).toBeInTheDocument();
    expect(orgs.create).toHaveBeenCalledWith('Gamma');
    expect(orgs.select).toHaveBeenCalledWith('o3');
    expect(router.location).toBe('/organizations/orgs-switched');
  });

  it('says so when selecting fails, and stays on the picker', async () => {
    const orgs = adapter();
    orgs.select.mockRejectedValueOnce(new Error('organization o1 was not found among yours'));
    render(
      <TestConsoleProvider>
        <HostedGate adapter={orgs}>
          <p>console</p>
        </HostedGate>
      </TestConsoleProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Acme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('organization o1 was not found among yours');
    expect(screen.queryByText('console')).not.toBeInTheDocument();
  });

  it('shows the waiting screen while the instance is provisioned, then the console', async () => {
    const orgs = adapter('o2');
    render(
      <TestConsoleProvider>
        <HostedGate adapter={orgs} provisioningPollMs={50}>
          <p>console</p>
        </HostedGate>
      </TestConsoleProvider>,
    );
    expect(await screen.findByText('Your instance is being provisioned')).toBeInTheDocument();
    expect(screen.queryByText('console')).not.toBeInTheDocument();
    orgs.orgs = [acme, { ...beta, metadata: {} }];
    expect(await screen.findByText('console')).toBeInTheDocument();
  });

  it('hides Users from the sidebar in hosted mode and names the organization on orgs-switched', async () => {
    const orgs = adapter('o2');
    orgs.orgs = [acme, { ...beta, metadata: {} }];
    const admin = { id: 'u1', name: 'Ada', email: 'ada@example.com', roles: ['admin'] };
    render(
      <HostedConsoleProvider
        client={{} as never}
        router={createMemoryRouterAdapter('/organizations/orgs-switched')}
        storage={createMemoryStorage()}
        organizations={orgs}
        user={admin}
        features={{}}
      >
        <AppShell currentPath="/organizations/orgs-switched">
          <OrgsSwitchedPage />
        </AppShell>
      </HostedConsoleProvider>,
    );
    expect(await screen.findByText('Switched to Beta')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Settings' }));
    const settings = within(nav).getByRole('list', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Tokens' })).toBeInTheDocument();
    expect(within(settings).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('sends direct-mode requests to the organization backend with a bearer token', async () => {
    const orgs = adapter('o1');
    const config = hostedClientConfig(orgs, () => acme);
    expect(config.mode).toBe('direct');
    expect(config.getBaseUrl?.()).toBe('https://acme.example/');
    expect(await config.getToken?.()).toBe('tok-1');
    expect(hostedClientConfig(orgs, () => beta)).toEqual({ mode: 'proxy' });
    expect(hostedClientConfig(orgs, () => ({ ...acme, metadata: { ...acme.metadata, direct: 'false' } }))).toEqual({
      mode: 'proxy',
    });
  });
});
