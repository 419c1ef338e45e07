import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { PAYMENTS_ID, topologyClient } from '../__fixtures__/topology';
import { TopologyPage } from './TopologyPage';

function withProvider(location: string) {
  return (Story: () => React.ReactElement) => (
    <TestConsoleProvider client={topologyClient().client} initialLocation={location}>
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Topology/TopologyPage',
  component: TopologyPage,
} satisfies Meta<typeof TopologyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Roots: Story = {
  decorators: [withProvider('/topology')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Payments platform' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Topology filters' })).toBeVisible();
  },
};

export const ZoomedIn: Story = {
  args: { componentId: PAYMENTS_ID },
  decorators: [withProvider(`/topology/${PAYMENTS_ID}`)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'payments-api' })).toBeVisible();
    const sidebar = canvas.getByRole('complementary', { name: 'Component details' });
    await expect(within(sidebar).getByRole('heading', { name: 'Payments platform' })).toBeVisible();
  },
};
