import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { manyRoots, topologyClient, type TopologyFixtureOptions } from '../__fixtures__/topology';
import { CARDS_STEP } from './TopologyCards';
import { TopologyCards } from './TopologyCards';

function withTopology(options: TopologyFixtureOptions = {}, location = '/topology', theme?: 'light' | 'dark') {
  return (Story: () => React.ReactElement) => (
    <TestConsoleProvider client={topologyClient(options).client} initialLocation={location} theme={theme}>
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Topology/TopologyCards',
  component: TopologyCards,
} satisfies Meta<typeof TopologyCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withTopology()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payments = await canvas.findByRole('article', { name: 'Payments platform' });
    await expect(within(payments).getByText('Unhealthy')).toBeVisible();
    await expect(within(payments).getByRole('group', { name: 'Components (3)' })).toBeVisible();
    await userEvent.click(within(payments).getByRole('button', { name: 'Actions for Payments platform' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Zoom In' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Dark: Story = {
  decorators: [withTopology({}, '/topology', 'dark')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Edge' })).toBeVisible();
  },
};

export const ZoomedIn: Story = {
  args: { componentId: '10000000-0000-4000-8000-000000000001' },
  decorators: [withTopology()],
  play: async ({ canvasElement }) => {
    const api = await within(canvasElement).findByRole('article', { name: 'payments-api' });
    const failing = within(api).getByRole('list', { name: 'Failing checks' });
    await expect(within(failing).getByRole('link', { name: 'payments-api-http' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withTopology({ hang: true })],
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Components' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  decorators: [withTopology({}, '/topology?team=nobody')],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no components matching this criteria'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  decorators: [withTopology({ fail: new Error('Network Error. Please try again.') })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network Error. Please try again.')).toBeVisible();
  },
};

/** 5,000 roots: the first cards render at once, the rest as the list is scrolled or "Show more" pressed. */
export const LargeTree: Story = {
  decorators: [withTopology({ roots: manyRoots(5000) }, '/topology?sortBy=name&sortOrder=asc')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'service-00000' });
    const list = canvas.getByRole('list', { name: 'Components' });
    await expect(within(list).getAllByRole('article').length).toBeLessThanOrEqual(CARDS_STEP * 2);
  },
};
