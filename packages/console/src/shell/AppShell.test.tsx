import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PostgrestQuery } from '@mission-control/api';
import { createMemoryStorage } from '../provider/storage';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { AppShell, SIDEBAR_COLLAPSED_KEY, useShellTitle } from './AppShell';
import { RequirePermission } from './RequirePermission';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const viewer = { id: 'u-viewer', name: 'Vic Viewer', email: 'vic@example.com', roles: ['viewer'] };

function Page() {
  useShellTitle('Health');
  return <p>health content</p>;
}

function renderShell(options: Parameters<typeof TestConsoleProvider>[0] extends infer P ? Partial<P> : never = {}) {
  const storage = createMemoryStorage();
  render(
    <TestConsoleProvider
      storage={storage}
      client={{ version: { get: async () => ({ appVersion: 'v0.9.1' }) } }}
      {...options}
    >
      <AppShell currentPath="/health">
        <Page />
      </AppShell>
    </TestConsoleProvider>,
  );
  return storage;
}

describe('AppShell', () => {
  it('is a navigation landmark with the main entries, the current page marked, and Settings sorted by name', async () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Mission Control',
      'Dashboard',
      'Health',
      'Incidents',
      'Catalog',
      'Logs',
      'Playbooks',
      'Applications',
    ]);
    expect(within(nav).getByRole('link', { name: 'Health' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('button', { name: 'Settings' }));
    const settings = within(nav).getByRole('list', { name: 'Settings' });
    const entries = within(settings)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    expect(entries).toEqual([...entries].sort((a, b) => a.localeCompare(b)));
    expect(entries).toEqual(expect.arrayContaining(['Connections', 'Permissions', 'Access Scopes', 'Users', 'Tokens']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Health' })).toBeInTheDocument();
    expect(document.title).toBe('Health | Mission Control');
  });

  it('moves between entries with the arrow keys', async () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Health' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(nav).getByRole('link', { name: /home/ })).toHaveFocus();
  });

  it('shows a viewer no Settings group', () => {
    renderShell({ user: viewer });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Incidents' })).toBeInTheDocument();
  });

  it('adds one entry per view the server flags for the sidebar, by ordinal', async () => {
    const list = vi.fn(async (query: PostgrestQuery) => ({
      data:
        query.table === 'views_summary'
          ? [
              { id: 'v-2', name: 'costs', title: 'Cloud costs', icon: 'dollar', ordinal: 2, sidebar: true },
              { id: 'v 1', name: 'slo', title: null, icon: null, ordinal: 1, sidebar: true },
            ]
          : [],
      count: null,
    }));
    renderShell({ client: { version: { get: async () => ({}) }, db: { list: list as never } } });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Cloud costs' })).toHaveAttribute('href', '/views/v-2');
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(-2)).toEqual(['slo', 'Cloud costs']);
    expect(within(nav).getByRole('link', { name: 'slo' })).toHaveAttribute('href', '/views/v%201');
    // The bell counts notifications with its own read; the sidebar's is the views one.
    const query = list.mock.calls.map(([call]) => call).find((call) => call.table === 'views_summary')!;
    expect(query.table).toBe('views_summary');
    expect(new URLSearchParams(query.toParams()).get('sidebar')).toBe('is.true');
  });

  it('does not read sidebar views when the views feature is disabled', () => {
    const list = vi.fn();
    renderShell({ features: { 'views.disable': 'true' }, client: { db: { list } } });
    expect(list.mock.calls.filter(([query]) => (query as PostgrestQuery).table === 'views_summary')).toEqual([]);
  });

  it('counts on the bell the notifications sent in the last 24 hours, with one counted read', async () => {
    const list = vi.fn(async (query: PostgrestQuery) => ({
      data: [],
      totalEntries: query.table === 'notification_send_history_summary' ? 3 : 0,
    }));
    renderShell({ client: { db: { list: list as never } } });
    const bell = await screen.findByRole('link', { name: /^Notifications/ });
    expect(bell).toHaveAttribute('href', '/notifications');
    await waitFor(() => expect(bell).toHaveTextContent('Notifications3 sent in the last 24 hours'));
    const reads = list.mock.calls.filter(([query]) => query.table === 'notification_send_history_summary');
    expect(reads).toHaveLength(1);
    const params = new URLSearchParams(reads[0]![0].toParams());
    expect(params.get('status')).toBe('eq.sent');
    expect(params.get('created_at')).toMatch(/^gte\./);
  });

  it('hides an entry whose feature is disabled, and its children by inheritance', async () => {
    renderShell({ features: { 'health.disable': 'true' } });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Health' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Settings' }));
    // Job history inherits from health.
    expect(within(nav).queryByRole('link', { name: 'Jobs History' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Connections' })).toBeInTheDocument();
  });

  it('persists the collapse state and keeps the entries named when collapsed', async () => {
    const storage = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(storage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Health' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('shows both versions in the help menu and links the bell to notifications', async () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('menuitem', { name: 'Frontend version: 1.4.56' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Backend version: v0.9.1' })).toBeInTheDocument());
    expect(screen.getByRole('menuitem', { name: 'Docs' })).toBeInTheDocument();
  });

  it('shows NA when the backend version is missing', async () => {
    renderShell({ client: { version: { get: async () => ({}) } } });
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('menuitem', { name: 'Backend version: NA' })).toBeInTheDocument();
  });

  it('has no product suffix in demo mode', () => {
    renderShell({ mode: 'demo' });
    expect(document.title).toBe('Health');
  });
});

describe('RequirePermission', () => {
  it('says so when the user may not read the page', () => {
    render(
      <TestConsoleProvider user={viewer}>
        <RequirePermission resource="permissions" action="write">
          <p>secret</p>
        </RequirePermission>
      </TestConsoleProvider>,
    );
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });
});
