import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter } from '../../provider/router';
import { stubResizeObserver } from '../../test/resizeObserver';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { applicationsClient, ORDERS_ROW } from '../__fixtures__/applications';
import { ApplicationsPage } from './ApplicationsPage';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });
stubResizeObserver({ width: 2000, height: 1200 });

const viewer = { id: 'u-viewer', name: 'Vic Viewer', roles: ['viewer'] };

function renderPage(user?: typeof viewer) {
  const router = createMemoryRouterAdapter('/applications');
  const fixture = applicationsClient();
  render(
    <TestConsoleProvider router={router} client={fixture.client} {...(user ? { user } : {})}>
      <ApplicationsPage />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

describe('ApplicationsPage', () => {
  it('lists applications with their columns; a row opens the audit report', async () => {
    const { router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Applications' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    for (const header of ['Name', 'Namespace', 'Source', 'Created By', 'Created', 'Updated', 'Action']) {
      expect(headers.some((text) => text?.startsWith(header))).toBe(true);
    }
    const row = (await within(table).findByText('orders')).closest('tr')!;
    expect(row).toHaveTextContent('ConfigFile');
    expect(row).toHaveTextContent('Ada Admin');
    await userEvent.click(within(row).getByText('orders'));
    await waitFor(() => expect(router.location).toBe('/applications/default/orders'));
  });

  it('a writer adds an application: the spec YAML is checked before it is sent', async () => {
    const { saved } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Application' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name(?!space)/ }), 'billing');
    const spec = within(dialog).getByRole('textbox', { name: /^Spec/ });
    await userEvent.clear(spec);
    await userEvent.click(spec);
    await userEvent.paste('mapping:\n  logins:\n    - {}\n');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/The spec is not valid: mapping.logins.0: a selector must name at least one of/),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    await userEvent.clear(spec);
    await userEvent.type(spec, 'type: Billing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([{ id: undefined, name: 'billing', namespace: 'default', spec: { type: 'Billing' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Application' })).not.toBeInTheDocument());
  });

  it('a writer edits and deletes; a viewer only reads the spec', async () => {
    const { removed, saved } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit orders' });
    expect((within(dialog).getByRole('textbox', { name: /^Spec/ }) as HTMLTextAreaElement).value).toContain(
      'type: Online store backend',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved[0]).toMatchObject({ id: ORDERS_ROW.id, name: 'orders' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete orders' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removed).toEqual([ORDERS_ROW.id]));
  });

  it('a viewer sees no Add, Edit or Delete, and opens the spec read-only', async () => {
    renderPage(viewer);
    await screen.findByRole('table', { name: 'Applications' });
    await screen.findByText('orders');
    expect(screen.queryByRole('button', { name: 'Add Application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete orders' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View spec of orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'orders' });
    expect(within(dialog).getByRole('textbox', { name: /^Spec/ })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
