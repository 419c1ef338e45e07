import { configure, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EDITOR, TEAM } from '../access/__fixtures__/permissions';
import { TeamMembers } from '../access/TeamMembers/TeamMembers';
import { CheckEditor } from '../health/CheckEditor/CheckEditor';
import type { ConsoleUser } from '../provider/access';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { fakeDb } from '../testing/postgrestFake';
import { IntegrationsPage } from './integrations/IntegrationsPage/IntegrationsPage';
import { LoggingBackendForm } from './integrations/LoggingBackendForm/LoggingBackendForm';
import { ScraperForm } from './integrations/ScraperForm/ScraperForm';
import { TopologyForm } from './integrations/TopologyForm/TopologyForm';
import { ResourceListPage } from './ResourceListPage/ResourceListPage';

// Defect 5 of #28: every write control follows the access decision the server enforces (spec §6).
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const person = (role: string): ConsoleUser => ({ id: `u-${role}`, name: `${role} user`, roles: [role] });
const READ_ONLY = ['viewer', 'guest', 'responder', 'commander'];

const ROWS = {
  canaries: [{ id: 'c1', name: 'payments', namespace: 'default', source: 'UI', created_at: '2026-11-25T00:00:00Z' }],
  config_scrapers: [{ id: 's1', name: 'k8s', source: 'UI', spec: { kubernetes: [{ clusterName: 'prod' }] } }],
  topologies: [{ id: 't1', name: 'shop', namespace: 'default', source: 'UI', spec: {} }],
  logging_backends: [{ id: 'l1', name: 'loki', source: null, spec: {} }],
  team_members: [{ team_id: TEAM.id, person_id: EDITOR.id, person: { ...EDITOR } }],
  people: [],
  people_roles: [],
};

function renderAs(user: ConsoleUser, ui: ReactNode) {
  const fake = fakeDb(ROWS);
  const list = vi.fn(async () => ({ data: [], totalEntries: 0 }));
  render(
    <StrictMode>
      <TestConsoleProvider
        user={user}
        client={{
          db: {
            ...fake.db,
            list: ((query: Parameters<typeof fake.db.list>[0], schema: Parameters<typeof fake.db.list>[1]) =>
              query.table === 'integrations_with_status' ? list() : fake.db.list(query, schema)) as never,
          },
        }}
      >
        {ui}
      </TestConsoleProvider>
    </StrictMode>,
  );
}

describe('#28 defect 5: write controls follow the access decision', () => {
  it.each(READ_ONLY)('a %s sees the checks but no New check', async (role) => {
    renderAs(person(role), <ResourceListPage table="canaries" newHref="/settings/canaries/new" newLabel="New check" />);
    expect(await screen.findByText('payments')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New check' })).toBeNull();
  });

  it('an editor sees New check', async () => {
    renderAs(person('editor'), <ResourceListPage table="canaries" newLabel="New check" />);
    expect(await screen.findByRole('button', { name: 'New check' })).toBeInTheDocument();
  });

  it.each(['viewer', 'guest'])(
    '/settings/canaries/new as a %s offers no check types to fill in and save',
    async (role) => {
      renderAs(person(role), <CheckEditor />);
      expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Check types' })).toBeNull();
    },
  );

  it('/settings/canaries/new as an editor offers the check types', async () => {
    renderAs(person('editor'), <CheckEditor />);
    expect(await screen.findByRole('list', { name: 'Check types' })).toBeInTheDocument();
  });

  it.each(READ_ONLY)('a %s gets no Add Integration', async (role) => {
    renderAs(person(role), <IntegrationsPage />);
    expect(await screen.findByRole('table', { name: 'Integrations' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Integration' })).toBeNull();
  });

  it('an editor gets Add Integration', async () => {
    renderAs(person('editor'), <IntegrationsPage />);
    expect(await screen.findByRole('button', { name: 'Add Integration' })).toBeInTheDocument();
  });

  it.each([
    ['scraper', <ScraperForm key="s" id="s1" onDone={() => undefined} onCancel={() => undefined} />],
    ['topology', <TopologyForm key="t" id="t1" onDone={() => undefined} onCancel={() => undefined} />],
    ['log backend', <LoggingBackendForm key="l" id="l1" onDone={() => undefined} onCancel={() => undefined} />],
  ])('an integration (%s) opened by a viewer has Close but no Update or Delete', async (_kind, form) => {
    renderAs(person('viewer'), form);
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('an integration opened by an editor can be updated', async () => {
    renderAs(person('editor'), <ScraperForm id="s1" onDone={() => undefined} onCancel={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it("an editor sees a team's members but may not change them (the server checks membership as an rbac write)", async () => {
    renderAs(person('editor'), <TeamMembers teamId={TEAM.id} teamName="SRE" />);
    expect(await screen.findByText('Eddie Editor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove user Eddie Editor' })).toBeNull();
  });
});
