import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter } from '../provider/router';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { HostedGate } from './HostedGate';
import { hostedClientConfig, type Organization, type OrganizationAdapter } from './organizations';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const acme: Organization = { id: 'o1', name: 'Acme', metadata: { backend_url: 'https://acme.example', direct: true } };
const beta: Organization = { id: 'o2', name: 'Beta', metadata: { provisioning: true } };

function adapter(selected: string | null = null): OrganizationAdapter & { selectedId: string | null } {
  const state = {
    selectedId: selected,
    list: async () => [acme, beta],
    selected: () => state.selectedId,
    select: vi.fn(async (id: string) => {
      state.selectedId = id;
    }),
    create: vi.fn(async (name: string) => ({ id: 'o3', name })),
    getToken: () => 'tok-1',
  };
  return state;
}

describe('HostedGate', () => {
  it('shows a picker with no organization selected and lands on orgs-switched after a choice', async () => {
    const router = createMemoryRouterAdapter('/');
    const orgs = adapter();
    render(
      <TestConsoleProvider router={router}>
        <HostedGate adapter={orgs}>{(org) => <p>console of {org.name}</p>}</HostedGate>
      </TestConsoleProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Acme' }));
    await waitFor(() => expect(router.location).toBe('/organizations/orgs-switched'));
    expect(orgs.select).toHaveBeenCalledWith('o1');
    expect(await screen.findByText('console of Acme')).toBeInTheDocument();
  });

  it('shows the waiting screen while the instance is provisioned', async () => {
    render(
      <TestConsoleProvider>
        <HostedGate adapter={adapter('o2')}>
          <p>console</p>
        </HostedGate>
      </TestConsoleProvider>,
    );
    expect(await screen.findByText('Your instance is being provisioned')).toBeInTheDocument();
    expect(screen.queryByText('console')).not.toBeInTheDocument();
  });

  it('sends direct-mode requests to the organization backend with a bearer token', async () => {
    const orgs = adapter('o1');
    const config = hostedClientConfig(orgs, () => acme);
    expect(config.mode).toBe('direct');
    expect(config.getBaseUrl?.()).toBe('https://acme.example');
    expect(await config.getToken?.()).toBe('tok-1');
    expect(hostedClientConfig(orgs, () => beta)).toEqual({ mode: 'proxy' });
  });
});
