import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { AddIntegrationDialog } from './AddIntegrationDialog';
import { GITOPS_OPTIONS, helmCommands, helmReleaseYaml, validateValues } from './gitops';
import { IntegrationsPage } from './IntegrationsPage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const kubernetes = GITOPS_OPTIONS.find((option) => option.id === 'kubernetes')!;

describe('GitOps previews and values schema', () => {
  it('the Flux preview parses as YAML, and its values validate against the bundled schema', () => {
    const docs = parseAllDocuments(helmReleaseYaml(kubernetes, 'mission-control', kubernetes.defaults)).map((doc) =>
      doc.toJS(),
    );
    expect(docs.map((doc) => doc.kind)).toEqual(['HelmRepository', 'HelmRelease']);
    expect(docs[1].spec).toMatchObject({ interval: '30m', chart: { spec: { chart: 'mission-control-kubernetes' } } });
    expect(validateValues(docs[1].spec.values, kubernetes.schema)).toEqual([]);
    expect(helmCommands(kubernetes, 'mc', {})).toContain(
      'helm install mission-control-kubernetes flanksource/mission-control-kubernetes -n mc',
    );
  });
  it('reports schema violations by path', () => {
    expect(validateValues({ watch: 'yes', extra: 1 }, kubernetes.schema)).toEqual([
      'values.clusterName is required',
      'values.watch must be a boolean',
      'values.extra is not allowed',
    ]);
  });
});

describe('AddIntegrationDialog', () => {
  function setup(features: Record<string, string> = {}) {
    const onDirect = vi.fn();
    const user = userEvent.setup();
    render(
      <StrictMode>
        <TestConsoleProvider features={features}>
          <AddIntegrationDialog isOpen onOpenChange={() => undefined} onDirect={onDirect} />
        </TestConsoleProvider>
      </StrictMode>,
    );
    return { onDirect, user };
  }

  it('shows the GitOps and direct tiles; Log Backends hidden when logs are disabled', async () => {
    setup({ 'logs.disable': 'true' });
    const dialog = await screen.findByRole('dialog', { name: 'Add Integration' });
    for (const label of [
      'AWS',
      'Azure',
      'Prometheus',
      'Flux',
      'Kubernetes',
      'Mission Control',
      'Custom Topology',
      'Catalog Scraper',
    ]) {
      expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('button', { name: 'Log Backends' })).toBeNull();
  });

  it('a GitOps option: namespace, values with the schema message, Flux and Helm CLI tabs, note, Back', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Kubernetes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Integration Kubernetes' });
    expect(within(dialog).getByRole('textbox', { name: 'Namespace' })).toHaveValue('mission-control');
    expect(
      within(dialog).getByText('You will need to have Kubernetes chart installed in flux to use this option'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Flux HelmRelease')).toHaveTextContent('kind: HelmRelease');
    const values = within(dialog).getByRole('textbox', { name: 'Values' });
    await user.click(values);
    await user.keyboard('{Control>}a{/Control}watch: maybe');
    expect(
      await within(dialog).findByText(/values.clusterName is required; values.watch must be a boolean/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Helm CLI' }));
    expect(within(dialog).getByLabelText('Helm install commands')).toHaveTextContent('helm repo add flanksource');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Add Integration' })).toBeInTheDocument();
  });

  it('a direct option goes to its form', async () => {
    const { user, onDirect } = setup();
    await user.click(await screen.findByRole('button', { name: 'Custom Topology' }));
    expect(onDirect).toHaveBeenCalledWith('topology');
  });
});

describe('IntegrationsPage', () => {
  it('lists integrations with their latest job status', async () => {
    const list = vi.fn(async () => ({
      data: [
        {
          id: 's1',
          name: 'k8s',
          integration_type: 'scrapers',
          job_status: 'FAILED',
          created_at: '2026-11-25T10:00:00Z',
        },
      ],
      totalEntries: 1,
    }));
    render(
      <StrictMode>
        <TestConsoleProvider client={{ db: { list } as never }}>
          <IntegrationsPage />
        </TestConsoleProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('k8s')).toBeInTheDocument();
    expect(screen.getByText('Catalog Scraper')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('FAILED')).toBeInTheDocument());
  });
});
