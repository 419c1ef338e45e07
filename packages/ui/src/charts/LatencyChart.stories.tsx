import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { latencySeries } from './__fixtures__/series';
import { LatencyChart } from './LatencyChart';

const meta = {
  title: 'Charts/LatencyChart',
  component: LatencyChart,
  decorators: [withThemeProvider],
  args: { data: latencySeries(180), timeZone: 'UTC' },
} satisfies Meta<typeof LatencyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /Latency: 180 samples/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(181);
  },
};

export const ThousandsOfPoints: Story = {
  args: { data: latencySeries(10_000, 6_000) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: /10000 samples/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Latency: no samples' })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  parameters: { width: 260 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img')).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img')).toBeVisible();
  },
};
