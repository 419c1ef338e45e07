import type { PostgrestQuery } from '@mission-control/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkDetailFixture, graphFixture, listFixture, statusesPage } from '../../__fixtures__/checkDetail';
import type { ConsoleMode } from '../../provider/ConsoleProvider';
import { TestConsoleProvider, type PartialClient } from '../../testing/TestConsoleProvider';
import { playbooksFixture } from '../../playbooks/__fixtures__/playbooks';
import { CheckDetail } from './CheckDetail';

const never = () => new Promise<never>(() => undefined);

function client(overrides: { list?: unknown; checkStatuses?: unknown; graph?: unknown } = {}): PartialClient {
  return {
    db: {
      list: (overrides.list ?? listFixture) as never,
      checkStatuses: (overrides.checkStatuses ?? (async (p: never) => statusesPage(p))) as never,
    },
    canary: {
      graph: (overrides.graph ?? (async () => graphFixture)) as never,
      runCheck: (async () => ({ pass: true, duration: 120 })) as never,
    },
    playbook: { list: async () => playbooksFixture },
  };
}

function withProvider(partial: PartialClient, options: { mode?: ConsoleMode; theme?: 'light' | 'dark' } = {}) {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider
      client={partial}
      initialLocation={`/health?checkId=${checkDetailFixture.id}`}
      mode={options.mode}
      theme={options.theme}
    >
      <Story />
    </TestConsoleProvider>
  );
}

const longLabels: Record<string, string> = Object.fromEntries(
  Array.from({ length: 14 }, (_, i) => [
    `app.kubernetes.io/component-with-a-very-long-label-name-${i}`,
    `a-very-long-label-value-that-has-to-wrap-or-truncate-${i}`,
  ]),
);

async function listWithLongLabels(query: PostgrestQuery) {
  if (query.table === 'checks') return { data: [{ ...checkDetailFixture, labels: longLabels }], totalEntries: 1 };
  return listFixture(query);
}

/** The dialog portals into the provider's container, so queries start at the document body. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Console/Health/CheckDetail',
  component: CheckDetail,
  args: { checkId: checkDetailFixture.id, onClose: fn() },
} satisfies Meta<typeof CheckDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withProvider(client())],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'History' }));
    const history = await within(dialog).findByRole('table', { name: 'Status history' });
    await waitFor(() => expect(within(dialog).getByText(/^1–50 of \d+$/)).toBeVisible());
    await expect(within(history).getAllByRole('row').length).toBeGreaterThan(10);
    await userEvent.click(within(dialog).getByRole('button', { name: /Status$/ }));
    await userEvent.click(within(await page.findByRole('listbox')).getByRole('option', { name: 'Unhealthy' }));
    await waitFor(() => expect(within(dialog).getByText(/^Page 1 of/)).toHaveTextContent('Page 1 of 1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run Now' }));
    await expect(await within(dialog).findByText('Check passed in 120ms')).toBeVisible();
  },
};

/** The footer's Playbooks dropdown and 'Attach as Evidence', which opens 'Link to Incident'. */
export const FooterActions: Story = {
  decorators: [withProvider(client())],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Playbooks' }));
    await expect(await page.findByRole('menuitem', { name: 'Collect diagnostics' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach as Evidence' }));
    await expect(await page.findByRole('dialog', { name: 'Link to Incident' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withProvider(client({ list: never, checkStatuses: never, graph: never }))],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByText('Loading history…')).toBeVisible();
  },
};

export const HistoryError: Story = {
  name: 'Error',
  decorators: [
    withProvider(client({ checkStatuses: () => Promise.reject(new Error('Network Error. Please try again.')) })),
  ],
  play: async ({ canvasElement }) => {
    const toast = await body(canvasElement).findByRole('alert');
    await expect(toast).toHaveTextContent('Network Error. Please try again.');
  },
};

export const EmptyHistory: Story = {
  decorators: [withProvider(client({ checkStatuses: async () => ({ data: [], totalEntries: 0 }) }))],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const panel = within(dialog).getByRole('tabpanel', { name: 'History' });
    await expect(await within(panel).findByText('No data available')).toBeVisible();
  },
};

export const LongLabels: Story = {
  decorators: [withProvider(client({ list: listWithLongLabels }))],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { name: /\+8 more/ })).toBeVisible();
  },
};

export const DemoMode: Story = {
  decorators: [withProvider(client(), { mode: 'demo' })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await within(dialog).findByRole('table', { name: 'Status history' });
    await expect(within(dialog).queryByRole('button', { name: 'Run Now' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Playbooks' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Attach as Evidence' })).toBeNull();
    await expect(canvasElement.ownerDocument.title).not.toMatch(/\| Mission Control$/);
  },
};

export const Dark: Story = {
  decorators: [withProvider(client(), { theme: 'dark' })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('table', { name: 'Status history' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    withProvider(client()),
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'History' }));
    await expect(await within(dialog).findByRole('table', { name: 'Status history' })).toBeVisible();
  },
};
