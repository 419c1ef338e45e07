import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { statusSeries } from './__fixtures__/series';
import { StatusHistoryChart } from './StatusHistoryChart';

const meta = {
  title: 'Charts/StatusHistoryChart',
  component: StatusHistoryChart,
  decorators: [withThemeProvider],
  args: { data: statusSeries(120), timeZone: 'UTC' },
} satisfies Meta<typeof StatusHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /Status history: \d+ passed, \d+ failed/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(121);
  },
};

export const ThousandsOfPoints: Story = {
  args: { data: statusSeries(5000, 0.05, 20_000) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img');
    await expect(canvasElement.querySelectorAll('path[data-series]')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Status history: no results' }),
    ).toBeInTheDocument();
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
  args: { defaultTableOpen: true, data: statusSeries(30) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
