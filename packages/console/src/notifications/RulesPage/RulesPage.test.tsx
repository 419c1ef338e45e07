import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOption } from '@mission-control/ui/testing';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { ADMIN, CRD_RULE_ID, notificationsClient, RULE_ID } from '../__fixtures__/notifications';
import { RulesPage } from './RulesPage';
import { stubResizeObserver } from '../../test/resizeObserver';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

stubResizeObserver({ width: 2000, height: 1200 });

const params = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x').searchParams;
const viewer = { id: 'u-viewer', name: 'Vic Viewer', roles: ['viewer'] };

function renderPage(
  location = '/notifications/rules',
  options: Parameters<typeof notificationsClient>[0] = {},
  user?: typeof viewer,
) {
  const router = createMemoryRouterAdapter(location);
  const fixture = notificationsClient(options);
  render(
    <TestConsoleProvider router={router} client={fixture.client} {...(user ? { user } : {})}>
      <RulesPage />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

describe('RulesPage', () => {
  it('lists rules with events, status in words and counts; sorting goes to the URL', async () => {
    const { router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Notification rules' });
    const row = (await within(table).findByText('check-failures')).closest('tr')!;
    expect(row).toHaveTextContent('check.failed');
    expect(row).toHaveTextContent('OK');
    expect(within(row).getByLabelText('3 sent, 1 failed, 0 pending')).toBeInTheDocument();
    expect(row).toHaveTextContent('30s');
    const broken = within(table).getByText('config-health').closest('tr')!;
    expect(broken).toHaveTextContent('Error');
    await userEvent.click(within(table).getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(params(router).get('sortBy')).toBe('name'));
  });

  it('creates a rule for check.failed to a person through the form', async () => {
    const { router, writes } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Notification Rule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'page me');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Events/ }));
    const events = await screen.findByRole('dialog', { name: 'Events' });
    await userEvent.click(within(events).getByRole('option', { name: 'check.failed' }));
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Events' })).toBeNull());
    await selectOption({ user: userEvent, label: 'Person', option: ADMIN.name, within: dialog });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      table: 'notifications',
      body: { name: 'page me', events: ['check.failed'], person_id: ADMIN.id, source: 'UI', team_id: null },
    });
    await waitFor(() => expect(params(router).get('id')).toBeNull());
  });

  it("shows the server's CEL sentence when a filter does not compile", async () => {
    const sentence = "filter: ERROR: <input>:1:6: Syntax error: mismatched input '<EOF>'";
    renderPage(`/notifications/rules?id=${RULE_ID}`, {
      failWrites: { table: 'notifications', body: { error: sentence } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'check-failures' });
    const filter = within(dialog).getByRole('textbox', { name: 'Filter' });
    await userEvent.clear(filter);
    await userEvent.type(filter, 'check.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
  });

  it('keeps a rule from another source read-only with its source named', async () => {
    renderPage(`/notifications/rules?id=${CRD_RULE_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'config-health' });
    expect(within(dialog).getByText('This rule comes from KubernetesCRD; change it there.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(dialog).getByRole('tab', { name: 'Others', selected: true })).toBeInTheDocument();
  });

  it('offers New, Save and Delete only to who may write notifications', async () => {
    renderPage(`/notifications/rules?id=${RULE_ID}`, {}, viewer);
    const dialog = await screen.findByRole('dialog', { name: 'check-failures' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
  });
});
