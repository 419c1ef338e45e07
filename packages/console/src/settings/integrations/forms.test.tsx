import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { IntegrationsPage } from './IntegrationsPage/IntegrationsPage';
import { LoggingBackendForm } from './LoggingBackendForm/LoggingBackendForm';
import { ScraperForm } from './ScraperForm';
import { TopologyForm } from './TopologyForm/TopologyForm';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

function fakeDb(rows: Record<string, unknown>[] = []) {
  return {
    list: vi.fn(async () => ({ data: rows, totalEntries: rows.length })),
    insert: vi.fn(async (_table: string, row: object) => [{ id: 'new-id', ...row }]),
    update: vi.fn(async (_query: unknown, row: object) => [{ ...rows[0], ...row }]),
    softDelete: vi.fn(async () => undefined),
  };
}

function renderWith(db: ReturnType<typeof fakeDb>, ui: ReactNode, router = createMemoryRouterAdapter('/')) {
  const user = userEvent.setup();
  render(
    <StrictMode>
      <TestConsoleProvider client={{ db: db as never }} router={router}>
        {ui}
      </TestConsoleProvider>
    </StrictMode>,
  );
  return { user, router };
}

describe('TopologyForm', () => {
  it('Save is disabled until the form is valid; a cleared name and invalid YAML are reported', async () => {
    const db = fakeDb();
    const { user } = renderWith(db, <TopologyForm onDone={vi.fn()} onCancel={vi.fn()} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Namespace' })).toHaveValue('default');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'x');
    expect(save).toBeEnabled();
    await user.clear(name);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(name, 'shop');
    await user.type(screen.getByRole('textbox', { name: 'Spec' }), 'components: [[');
    expect(await screen.findByRole('textbox', { name: 'Spec' })).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
  });

  it('saves a new topology (namespace default, source UI) and reports the saved row', async () => {
    const db = fakeDb();
    const onDone = vi.fn();
    const { user } = renderWith(db, <TopologyForm onDone={onDone} onCancel={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'shop');
    await user.type(screen.getByRole('textbox', { name: 'Labels' }), 'team: platform');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'new-id' })));
    expect(db.insert).toHaveBeenCalledWith(
      'topologies',
      { name: 'shop', namespace: 'default', labels: { team: 'platform' }, spec: {}, source: 'UI' },
      expect.anything(),
    );
  });

  it('shows the server error and stays open', async () => {
    const db = fakeDb();
    db.insert.mockRejectedValueOnce(
      new ApiError('http', 'Conflict', {
        status: 409,
        body: { message: 'duplicate key value violates unique constraint' },
      }),
    );
    const onDone = vi.fn();
    const { user } = renderWith(db, <TopologyForm onDone={onDone} onCancel={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'shop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('duplicate key value violates unique constraint');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('an item from a CRD shows the source banner and no edit controls', async () => {
    const db = fakeDb([{ id: 't1', name: 'cluster', namespace: 'mc', source: 'KubernetesCRD', spec: {} }]);
    renderWith(db, <TopologyForm id="t1" onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByText('Managed by the CRD KubernetesCRD')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('ScraperForm', () => {
  it('offers the 11 types; Save reports the required fields of the chosen type', async () => {
    const db = fakeDb();
    const { user } = renderWith(db, <ScraperForm onDone={vi.fn()} onCancel={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: /Scraper type/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Kubernetes',
      'Azure',
      'Kubernetes File',
      'SQL',
      'Trivy',
      'AWS',
      'File',
      'GitHub Actions',
      'HTTP',
      'Azure DevOps',
      'Custom',
    ]);
    await user.click(screen.getByRole('option', { name: 'GitHub Actions' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /Owner/ })).toHaveAttribute('aria-invalid', 'true');
    expect(db.insert).not.toHaveBeenCalled();
  });

  it('starts another type with its fields empty, even those of the same name', async () => {
    const db = fakeDb();
    const { user } = renderWith(db, <ScraperForm onDone={vi.fn()} onCancel={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: /Scraper type/ }));
    await user.click(await screen.findByRole('option', { name: 'SQL' }));
    await user.type(await screen.findByRole('textbox', { name: /^Type/ }), 'Postgres::Table');
    await user.click(screen.getByRole('button', { name: /Scraper type/ }));
    await user.click(await screen.findByRole('option', { name: 'HTTP' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Type/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /^URL/ })).toBeInTheDocument();
  });

  it('saves a Kubernetes scraper with schedule and retention as a config_scrapers row', async () => {
    const db = fakeDb();
    const onDone = vi.fn();
    const { user } = renderWith(db, <ScraperForm onDone={onDone} onCancel={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'k8s');
    await user.type(screen.getByRole('textbox', { name: /Cluster Name/ }), 'local');
    await user.click(screen.getByRole('button', { name: /Schedule/ }));
    await user.click(await screen.findByRole('option', { name: '@every 5m' }));
    await user.click(screen.getByRole('button', { name: 'Add change retention' }));
    const change = screen.getByRole('group', { name: 'Change 1' });
    await user.type(within(change).getByRole('textbox', { name: 'Name' }), 'Pulled');
    await user.type(within(change).getByRole('textbox', { name: 'Age' }), '1d');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(db.insert).toHaveBeenCalledWith(
      'config_scrapers',
      {
        name: 'k8s',
        source: 'UI',
        spec: {
          kubernetes: [{ clusterName: 'local' }],
          schedule: '@every 5m',
          retention: { changes: [{ name: 'Pulled', age: '1d' }] },
        },
      },
      expect.anything(),
    );
  });
});

describe('LoggingBackendForm', () => {
  it('Add with an empty name reports it; a new backend is added', async () => {
    const db = fakeDb();
    const onDone = vi.fn();
    const { user } = renderWith(db, <LoggingBackendForm onDone={onDone} onCancel={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'loki');
    await user.click(screen.getByRole('textbox', { name: 'Spec' }));
    await user.paste('loki: {url: http://loki:3100}');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(db.insert).toHaveBeenCalledWith(
      'logging_backends',
      { name: 'loki', labels: {}, spec: { loki: { url: 'http://loki:3100' } } },
      expect.anything(),
    );
  });

  it('an item with a source hides the form', async () => {
    const db = fakeDb([{ id: 'l1', name: 'loki', source: 'KubernetesCRD', spec: {} }]);
    renderWith(db, <LoggingBackendForm id="l1" onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByText(/managed by KubernetesCRD/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });
});

describe('/settings/integrations/{type}/{id}', () => {
  it('opens the integration prefilled; Update saves it; Delete asks, deletes, toasts and returns to the list', async () => {
    const row = { id: 's1', name: 'k8s', spec: { kubernetes: [{ clusterName: 'local' }], schedule: '@daily' } };
    const db = fakeDb([row]);
    const router = createMemoryRouterAdapter('/settings/integrations/scrapers/s1');
    const { user } = renderWith(db, <IntegrationsPage type="scrapers" id="s1" />, router);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Catalog Scraper' });
    expect(await within(dialog).findByRole('textbox', { name: /Cluster Name/ })).toHaveValue('local');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('k8s');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(db.update).toHaveBeenCalledWith(
        expect.anything(),
        { name: 'k8s', spec: { kubernetes: [{ clusterName: 'local' }], schedule: '@daily' } },
        expect.anything(),
      ),
    );
    expect(router.location).toBe('/settings/integrations');
  });

  it('Delete asks for confirmation, deletes and toasts', async () => {
    const db = fakeDb([{ id: 't1', name: 'shop', namespace: 'default', source: 'UI', spec: {} }]);
    const router = createMemoryRouterAdapter('/settings/integrations/topologies/t1');
    const { user } = renderWith(db, <IntegrationsPage type="topologies" id="t1" />, router);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Topology' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this resource?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(db.softDelete).toHaveBeenCalledWith('topologies', 't1'));
    expect(await screen.findByText('shop deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.location).toBe('/settings/integrations'));
  });
});
