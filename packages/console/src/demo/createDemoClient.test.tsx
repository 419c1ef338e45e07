import { configure, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HealthDashboard } from '../health/HealthDashboard/HealthDashboard';
import { ConsoleProvider } from '../provider/ConsoleProvider';
import { createMemoryRouterAdapter } from '../provider/router';
import { createMemoryStorage } from '../provider/storage';
import { checkDetailFixture } from '../__fixtures__/checkDetail';
import { createDemoClient } from './createDemoClient';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

describe('createDemoClient', () => {
  it('shows the health dashboard and a check with no backend, and demo mode hides Run Now', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <ConsoleProvider
        client={createDemoClient({ latencyMs: 0 })}
        mode="demo"
        router={createMemoryRouterAdapter(`/health?checkId=${checkDetailFixture.id}`)}
        storage={createMemoryStorage()}
      >
        <HealthDashboard />
      </ConsoleProvider>,
    );
    expect(await screen.findByRole('table', { name: 'Health checks' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('table', { name: 'Status history' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Run Now' })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers calls without fixtures with empty lists rather than failing', async () => {
    const client = createDemoClient({ latencyMs: 0 });
    await expect(client.notification.summary({} as never)).resolves.toEqual([]);
    await expect(client.properties.list()).resolves.toEqual([]);
  });
});
