import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Badge } from '../Badge';
import { DescriptionList } from './DescriptionList';

const items = [
  { term: 'Type', description: 'HTTP' },
  { term: 'Schedule', description: 'every 1m' },
  { term: 'Namespace', description: 'payments' },
  { term: 'Status', description: <Badge tone="success">passing</Badge> },
  { term: 'Endpoint', description: 'https://api.example.com/v1/health/with/a/long/path' },
];

const meta = {
  title: 'Display/DescriptionList',
  component: DescriptionList,
  decorators: [withThemeProvider],
  args: { items, 'aria-label': 'Check details' },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    // Each value sits on the row of its term.
    const term = canvas.getByText('Schedule').getBoundingClientRect();
    const value = canvas.getByText('every 1m').getBoundingClientRect();
    await expect(Math.abs(term.top - value.top)).toBeLessThan(2);
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByText('Schedule').getBoundingClientRect();
    const value = canvas.getByText('every 1m').getBoundingClientRect();
    await expect(value.top).toBeGreaterThanOrEqual(term.bottom);
  },
};

export const Grid: Story = {
  args: { layout: 'grid', minItemWidth: '140px' },
  play: async ({ canvasElement }) => {
    // Pairs sit side by side, each term above its value.
    const canvas = within(canvasElement);
    const type = canvas.getByText('Type').getBoundingClientRect();
    const schedule = canvas.getByText('Schedule').getBoundingClientRect();
    await expect(Math.abs(type.top - schedule.top)).toBeLessThan(2);
    await expect(canvas.getByText('HTTP').getBoundingClientRect().top).toBeGreaterThanOrEqual(type.bottom);
  },
};

export const Narrow: Story = {
  parameters: narrowParameters,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByLabelText('Check details');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('payments')).toBeVisible();
  },
};
