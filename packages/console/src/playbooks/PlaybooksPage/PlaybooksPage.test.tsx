import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOption } from '@mission-control/ui/testing';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { PB_CRD, PB_DIAG, playbookListsClient } from '../__fixtures__/lists';
import { PlaybooksPage } from './PlaybooksPage';

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

const url = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x');
const viewer = { id: 'u-viewer', name: 'Vic Viewer', roles: ['viewer'] };

function renderPage(location = '/playbooks', user?: typeof viewer) {
  const router = createMemoryRouterAdapter(location);
  const fixture = playbookListsClient();
  render(
    <TestConsoleProvider router={router} client={fixture.client} {...(user ? { user } : {})}>
      <PlaybooksPage />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

const groupNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('PlaybooksPage', () => {
  it('groups the cards by category, "Other" last, with a link to each playbook\'s runs', async () => {
    const { reads } = renderPage();
    const diagnostics = await screen.findByRole('region', { name: 'Diagnostics' });
    expect(groupNames()).toEqual(['Diagnostics', 'Kubernetes', 'Other']);
    const card = within(diagnostics).getByRole('region', { name: 'Collect diagnostics' });
    expect(card).toHaveTextContent('Runs a shell script and keeps its output.');
    expect(within(card).getByRole('link', { name: 'Runs of Collect diagnostics' })).toHaveAttribute(
      'href',
      `/playbooks/runs?playbook=${PB_DIAG}`,
    );
    // A playbook without a title shows its name.
    expect(within(screen.getByRole('region', { name: 'Other' })).getByText('tmp-cleanup')).toBeInTheDocument();
    expect(reads[0]).toMatchObject({ table: 'playbooks', deleted_at: 'is.null', order: 'created_at.desc' });
  });

  it('keeps the search and the category in the URL and filters by them', async () => {
    const { router } = renderPage('/playbooks?category=Kubernetes');
    await screen.findByRole('region', { name: 'Restart deployment' });
    expect(groupNames()).toEqual(['Kubernetes']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search playbooks' }), 'git');
    await waitFor(() => expect(url(router).searchParams.get('search')).toBe('git'));
    expect(screen.queryByRole('region', { name: 'Restart deployment' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Scale (from Git)' })).toBeInTheDocument();
    await selectOption({ user: userEvent, label: 'Category', option: 'All categories' });
    await waitFor(() => expect(url(router).searchParams.get('category')).toBeNull());
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search playbooks' }));
    await waitFor(() => expect(groupNames()).toEqual(['Diagnostics', 'Kubernetes', 'Other']));
  });

  it('runs a playbook from its card through the run dialog and opens the run', async () => {
    const { router, runs } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Run Collect diagnostics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect diagnostics' });
    expect(await within(dialog).findByRole('textbox', { name: 'Note' })).toHaveValue('from the list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(url(router).pathname).toBe('/playbooks/runs/c0a80001-0000-4000-8000-0000000000e1'));
    expect(runs).toEqual([expect.objectContaining({ id: PB_DIAG, params: { note: 'from the list' } })]);
  });

  it('deletes (softly) a console playbook after the question; one from a CRD offers no Delete', async () => {
    const { writes } = renderPage();
    const crd = await screen.findByRole('region', { name: 'Scale (from Git)' });
    expect(within(crd).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(crd).not.toHaveTextContent(PB_CRD);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Collect diagnostics' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete the playbook "Collect diagnostics"?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Collect diagnostics' })).not.toBeInTheDocument());
    expect(writes).toEqual([
      { method: 'PATCH', table: 'playbooks', body: { deleted_at: 'now' }, params: { id: `eq.${PB_DIAG}` } },
    ]);
  });

  it('offers a viewer the runs and the spec to read, but neither Run, Edit, Delete nor New playbook', async () => {
    renderPage('/playbooks', viewer);
    const card = await screen.findByRole('region', { name: 'Collect diagnostics' });
    expect(within(card).getByRole('link', { name: 'Runs of Collect diagnostics' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View spec of Collect diagnostics' })).toHaveAttribute(
      'href',
      `/playbooks/${PB_DIAG}/edit`,
    );
    expect(within(card).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New playbook' })).not.toBeInTheDocument();
  });

  it('leads a writer to the editor: New playbook, and Edit on console playbooks only', async () => {
    const { router } = renderPage();
    const card = await screen.findByRole('region', { name: 'Collect diagnostics' });
    expect(within(card).getByRole('link', { name: 'Edit Collect diagnostics' })).toHaveAttribute(
      'href',
      `/playbooks/${PB_DIAG}/edit`,
    );
    const crd = screen.getByRole('region', { name: 'Scale (from Git)' });
    expect(within(crd).getByRole('link', { name: 'View spec of Scale (from Git)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New playbook' }));
    await waitFor(() => expect(url(router).pathname).toBe('/playbooks/new'));
  });
});
