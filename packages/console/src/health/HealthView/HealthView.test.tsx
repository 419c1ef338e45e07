import { configure, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSummary } from '../../__fixtures__/checks';
import { consolePage } from '../../areas';
import type { ConsoleUser } from '../../provider/access';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { HealthView } from './HealthView';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  document.title = '';
});

function renderView(user?: ConsoleUser) {
  render(
    <StrictMode>
      <TestConsoleProvider
        initialLocation="/view/health"
        {...(user ? { user } : {})}
        client={{ canary: { summary: async () => fixtureSummary() } }}
      >
        <HealthView />
      </TestConsoleProvider>
    </StrictMode>,
  );
}

describe('HealthView (/view/health)', () => {
  it('is a page of its own outside the shell', () => {
    expect(consolePage('healthView')).toMatchObject({ path: '/view/health', layout: 'bare' });
  });

  it('shows the health dashboard in a main landmark, without the shell', async () => {
    renderView({ id: 'u-viewer', name: 'Vic Viewer', roles: ['viewer'] });
    const main = await screen.findByRole('main', { name: 'Health' });
    expect(await within(main).findByRole('table', { name: 'Health checks' })).toBeInTheDocument();
    // No sidebar, top bar or user menu: the view is the dashboard alone.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(document.title).toBe('Health | Mission Control');
  });

  it('is gated like /health: read on canaries', async () => {
    renderView({ id: 'u-none', name: 'No Role', roles: [] });
    expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Health checks' })).toBeNull();
  });
});
