import { configure, render, screen, within } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessScopesPage } from '../access/AccessScopesPage/AccessScopesPage';
import { FeatureFlagsPage } from '../access/FeatureFlagsPage/FeatureFlagsPage';
import { PermissionsPage } from '../access/PermissionsPage/PermissionsPage';
import { TokensPage } from '../access/TokensPage/TokensPage';
import { UsersPage } from '../access/UsersPage/UsersPage';
import { HealthDashboard } from '../health/HealthDashboard/HealthDashboard';
import { IncidentSummary } from '../incidents/IncidentSummary/IncidentSummary';
import { incidentWithEvidence } from './data/incidentSummary';
import { PlaybookRunDetail } from '../playbooks/PlaybookRunDetail/PlaybookRunDetail';
import { completedRun } from './data/playbookRuns';
import { ConsoleProvider } from '../provider/ConsoleProvider';
import { createMemoryRouterAdapter } from '../provider/router';
import { createMemoryStorage } from '../provider/storage';
import { JobHistoryPage } from '../settings/JobHistoryPage/JobHistoryPage';
import { checkDetailFixture } from './data/checkDetail';
import { createDemoClient } from './createDemoClient';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const admin = { id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com', roles: ['admin'] };

function renderDemo(children: ReactNode, path = '/') {
  return render(
    <StrictMode>
      <ConsoleProvider
        client={createDemoClient({ latencyMs: 0 })}
        mode="demo"
        router={createMemoryRouterAdapter(path)}
        storage={createMemoryStorage()}
        // A portal may show write controls to its own admins; the demo still answers them.
        user={admin}
        features={{}}
      >
        {children}
      </ConsoleProvider>
    </StrictMode>,
  );
}

describe('createDemoClient', () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  afterEach(() => {
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it(
    'shows the health dashboard and a check with no backend, and demo mode hides Run Now',
    { timeout: 60_000 },
    async () => {
      renderDemo(<HealthDashboard />, `/health?checkId=${checkDetailFixture.id}`);
      // The demo's fixtures and the check detail are lazy chunks; on a busy CI machine their first
      // import (transformed on demand) can take longer than the usual wait. Once the detail is open,
      // the modal hides the dashboard from the accessibility tree, so its table is looked up hidden.
      const lazy = { timeout: 20_000 };
      const dialog = await screen.findByRole('dialog', {}, lazy);
      expect(await within(dialog).findByRole('table', { name: 'Status history' }, lazy)).toBeInTheDocument();
      expect(await screen.findByRole('table', { name: 'Health checks', hidden: true }, lazy)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Run Now' })).not.toBeInTheDocument();
    },
  );

  it('answers an incident with its hypotheses and evidence', async () => {
    renderDemo(<IncidentSummary incidentId={incidentWithEvidence.id} />);
    expect(await screen.findByRole('heading', { name: 'INC0000002: Payments API outage' })).toBeInTheDocument();
    expect(screen.getByText('Upstream gateway is rate limiting')).toBeInTheDocument();
  });

  it('answers a playbook run', async () => {
    renderDemo(<PlaybookRunDetail runId={completedRun.id} />);
    expect(await screen.findByText('Collect diagnostics')).toBeInTheDocument();
  });

  it.each([
    ['permissions', <PermissionsPage key="p" />, 'Eddie Editor'],
    ['access scopes', <AccessScopesPage key="a" />, 'payments-only'],
    ['tokens', <TokensPage key="t" />, 'ci-reader'],
    ['users', <UsersPage key="u" />, 'Demo User'],
    ['job history', <JobHistoryPage key="j" />, 'Canary'],
    ['feature flags', <FeatureFlagsPage key="f" />, 'logs.disable'],
  ])('answers the %s list from fixtures', async (_name, widget, shown) => {
    renderDemo(widget);
    expect((await screen.findAllByText(shown))[0]).toBeInTheDocument();
  });

  it('keeps writes in the demo and answers calls without fixtures with empty lists', async () => {
    const client = createDemoClient({ latencyMs: 0 });
    await expect(client.notification.summary({} as never)).resolves.toEqual([]);
    await expect(client.properties.list()).resolves.toEqual([]);
    await expect(client.playbook.list()).resolves.toHaveLength(3);
    const controller = new AbortController();
    const pending = createDemoClient({ latencyMs: 10_000 }).canary.summary({ signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
  });
});
