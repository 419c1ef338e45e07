import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { topologyClient } from '../__fixtures__/topology';
import { TopologyFilters } from './TopologyFilters';

function withProvider(Story: () => React.ReactElement) {
  return (
    <TestConsoleProvider client={topologyClient().client} initialLocation="/topology?status=unhealthy">
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Topology/TopologyFilters',
  component: TopologyFilters,
  decorators: [withProvider],
} satisfies Meta<typeof TopologyFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('search', { name: 'Topology filters' });
    await expect(within(bar).getByRole('button', { name: /Unhealthy\s+Health$/ })).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: /Sort by$/ }));
    const listbox = await within(document.body).findByRole('listbox');
    // The headline properties of the cards shown are sort options beside the standard ones.
    await expect(within(listbox).getByRole('option', { name: 'Last Updated' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
