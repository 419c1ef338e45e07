import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, type ResourceSearchRequest, type ResourceSearchResponse } from '@mission-control/api';
import { TestConsoleProvider, type PartialClient } from '../../testing/TestConsoleProvider';
import { diagnosticsParams, everyTypeParams, playbooksFixture } from '../__fixtures__/playbooks';
import { PlaybookRunDialog } from './PlaybookRunDialog';

const [diagnostics, ping, everyType] = playbooksFixture as [
  (typeof playbooksFixture)[number],
  (typeof playbooksFixture)[number],
  (typeof playbooksFixture)[number],
];

/** The open check a2 and one catalog item, for the resource picker. */
async function searchResources(request: ResourceSearchRequest): Promise<ResourceSearchResponse> {
  const pick = <T extends { id: string }>(items: T[], selectors?: readonly Record<string, unknown>[]) =>
    selectors ? items.filter((item) => selectors.some((s) => !s['id'] || s['id'] === item.id)) : undefined;
  return {
    checks: pick([{ id: 'a2', name: 'api/payments', type: 'http' }], request.checks),
    configs: pick([{ id: 'cfg-db', name: 'payments-db', type: 'Kubernetes::StatefulSet' }], request.configs),
  };
}

function client(run: () => Promise<unknown> = async () => ({ run_id: 'run-42' })): PartialClient {
  return {
    resources: { search: searchResources as never },
    playbook: {
      params: (async (id: string) => ({
        params: id === diagnostics.id ? diagnosticsParams : id === everyType.id ? everyTypeParams : [],
      })) as never,
      run: fn(run) as never,
    },
  };
}

function withProvider(partial: PartialClient) {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider client={partial}>
      <Story />
    </TestConsoleProvider>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Console/Playbooks/PlaybookRunDialog',
  component: PlaybookRunDialog,
  args: { playbook: diagnostics, target: { check_id: 'a2' }, isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof PlaybookRunDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults resolved for the check; Run starts the run, toasts a link to it and closes. */
export const Default: Story = {
  decorators: [withProvider(client())],
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog');
    await expect(await within(dialog).findByRole('textbox', { name: /Note/ })).toHaveValue(
      'Investigating api/payments',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await expect(await page.findByRole('status')).toHaveTextContent('Playbook Collect diagnostics started');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** One field per parameter type: text, multiline, number range, regex, bytes, millicores, checkbox, list, code, people. */
export const EveryParameterType: Story = {
  args: { playbook: everyType },
  decorators: [withProvider(client())],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('textbox', { name: /Release name/ })).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: 'Dry run' })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: 'Memory' })).toHaveValue('512Mi');
    await expect(within(dialog).getByRole('button', { name: /Environment/ })).toHaveTextContent('Staging');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Release name/ }), 'web-app');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Run' })).toBeEnabled());
  },
};

/** Broken values show their messages and keep Run disabled. */
export const ValidationErrors: Story = {
  args: { playbook: everyType },
  decorators: [withProvider(client())],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const release = await within(dialog).findByRole('textbox', { name: /Release name/ });
    await userEvent.type(release, 'x');
    await userEvent.clear(release);
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    const memory = within(dialog).getByRole('textbox', { name: 'Memory' });
    await userEvent.clear(memory);
    await userEvent.type(memory, '2GB');
    await expect(await within(dialog).findByText('Must be a number with unit Mi, Gi or Ti')).toBeVisible();
    const cpu = within(dialog).getByRole('textbox', { name: 'CPU' });
    await userEvent.clear(cpu);
    await userEvent.type(cpu, '1');
    await expect(await within(dialog).findByText(/millicores ending in m/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Run' })).toBeDisabled();
  },
};

/** No parameters: the form says so and Run is ready. */
export const NoParameters: Story = {
  args: { playbook: ping },
  decorators: [withProvider(client())],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByText('No parameters for this playbook')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Run' })).toBeEnabled();
  },
};

/** While the run request is in flight the button reads 'Running...' and is disabled. */
export const Running: Story = {
  args: { playbook: ping },
  decorators: [withProvider(client(() => new Promise(() => undefined)))],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await within(dialog).findByText('No parameters for this playbook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await expect(await within(dialog).findByRole('button', { name: 'Running...' })).toBeDisabled();
  },
};

/** A refused run: the toast carries the response's error field; the dialog stays open. */
export const RunFailure: Story = {
  args: { playbook: ping },
  decorators: [
    withProvider(
      client(() =>
        Promise.reject(
          new ApiError('validation', 'Bad request', {
            status: 400,
            body: { error: 'playbook "Ping the reference server" does not apply to check "dns-api"' },
          }),
        ),
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog');
    await within(dialog).findByText('No parameters for this playbook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    // One of the page's alerts: a code editor shown earlier leaves Monaco's empty live regions (role alert) behind.
    await waitFor(() =>
      expect(
        page.getAllByRole('alert').filter((alert) => alert.textContent?.includes('does not apply to check "dns-api"')),
      ).toHaveLength(1),
    );
    await expect(within(dialog).getByRole('button', { name: 'Run' })).toBeEnabled();
  },
};

/** Without a resource, a playbook that runs on one asks for it first. */
export const NoResource: Story = {
  args: { target: {} },
  decorators: [withProvider(client())],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText('Please select a resource to see the parameters')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Run' })).toBeDisabled();
  },
};

/** The picker offers catalog items and checks; choosing the catalog item resolves its parameters. */
export const PickCatalogItem: Story = {
  args: { playbook: { ...diagnostics, spec: { configs: [{ name: '*' }], checks: [{ name: '*' }] } } },
  decorators: [withProvider(client())],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog');
    const picker = within(dialog).getByRole('combobox', { name: /Resource/ });
    await waitFor(() => expect(picker).toHaveValue('api/payments'));
    await userEvent.clear(picker);
    await userEvent.type(picker, 'payments');
    await userEvent.click(await page.findByRole('option', { name: /payments-db/ }));
    await expect(picker).toHaveValue('payments-db');
    await expect(await within(dialog).findByRole('textbox', { name: /Note/ })).toBeInTheDocument();
  },
};
