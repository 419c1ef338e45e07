import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { edge, LEDGER_DB_ID, ledgerDb, paymentsPlatform, topologyClient } from '../__fixtures__/topology';
import { readComponent } from '../model/components';
import { TopologyCard } from './TopologyCard';

function withProvider(Story: () => React.ReactElement) {
  return (
    <TestConsoleProvider client={topologyClient().client} initialLocation="/topology">
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Topology/TopologyCard',
  component: TopologyCard,
  decorators: [withProvider],
} satisfies Meta<typeof TopologyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unhealthy: Story = {
  args: { component: readComponent(paymentsPlatform())! },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Payments platform' });
    await expect(card).toHaveAttribute('data-health', 'unhealthy');
    await expect(within(card).getByText('Unhealthy')).toBeVisible();
    await expect(within(card).getByText('1 unhealthy')).toBeVisible();
  },
};

export const WithMetrics: Story = {
  args: { component: readComponent(ledgerDb())! },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Ledger database' });
    await expect(within(card).getByText('1.25 cores')).toBeVisible();
    await expect(within(card).getByText('2 GB')).toBeVisible();
    await expect(within(card).getByText('PostgreSQL 16')).toBeVisible();
  },
};

export const Healthy: Story = {
  args: { component: readComponent(edge())! },
};

/** Read by id, as `/view/topology/{id}` embeds it, without the actions menu. */
export const ById: Story = {
  args: { componentId: LEDGER_DB_ID, hideMenu: true },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Ledger database' });
    await expect(within(card).queryByRole('button', { name: /^Actions for/ })).toBeNull();
  },
};

/** A topology's root: its menu offers Run now (to who may write topologies); the result is toasted. */
export const RunNow: Story = {
  args: { component: readComponent(paymentsPlatform())! },
  play: async ({ canvasElement, userEvent }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Payments platform' });
    await userEvent.click(within(card).getByRole('button', { name: 'Actions for Payments platform' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Run now' }));
    await expect(await body.findByText('Payments platform ran: SUCCESS')).toBeVisible();
  },
};
