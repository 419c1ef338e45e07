import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../../testing/TestConsoleProvider';
import { changesClient } from '../../changes/__fixtures__/changes';
import { InsightsPage } from './InsightsPage';

function withInsights(location = '/catalog/insights', theme?: 'light' | 'dark') {
  return (Story: () => React.ReactElement) => {
    const { client } = changesClient();
    return (
      <TestConsoleProvider client={client} initialLocation={location} theme={theme}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Catalog/InsightsPage',
  component: InsightsPage,
} satisfies Meta<typeof InsightsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenFindings: Story = {
  decorators: [withInsights()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Insights' });
    await within(table).findByText('privileged-container');
    await expect(canvas.getByText('3 insights')).toBeVisible();
  },
};

export const AllStatuses: Story = {
  decorators: [withInsights('/catalog/insights?status=all')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Insights' });
    await expect(await within(table).findByText('Resolved')).toBeVisible();
  },
};

export const Details: Story = {
  decorators: [withInsights()],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Insights' });
    await userEvent.click(await within(table).findByText('public-bucket'));
    const dialog = await within(document.body).findByRole('dialog', { name: /public-bucket/ });
    await expect(await within(dialog).findByRole('region', { name: 'Analysis' })).toBeVisible();
  },
};

export const Dark: Story = {
  decorators: [withInsights('/catalog/insights', 'dark')],
  play: async ({ canvasElement }) => {
    await within(await within(canvasElement).findByRole('table', { name: 'Insights' })).findByText('public-bucket');
  },
};
