import { configure, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UsersPage } from '../access/UsersPage/UsersPage';
import { consolePage } from '../areas';
import type { ConsoleUser } from '../provider/access';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { buildNav } from './navItems';
import { PageGate } from './PageGate';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const person = (role: string): ConsoleUser => ({ id: `u-${role}`, name: `${role} user`, roles: [role] });

function renderUsersRoute(user: ConsoleUser) {
  const list = vi.fn(async (query: { table: string }) => ({
    data:
      query.table === 'people_roles'
        ? [{ id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com', roles: ['admin'] }]
        : [{ id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com', deleted_at: null }],
    totalEntries: 1,
  }));
  render(
    <StrictMode>
      <TestConsoleProvider user={user} client={{ db: { list } as never }}>
        <PageGate page={consolePage('users')}>
          <UsersPage />
        </PageGate>
      </TestConsoleProvider>
    </StrictMode>,
  );
  return { list };
}

describe('PageGate', () => {
  it.each(['editor', 'viewer', 'responder', 'guest'])(
    '#28 defect 6: /settings/users opened by its address as %s says no permission and reads nobody',
    async (role) => {
      const user = person(role);
      // The sidebar hides the entry for this role ...
      expect(buildNav({ user, features: {} }).settings.map((item) => item.id)).not.toContain('users');
      // ... and the page opened by its address is gated alike.
      const { list } = renderUsersRoute(user);
      expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
      expect(list).not.toHaveBeenCalled();
    },
  );

  it('#28 defect 6: an admin, who has the sidebar entry, gets the page', async () => {
    const admin = person('admin');
    expect(buildNav({ user: admin, features: {} }).settings.map((item) => item.id)).toContain('users');
    renderUsersRoute(admin);
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(screen.queryByText('You do not have permission to access this page.')).toBeNull();
  });

  it('a page without a resource is never gated', async () => {
    render(
      <TestConsoleProvider user={person('viewer')}>
        <PageGate page={{ title: 'Somewhere' }}>
          <p>open to all</p>
        </PageGate>
      </TestConsoleProvider>,
    );
    expect(await screen.findByText('open to all')).toBeInTheDocument();
  });
});
