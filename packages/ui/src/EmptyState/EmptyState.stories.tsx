import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  decorators: [withThemeProvider],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    title: 'No resources found',
    description: 'Nothing matches these filters yet.',
    icon: 'search',
    action: (
      <Button variant="primary" onPress={onCreate}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  parameters: narrowParameters,
  args: { description: 'A longer explanation that has to wrap over several lines in a narrow column.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/longer explanation/)).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
};
