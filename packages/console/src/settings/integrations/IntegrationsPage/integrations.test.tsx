import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { createMemoryRouterAdapter } from '../../../provider/router';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { AddIntegrationDialog } from '../AddIntegrationDialog/AddIntegrationDialog';
import { GITOPS_OPTIONS, helmCommands, helmReleaseYaml, validateValues } from '../model/gitops';
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
  it("every option's defaults but Azure's (which need a subscription) validate against its bundled schema", () => {
    for (const option of GITOPS_OPTIONS) {
      const errors = validateValues(option.defaults, option.schema);
      if (option.id === 'azure') expect(errors).toEqual(['values.subscriptionID must be a subscription UUID']);
      else expect(errors, option.id).toEqual([]);
    }
  });
  it("reports schema violations by path, with the schema's own message where it has one", () => {
    expect(validateValues({ clusterName: '', playbooks: { enabled: 'yes' }, extra: 1 }, kubernetes.schema)).toEqual([
      'values.clusterName must be a non-empty string',
      'values.playbooks.enabled must be a boolean',
      'values.extra is not allowed',
    ]);
    expect(validateValues({ scraper: { schedule: 'often' } }, kubernetes.schema)).toEqual([
      'values.clusterName is required',
      'values.scraper.schedule must be a cron expression or @every <duration>',
    ]);
    const flux = GITOPS_OPTIONS.find((option) => option.id === 'flux')!;
    expect(validateValues({ topologyName: 'Flux Topology' }, flux.schema)).toEqual([
      'values.topologyName must be a lowercase DNS-1123 name',
    ]);
    const aws = GITOPS_OPTIONS.find((option) => option.id === 'aws')!;
    expect(validateValues({ region: ['eu-west-1', 'mars'], accessKey: null, compliance: 1 }, aws.schema)).toEqual([
      'values.region[1] must be an AWS region such as eu-west-1',
      'values.compliance must be a boolean',
    ]);
    const mc = GITOPS_OPTIONS.find((option) => option.id === 'mission-control')!;
    expect(validateValues({ replicas: 1.5, authProvider: 'ldap' }, mc.schema)).toEqual([
      'values.replicas must be an integer',
      'values.authProvider must be one of kratos, clerk, basic',
    ]);
  });
});

describe('AddIntegrationDialog', () => {
  function setup(features: Record<string, string> = {}) {
    const onCreated = vi.fn();
    const insert = vi.fn(async (_table: string, row: object) => [{ id: 't1', ...row }]);
    const user = userEvent.setup();
    render(
      <StrictMode>
        <TestConsoleProvider features={features} client={{ db: { insert } as never }}>
          <AddIntegrationDialog isOpen onOpenChange={() => undefined} onCreated={onCreated} />
        </TestConsoleProvider>
      </StrictMode>,
    );
    return { onCreated, insert, user };
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
    await user.keyboard('{Control>}a{/Control}clusterName: 5');
    expect(await within(dialog).findByText('values.clusterName must be a string')).toBeInTheDocument();
    expect(values).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('tab', { name: 'Helm CLI' }));
    expect(within(dialog).getByLabelText('Helm install commands')).toHaveTextContent('helm repo add flanksource');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Add Integration' })).toBeInTheDocument();
  });

  it('a direct option opens its form in the dialog; a save reports the created row', async () => {
    const { user, onCreated, insert } = setup();
    await user.click(await screen.findByRole('button', { name: 'Custom Topology' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Integration Custom Topology' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'shop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('topology', expect.objectContaining({ id: 't1' })));
    expect(insert).toHaveBeenCalledWith(
      'topologies',
      { name: 'shop', namespace: 'default', labels: {}, spec: {}, source: 'UI' },
      expect.anything(),
    );
  });

  it('Back from a direct form returns to the tiles', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Catalog Scraper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Integration Catalog Scraper' });
    await user.click(await within(dialog).findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Flux' })).toBeInTheDocument();
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

  it('#28 defect 2: a Catalog Scraper saved from Add Integration lands on its own page, not /config-db', async () => {
    const router = createMemoryRouterAdapter('/settings/integrations');
    const list = vi.fn(async () => ({ data: [], totalEntries: 0 }));
    const insert = vi.fn(async (_table: string, row: object) => [{ id: 's9', ...row }]);
    const user = userEvent.setup();
    render(
      <StrictMode>
        <TestConsoleProvider router={router} client={{ db: { list, insert } as never }}>
          <IntegrationsPage />
        </TestConsoleProvider>
      </StrictMode>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add Integration' }));
    await user.click(await screen.findByRole('button', { name: 'Catalog Scraper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Integration Catalog Scraper' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'k8s');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cluster Name' }), 'prod');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.location).toBe('/catalog/scrapers/s9'));
    expect(insert).toHaveBeenCalledWith('config_scrapers', expect.objectContaining({ name: 'k8s' }), expect.anything());
  });
});
