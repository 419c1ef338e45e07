import { configure, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../provider/router';
import { TestConsoleProvider, type PartialClient } from '../testing/TestConsoleProvider';
import { UserGate } from './UserGate';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const properties = { list: async () => [] };

/** `signedIn`: the host hands over a user; otherwise nobody is known yet and the gate asks who-am-I. */
function renderGate(client: PartialClient, signedIn = false) {
  const router = createMemoryRouterAdapter('/health?x=1');
  render(
    <TestConsoleProvider client={client} router={router} {...(signedIn ? {} : { user: null })}>
      <UserGate>
        <p>page content</p>
      </UserGate>
    </TestConsoleProvider>,
  );
  return router;
}

const failingWhoami = (status: number, message: string) => ({
  whoami: vi.fn(async () => {
    throw new ApiError('http', message, { status });
  }),
});

describe('UserGate', () => {
  it('shows the provisioning screen when who-am-I answers 503, and not the page', async () => {
    renderGate({ auth: failingWhoami(503, 'instance starting'), properties });
    expect(await screen.findByText('Your instance is being provisioned')).toBeInTheDocument();
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
  });

  it('sends a 403 to sign in with a second factor', async () => {
    const router = renderGate({ auth: failingWhoami(403, 'aal2 required'), properties });
    await waitFor(() => expect(router.location).toMatch(/^\/login\?.*aal=aal2/));
  });

  it('shows an error for any other failure', async () => {
    renderGate({ auth: failingWhoami(400, 'bad session cookie'), properties });
    expect(await screen.findByText('Sorry.. there was an error')).toBeInTheDocument();
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
  });

  it('holds the page back until the feature flags are read, then shows it', async () => {
    let answer: (rows: never[]) => void = () => {};
    const list = vi.fn(() => new Promise<never[]>((resolve) => (answer = resolve)));
    renderGate({ properties: { list } }, true);
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
    answer([]);
    expect(await screen.findByText('page content')).toBeInTheDocument();
  });
});
