import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Display/ProgressBar',
  component: ProgressBar,
  decorators: [withThemeProvider],
  args: { value: 42, label: 'Disk usage' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Disk usage' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('data-level', 'green');
  },
};

export const Warning: Story = {
  args: { value: 80 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('data-level', 'orange');
  },
};

export const Critical: Story = {
  args: { value: 97 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('data-level', 'red');
  },
};

export const ClampedLow: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  },
};

export const Narrow: Story = {
  parameters: narrowParameters,
  args: { value: 66, label: 'Persistent volume usage on node-7' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  args: { value: 91 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveTextContent('91%');
  },
};
