import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Display/Skeleton',
  component: Skeleton,
  decorators: [withThemeProvider],
  args: { lines: 3, label: 'Loading checks' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading checks');
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Skeleton shape="circle" width={40} />
      <Skeleton shape="rect" width={200} height={60} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape="circle"]')).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
