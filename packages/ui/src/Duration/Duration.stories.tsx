import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Duration } from './Duration';

const meta = {
  title: 'Display/Duration',
  component: Duration,
  decorators: [withThemeProvider],
  args: { ms: 3_725_000 },
} satisfies Meta<typeof Duration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1h 2m')).toHaveAttribute('title', '3725000 ms');
  },
};

export const SubSecond: Story = {
  args: { ms: 420 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('420ms')).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  args: { ms: 90_061_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1d 1h')).toBeVisible();
  },
};
